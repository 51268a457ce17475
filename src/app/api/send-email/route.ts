import { NextResponse } from 'next/server'
import { verifyCaptcha } from '@/features/forms/captcha'
import { businessSchema } from '@/features/forms/schemas'
import { storeAndForward } from '@/features/forms/submissions'
import { endpoint } from '@/features/shell/endpoint'
import { jsonError } from '@/lib/http'

/** Business (dealer) request: fields checked, captcha verified again and spent, stored, e-mailed. */
export const POST = endpoint(
  {
    body: businessSchema,
    invalid: (t) => t.business.fillAll,
    stripPrefix: 'formData.',
    limit: { policy: 'business:ip', message: (t) => t.business.tooMany },
  },
  async ({ payload, t, body, ip }) => {
    if (!(await verifyCaptcha(payload, body.captchaToken, true))) return jsonError(403, t.business.captchaFailed)
    const f = body.formData
    await storeAndForward(payload, { kind: 'business', email: f.corporateEmail, name: f.socialReason, data: f, ip })
    return NextResponse.json({ success: true })
  },
)
