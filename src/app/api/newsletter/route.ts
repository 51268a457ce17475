import { NextResponse } from 'next/server'
import { subscribe } from '@/features/forms/server'
import { newsletterSchema } from '@/features/forms'
import { getMessages } from '@/i18n/server'
import { captchaNeeded, checkLimit } from '@/features/forms/server'
import { clientIp, jsonError, seeOther } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

/**
 * Footer sign-up: JSON from a script, or a plain form post (works before JavaScript loads). Past the
 * per-address limit it asks for the captcha: the form post lands on /newsletter, which shows the form
 * again with the widget.
 */
export async function POST(request: Request) {
  const { lang, t } = await getMessages()
  const isForm = (request.headers.get('content-type') ?? '').includes('form')
  let raw: unknown
  try {
    raw = isForm ? Object.fromEntries(await request.formData()) : await request.json()
  } catch {
    return jsonError(400, t.newsletter.invalid)
  }
  const parsed = newsletterSchema.safeParse(raw)
  const back = (status: string) => seeOther(`/newsletter?status=${status}`)
  if (!parsed.success) return isForm ? back('invalid') : jsonError(400, t.newsletter.invalid)
  const payload = await getShopPayload()
  const { email, captcha, altcha, 'g-recaptcha-response': recaptcha } = parsed.data
  const outcome = await checkLimit(payload, 'newsletter:ip', clientIp(request), captcha || altcha || recaptcha)
  if (outcome === 'captcha') return isForm ? back('captcha') : captchaNeeded(t.errors.captchaNeeded)
  if (outcome === 'blocked') return isForm ? back('failed') : jsonError(429, t.newsletter.failed)
  const status = await subscribe(payload, email, parsed.data.lang ?? lang)
  return isForm ? back(status === 'already' ? 'already' : 'sent') : NextResponse.json({ status })
}
