import { NextResponse } from 'next/server'
import { passkeySignIn } from '@/features/sign-in/server'
import { passkeyAnswer } from '@/features/sign-in/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/** Signs in with a passkey instead of the e-mail and password (limits as for any sign-in). */
export const POST = endpoint(
  { body: passkeyAnswer, limit: { policy: 'login:ip', message: (t) => t.auth.tooMany } },
  async ({ request, payload, t, body }) => {
    const result = await passkeySignIn(payload, body, request.headers.get('origin'))
    if (!result) return jsonError(401, t.auth.passkeyFailed)
    const res = NextResponse.json({ ok: true, message: t.auth.loggedIn })
    res.headers.append('set-cookie', result.cookie)
    return res
  },
)
