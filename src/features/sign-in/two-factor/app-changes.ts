import type { Payload } from 'payload'
import { verifyPassword } from '../password-check'
import type { User } from '@/payload-types'
import { enrolmentSecret } from './enrolment'
import { auditTwoFactor, verifyCode } from './gate'
import { afterFactorAdded } from './session-guard'
import { enableTotp, replaceRecoveryCodes } from './store'
import { totpStep } from './totp'

/**
 * Changes to an operator's authenticator app from Account › Sicurezza (review of issue 52, ADR 0033).
 * The app is a second factor: turned on from a session, it upgrades that session and signs out the
 * operator's others (ADR 0034), so a session alone — a stolen cookie, a browser left open — must not turn
 * it on with an app of its own. The request that turns it on proves the account holder again with the
 * current password, as adding a passkey does; new recovery codes take the password and a current code.
 * The password goes through a sign-in's check (`account/password-check`): the sign-in limits per address
 * and per account and Payload's lockout count each wrong one, and no session is opened by it.
 *
 * The set-up inside a required sign-in (`gate.ts`, `enrolAtSignIn`) is not here: that sign-in has just
 * checked the password itself.
 */
export type AppChangeRefusal = 'password' | 'too-many' | 'expired' | 'code' | 'already-on'
export type AppChangeOutcome = { ok: true; codes: string[] } | { ok: false; refusal: AppChangeRefusal }

/** The current password checked again: null when right, else why not. */
async function passwordRefusal(payload: Payload, user: User, password: string, ip: string) {
  if (!password) return 'password' as const
  const outcome = await verifyPassword(payload, user.email, password, ip)
  return outcome === 'ok' ? null : outcome === 'too-many' ? ('too-many' as const) : ('password' as const)
}

/**
 * Turns the app on: the page's set-up ticket and a code made from its secret prove the app, the current
 * password proves the account holder. Nothing is stored unless all three are right. Then this session
 * has the factor and the operator's sessions without one end. Returns the recovery codes to show once.
 */
export async function turnOnApp(
  payload: Payload,
  user: User,
  input: { password: string; ticket: string; code: string },
  ip: string,
): Promise<AppChangeOutcome> {
  const secret = await enrolmentSecret(input.ticket, user.id)
  if (!secret) return { ok: false, refusal: 'expired' }
  // The code first: it costs nothing to check, so a mistyped code does not spend a password attempt.
  const step = totpStep(secret, input.code)
  if (step === null) return { ok: false, refusal: 'code' }
  const refusal = await passwordRefusal(payload, user, input.password, ip)
  if (refusal) return { ok: false, refusal }
  const codes = await enableTotp(payload, user.id, secret, step)
  if (!codes) return { ok: false, refusal: 'already-on' }
  // This session proved the new app; the operator's other sessions without a second factor end (ADR 0034).
  await afterFactorAdded(payload, user, ['otp'])
  await auditTwoFactor(payload, user, ip, 'on')
  return { ok: true, codes }
}

/**
 * New recovery codes in place of the old ones: the current password first (a wrong one spends no code),
 * then a current code from the app or a recovery code (used once; wrong ones count against the
 * second-factor limit).
 */
export async function renewCodes(
  payload: Payload,
  user: User,
  input: { password: string; code: string },
  ip: string,
): Promise<AppChangeOutcome> {
  const refusal = await passwordRefusal(payload, user, input.password, ip)
  if (refusal) return { ok: false, refusal }
  const outcome = await verifyCode(payload, user, input.code, ip)
  if (outcome === 'wrong') return { ok: false, refusal: 'code' }
  if (outcome === 'too-many') return { ok: false, refusal: 'too-many' }
  const codes = await replaceRecoveryCodes(payload, user.id)
  await auditTwoFactor(payload, user, ip, 'new-codes')
  return { ok: true, codes }
}
