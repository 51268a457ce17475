import { NextResponse } from 'next/server'
import { login } from '@/features/account/auth-service'
import { authSchemas } from '@/features/account/auth-schemas'
import { getMessages } from '@/features/i18n/server'
import { clientIp, jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'

export async function POST(request: Request) {
  const { lang, t } = await getMessages()
  const body = await readJson(request, authSchemas(t).login, { invalid: t.auth.invalid })
  if (!body.ok) return body.response
  const payload = await getShopPayload()
  // Limits per address and per account live in the Users collection (they hold on /cms/api too);
  // Payload also locks an account after repeated failures.
  const result = await login(payload, lang, body.data.email, body.data.password, clientIp(request))
  if (!result.ok) return jsonError(result.status, result.error)
  const res = NextResponse.json({ ok: true, message: t.auth.loggedIn })
  res.headers.append('set-cookie', result.cookie)
  return res
}
