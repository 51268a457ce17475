import { NextResponse } from 'next/server'
import { authSchemas } from '@/features/sign-in/server'
import { login } from '@/features/sign-in/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/**
 * Signs in. The limits per address and per account live in the Users collection (they hold on
 * /cms/api too); Payload also locks an account after repeated failures. An operator's second factor
 * is asked for after the password (`secondFactor`, with the app's set-up when there is none yet).
 */
export const POST = endpoint({ body: (t) => authSchemas(t).login }, async ({ request, payload, lang, t, body, ip }) => {
  const result = await login(payload, lang, body.email, body.password, ip, {
    code: body.code || undefined,
    enrolTicket: body.enrolTicket || undefined,
    passkey: body.passkey,
    origin: request.headers.get('origin'),
  })
  if (!result.ok) {
    const { secondFactor, enrolment } = result
    return jsonError(result.status, result.error, undefined, secondFactor ? { secondFactor, enrolment } : undefined)
  }
  const res = NextResponse.json({
    ok: true,
    message: t.auth.loggedIn,
    ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
    ...(result.recoveryLeft !== undefined ? { recoveryLeft: result.recoveryLeft } : {}),
  })
  res.headers.append('set-cookie', result.cookie)
  return res
})
