import { NextResponse } from 'next/server'
import { verifyCaptcha } from '@/features/forms/server'
import { businessSchema } from '@/features/forms'
import { storeAndForward } from '@/features/forms/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/** Business (dealer) request: fields checked, captcha verified again and spent, stored, e-mailed. */
export const POST = endpoint(
  {
    body: businessSchema,
    invalid: (t) => t.business.fillAll,
    stripPrefix: 'formData.',
    // The form always carries a captcha: past the limit, the limit spends it; otherwise it is spent here.
    limit: { policy: 'business:ip', message: (t) => t.business.tooMany, token: (body) => body.captchaToken },
  },
  async ({ payload, t, body, ip, captchaSpent }) => {
    if (!captchaSpent && !(await verifyCaptcha(payload, body.captchaToken, true)))
      return jsonError(403, t.business.captchaFailed)
    const f = body.formData
    await storeAndForward(payload, { kind: 'business', email: f.corporateEmail, name: f.socialReason, data: f, ip })
    return NextResponse.json({ success: true })
  },
)
