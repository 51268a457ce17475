import { NextResponse } from 'next/server'
import { resendVerification } from '@/features/sign-in/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

/**
 * "Send the verification link again" (account dashboard): the signed-in customer's verification e-mail,
 * queued once more; a verified account is answered 409, past the per-account limit 429 (ADR 0003).
 */
export const POST = endpoint({ who: 'signed-in' }, async ({ payload, lang, user }) => {
  const result = await resendVerification(payload, lang, user)
  if (!result.ok) return jsonError(result.status, result.error)
  return NextResponse.json({ ok: true, message: result.message })
})
