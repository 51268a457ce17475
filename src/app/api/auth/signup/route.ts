import { NextResponse } from 'next/server'
import { authSchemas } from '@/features/sign-in/server'
import { signup } from '@/features/sign-in/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/** Creates the account, signs it in and sends the verification e-mail (or e-mails the owner of a known address). */
export const POST = endpoint(
  { body: (t) => authSchemas(t).signup, limit: { policy: 'signup:ip', message: (t) => t.auth.tooMany } },
  async ({ payload, lang, t, body, ip }) => {
    const result = await signup(payload, lang, body, ip)
    if (!result.ok) return jsonError(result.status, result.error)
    // The same answer for an address that already has an account (its owner is e-mailed instead): no enumeration.
    const res = NextResponse.json({ ok: true, message: t.auth.created })
    if (result.session) res.headers.append('set-cookie', result.session.cookie)
    return res
  },
)
