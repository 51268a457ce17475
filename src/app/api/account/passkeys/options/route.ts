import { NextResponse } from 'next/server'
import { z } from 'zod'
import type { Messages } from '@/i18n/messages'
import { startRegistration, type ProofRefusal } from '@/features/sign-in/request'
import { passkeyAnswer } from '@/features/sign-in/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'

const body = z.object({
  password: z.string().max(200).default(''),
  code: z.string().trim().max(40).optional(),
  passkey: passkeyAnswer.optional(),
})

const refusals: Record<ProofRefusal, [number, (t: Messages) => string]> = {
  password: [403, (t) => t.account.wrongCurrent],
  'too-many': [429, (t) => t.auth.tooMany],
  'code-needed': [403, (t) => t.account.security.codeToAddPasskey],
  code: [403, (t) => t.auth.second.wrong],
  'passkey-needed': [403, (t) => t.account.security.passkeyToAddPasskey],
  passkey: [403, (t) => t.account.security.passkeyConfirmFailed],
}

/**
 * A challenge to add a passkey to the signed-in account, in a signed ticket bound to it — only for the
 * current password (and an operator's current code, or one of its passkeys) in this same request: a
 * session alone adds no way in (issue 52, ADR 0033).
 */
export const POST = endpoint({ who: 'signed-in', body }, async ({ request, payload, user, t, body, ip }) => {
  const started = await startRegistration(payload, user, body, request.headers.get('origin'), ip)
  if (!started.ok) {
    const [status, message] = refusals[started.refusal]
    return jsonError(status, message(t), undefined, { refusal: started.refusal })
  }
  return NextResponse.json({ options: started.options, ticket: started.ticket })
})
