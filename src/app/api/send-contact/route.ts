import { NextResponse } from 'next/server'
import { contactSchema } from '@/features/forms/schemas'
import { storeAndForward } from '@/features/forms/submissions'
import { getMessages } from '@/features/i18n/server'
import { clientIp, jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'
import { allowHit } from '@/lib/rate-limit'

/** Contact form: validated, stored, then e-mailed to the shop. */
export async function POST(request: Request) {
  const { t } = await getMessages()
  const body = await readJson(request, contactSchema(t), { invalid: t.contactForm.failure, stripPrefix: 'formData.' })
  if (!body.ok) return body.response
  // Honeypot: a bot filled the hidden field; answer as if sent, keep nothing.
  if (body.data.website) return NextResponse.json({ success: true })
  const payload = await getShopPayload()
  const ip = clientIp(request)
  if (!(await allowHit(payload, `contact:ip:${ip}`, 5, 10 * 60_000))) return jsonError(429, t.contactForm.tooMany)
  const { name, email, message } = body.data.formData
  await storeAndForward(payload, { kind: 'contact', email, name, data: { name, email, message }, ip })
  return NextResponse.json({ success: true })
}
