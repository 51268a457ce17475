import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import type { Payload } from 'payload'
import { verifyPassword } from '../password-check'
import { verifyCode } from '../two-factor/gate'
import { factorState } from '../two-factor/store'
import { allowPolicy, pastPolicy } from '@/services/rate-limit'
import { isAdminUser } from '@/payload/access'
import type { User } from '@/payload-types'
import { registrationOptions, verifyPasskey, type Proved } from './service'

/**
 * Adding a passkey (issue 52, ADR 0033): a passkey is a way in on its own, and an operator's counts for
 * both factors, so a session alone must not add one. The request that asks for the registration's
 * challenge proves the account holder again: the current password, and for an operator who has a second
 * factor, a current code from the app or a recovery code (the check that turning the app off uses) —
 * or, with no app, one of the operator's own passkeys. Only then is the challenge's ticket signed, and
 * it says what was proved: the request that stores the passkey needs it (`finishRegistration`).
 */
export type RegistrationProof = {
  password: string
  code?: string
  passkey?: { ticket: string; response: AuthenticationResponseJSON }
}

/**
 * Why the challenge was refused: the password (wrong, or none sent — a Google account has none it
 * knows until it sets one with "forgot password"); past the sign-in or code limits; an operator's code
 * or passkey missing or wrong.
 */
export type ProofRefusal = 'password' | 'too-many' | 'code-needed' | 'code' | 'passkey-needed' | 'passkey'

/** Which second factor adding a passkey asks of this account: none (customers, operators without one). */
export async function factorToConfirm(payload: Payload, user: User): Promise<'code' | 'passkey' | null> {
  if (!isAdminUser(user)) return null
  const state = await factorState(payload, user.id)
  return state.totp ? 'code' : state.passkeys > 0 ? 'passkey' : null
}

async function prove(
  payload: Payload,
  user: User,
  proof: RegistrationProof,
  origin: string | null,
  ip: string,
): Promise<{ proved: Proved } | { refusal: ProofRefusal }> {
  // First the password, through a sign-in's check: its limits and the account's lockout count it.
  const password = proof.password ? await verifyPassword(payload, user.email, proof.password, ip) : 'wrong'
  if (password !== 'ok') return { refusal: password === 'too-many' ? 'too-many' : 'password' }
  const factor = await factorToConfirm(payload, user)
  if (!factor) return { proved: 'password' }
  // An operator with an app may confirm with the app's code or with one of the passkeys it already has.
  if (factor === 'passkey' || (proof.passkey && !proof.code)) {
    if (!proof.passkey) return { refusal: 'passkey-needed' }
    // A wrong passkey counts against the account's second-factor limit, as at sign-in.
    if (await pastPolicy(payload, 'second-factor:acct', String(user.id))) return { refusal: 'too-many' }
    if (await verifyPasskey(payload, proof.passkey, origin, { onlyUser: user.id }))
      return { proved: 'password+passkey' }
    await allowPolicy(payload, 'second-factor:acct', String(user.id))
    return { refusal: 'passkey' }
  }
  if (!proof.code) return { refusal: 'code-needed' }
  const outcome = await verifyCode(payload, user, proof.code, ip)
  if (outcome === 'too-many') return { refusal: 'too-many' }
  return outcome === 'wrong' ? { refusal: 'code' } : { proved: 'password+code' }
}

/** The challenge to create a passkey for this account, once the account holder is proved; else why not. */
export async function startRegistration(
  payload: Payload,
  user: User,
  proof: RegistrationProof,
  origin: string | null,
  ip: string,
): Promise<
  | { ok: true; options: Awaited<ReturnType<typeof registrationOptions>>['options']; ticket: string }
  | { ok: false; refusal: ProofRefusal }
> {
  const outcome = await prove(payload, user, proof, origin, ip)
  if ('refusal' in outcome) return { ok: false, refusal: outcome.refusal }
  return { ok: true, ...(await registrationOptions(payload, user, origin, outcome.proved)) }
}
