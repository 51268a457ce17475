import { NextResponse } from 'next/server'
import { requestPasswordReset } from '@/features/account/auth-service'
import { authSchemas } from '@/features/account/auth-schemas'
import { getMessages } from '@/features/i18n/server'
import { clientIp, jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'
import { allowHit } from '@/lib/rate-limit'

/** Always the same answer, whether or not the e-mail has an account. */
export async function POST(request: Request) {
  const { lang, t } = await getMessages()
  const body = await readJson(request, authSchemas(t).forgot, { invalid: t.auth.invalid })
  if (!body.ok) return body.response
  const payload = await getShopPayload()
  if (!(await allowHit(payload, `reset:ip:${clientIp(request)}`, 5, 60 * 60_000))) return jsonError(429, t.auth.tooMany)
  await requestPasswordReset(payload, lang, body.data.email)
  return NextResponse.json({ ok: true, message: t.auth.resetSent })
}
