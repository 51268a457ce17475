import { NextResponse } from 'next/server'
import { subscribe } from '@/features/forms/newsletter'
import { newsletterSchema } from '@/features/forms/schemas'
import { getMessages } from '@/features/i18n/server'
import { clientIp, jsonError, seeOther } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'
import { allowPolicy } from '@/lib/rate-limit'

/** Footer sign-up: JSON from the form script, or a plain form post (works before JavaScript loads). */
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
  if (!(await allowPolicy(payload, 'newsletter:ip', clientIp(request)))) return jsonError(429, t.newsletter.failed)
  const status = await subscribe(payload, parsed.data.email, parsed.data.lang ?? lang)
  return isForm ? back(status === 'already' ? 'already' : 'sent') : NextResponse.json({ status })
}
