import { NextResponse } from 'next/server'
import { authSchemas } from '@/features/sign-in/server'
import { resetPassword } from '@/features/sign-in/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/** Sets a new password with the e-mailed token. */
export const POST = endpoint({ body: (t) => authSchemas(t).reset }, async ({ payload, t, body }) => {
  if (!(await resetPassword(payload, body.token, body.password))) return jsonError(400, t.auth.linkInvalid)
  return NextResponse.json({ ok: true, message: t.auth.resetDone })
})
