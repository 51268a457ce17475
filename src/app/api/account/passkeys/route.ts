import { NextResponse } from 'next/server'
import { z } from 'zod'
import { sendSecurityNotice } from '@/features/sign-in/server'
import { auditTwoFactor } from '@/features/sign-in/server'
import { finishRegistration } from '@/features/sign-in/server'
import { afterFactorAdded } from '@/features/sign-in/server'
import { attestationSchema, passkeyName } from '@/features/sign-in/server'
import { endpoint } from '@/features/sign-in/request'
import { jsonError } from '@/lib/http'
import { isAdminUser } from '@/payload/access'

const body = z.object({
  ticket: z.string().min(10).max(4000),
  name: passkeyName,
  response: attestationSchema,
})

/**
 * Adds the passkey the browser just made to the signed-in account: only with a ticket from a request that
 * proved the account holder (the current password, an operator's code; ./options), and the account's
 * address is told (issue 52).
 */
export const POST = endpoint({ who: 'signed-in', body }, async ({ request, payload, user, t, lang, body, ip }) => {
  const ok = await finishRegistration(payload, user, body, request.headers.get('origin'))
  if (!ok) return jsonError(400, t.account.security.passkeyFailed)
  // This session proved the new passkey; an operator's sessions without a second factor end (ADR 0034).
  await afterFactorAdded(payload, user, ['pk'])
  if (isAdminUser(user)) await auditTwoFactor(payload, user, ip, 'passkey-added')
  await sendSecurityNotice(payload, lang, user, { kind: 'passkeyAdded', passkey: body.name })
  return NextResponse.json({ ok: true, message: t.account.security.passkeyAdded })
})
