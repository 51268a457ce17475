import { NextResponse } from 'next/server'
import { authSchemas } from '@/features/account/auth-schemas'
import { login } from '@/features/account/auth-service'
import { endpoint } from '@/features/shell/endpoint'
import { jsonError } from '@/lib/http'

/**
 * Signs in. The limits per address and per account live in the Users collection (they hold on
 * /cms/api too); Payload also locks an account after repeated failures.
 */
export const POST = endpoint({ body: (t) => authSchemas(t).login }, async ({ payload, lang, t, body, ip }) => {
  const result = await login(payload, lang, body.email, body.password, ip)
  if (!result.ok) return jsonError(result.status, result.error)
  const res = NextResponse.json({ ok: true, message: t.auth.loggedIn })
  res.headers.append('set-cookie', result.cookie)
  return res
})
