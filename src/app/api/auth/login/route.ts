import { NextResponse } from 'next/server'
import { login } from '@/features/account/auth-service'
import { authSchemas } from '@/features/account/auth-schemas'
import { getMessages } from '@/features/i18n/server'
import { clientIp, jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/lib/payload'
import { allowHit } from '@/lib/rate-limit'

export async function POST(request: Request) {
  const { lang, t } = await getMessages()
  const body = await readJson(request, authSchemas(t).login, { invalid: t.auth.invalid })
  if (!body.ok) return body.response
  const payload = await getShopPayload()
  const email = body.data.email.toLowerCase()
  // Per IP and per account; Payload also locks an account after repeated failures.
  if (!(await allowHit(payload, `login:ip:${clientIp(request)}`, 30, 10 * 60_000)) || !(await allowHit(payload, `login:acct:${email}`, 10, 10 * 60_000))) {
    return jsonError(429, t.auth.tooMany)
  }
  const result = await login(payload, lang, email, body.data.password)
  if (!result.ok) return jsonError(result.status, result.error)
  const res = NextResponse.json({ ok: true, message: t.auth.loggedIn })
  res.headers.append('set-cookie', result.cookie)
  return res
}
