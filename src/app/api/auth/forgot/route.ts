import { NextResponse } from 'next/server'
import { authSchemas } from '@/features/sign-in/server'
import { requestPasswordReset } from '@/features/sign-in/server'
import { endpoint } from '@/features/sign-in/request'

/** Always the same answer, whether or not the e-mail has an account. */
export const POST = endpoint(
  { body: (t) => authSchemas(t).forgot, limit: { policy: 'reset:ip', message: (t) => t.auth.tooMany } },
  async ({ payload, lang, t, body }) => {
    await requestPasswordReset(payload, lang, body.email)
    return NextResponse.json({ ok: true, message: t.auth.resetSent })
  },
)
