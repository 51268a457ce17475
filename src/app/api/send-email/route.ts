import { NextResponse } from 'next/server'
import { verifyCaptcha } from '@/features/forms/captcha'
import { businessSchema } from '@/features/forms/schemas'
import { storeAndForward } from '@/features/forms/submissions'
import { getMessages } from '@/features/i18n/server'
import { clientIp, jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'
import { allowHit } from '@/lib/rate-limit'

/** Business (dealer) request: fields checked, captcha verified again and spent, stored, e-mailed. */
export async function POST(request: Request) {
  const { t } = await getMessages()
  const body = await readJson(request, businessSchema(t), { invalid: t.business.fillAll, stripPrefix: 'formData.' })
  if (!body.ok) return body.response
  const payload = await getShopPayload()
  if (!(await verifyCaptcha(payload, body.data.captchaToken, true))) return jsonError(403, t.business.captchaFailed)
  const ip = clientIp(request)
  if (!(await allowHit(payload, `business:ip:${ip}`, 5, 10 * 60_000))) return jsonError(429, t.business.tooMany)
  const f = body.data.formData
  await storeAndForward(payload, { kind: 'business', email: f.corporateEmail, name: f.socialReason, data: f, ip })
  return NextResponse.json({ success: true })
}
