import { NextResponse } from 'next/server'
import { authSchemas } from '@/features/account/auth-schemas'
import { signup } from '@/features/account/auth-service'
import { endpoint } from '@/features/shell/endpoint'
import { jsonError } from '@/lib/http'

/** Creates the account, signs it in and sends the verification e-mail. */
export const POST = endpoint(
  { body: (t) => authSchemas(t).signup, limit: { policy: 'signup:ip', message: (t) => t.auth.tooMany } },
  async ({ payload, lang, t, body, ip }) => {
    const result = await signup(payload, lang, body, ip)
    if (!result.ok) return jsonError(result.status, result.error)
    const res = NextResponse.json({ ok: true, message: t.auth.created })
    res.headers.append('set-cookie', result.cookie)
    return res
  },
)
