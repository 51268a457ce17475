import { NextResponse } from 'next/server'
import { signup } from '@/features/account/auth-service'
import { authSchemas } from '@/features/account/auth-schemas'
import { getMessages } from '@/features/i18n/server'
import { clientIp, jsonError, readJson } from '@/lib/http'
import { getShopPayload } from '@/payload/shop-payload'
import { allowHit } from '@/lib/rate-limit'

export async function POST(request: Request) {
  const { lang, t } = await getMessages()
  const body = await readJson(request, authSchemas(t).signup, { invalid: t.auth.invalid })
  if (!body.ok) return body.response
  const payload = await getShopPayload()
  if (!(await allowHit(payload, `signup:ip:${clientIp(request)}`, 10, 60 * 60_000)))
    return jsonError(429, t.auth.tooMany)
  const result = await signup(payload, lang, body.data, clientIp(request))
  if (!result.ok) return jsonError(result.status, result.error)
  const res = NextResponse.json({ ok: true, message: t.auth.created })
  res.headers.append('set-cookie', result.cookie)
  return res
}
