import type { Payload } from 'payload'
import { getMessages } from '@/i18n/server'
import { errorStatus, isLockedAccount } from '@/lib/payload-errors'
import { SESSIONLESS } from '@/features/sign-in/auth-sessions'

/**
 * An account's password checked by Payload's own sign-in, so the sign-in limits and the account's lockout
 * count the attempt — but opening no session (ADR 0034): the store writes no row for it, so nothing shows
 * in Accessi as an unknown device and its token names a session that never existed. 'ok', 'wrong', or
 * 'too-many' (the limits or the lockout).
 */
export async function verifyPassword(
  payload: Payload,
  email: string,
  password: string,
  clientIp: string,
): Promise<'ok' | 'wrong' | 'too-many'> {
  try {
    // A signed-in visitor (whose session passed any second factor) proving the password again.
    await payload.login({
      collection: 'users',
      data: { email, password },
      req: { context: { clientIp, secondFactorSatisfied: true, [SESSIONLESS]: true } },
    })
    return 'ok'
  } catch (err) {
    return errorStatus(err) === 429 || isLockedAccount(err) ? 'too-many' : 'wrong'
  }
}

/**
 * The current password of a signed-in account, checked again (changing the e-mail or the password,
 * deleting the account, adding a passkey): 'ok' or the message to show in the page's language.
 */
export async function checkCurrentPassword(
  payload: Payload,
  email: string,
  password: string,
  clientIp: string,
): Promise<'ok' | string> {
  const { t } = await getMessages()
  const outcome = await verifyPassword(payload, email, password, clientIp)
  return outcome === 'ok' ? 'ok' : outcome === 'too-many' ? t.auth.tooMany : t.account.wrongCurrent
}
