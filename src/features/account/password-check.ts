import type { Payload } from 'payload'
import { getMessages } from '@/features/i18n/server'
import { errorStatus, isLockedAccount } from '@/lib/payload-errors'

/**
 * The current password of a signed-in account, checked again (changing the e-mail or the password,
 * deleting the account, adding a passkey): 'ok' or the message to show in the page's language. Checked
 * by signing in, so the sign-in limits and the account's lockout count the attempt.
 */
export async function checkCurrentPassword(
  payload: Payload,
  email: string,
  password: string,
  clientIp: string,
): Promise<'ok' | string> {
  const { t } = await getMessages()
  try {
    // A signed-in visitor (whose session passed any second factor) proving the password again.
    await payload.login({
      collection: 'users',
      data: { email, password },
      req: { context: { clientIp, secondFactorSatisfied: true } },
    })
    return 'ok'
  } catch (err) {
    return errorStatus(err) === 429 || isLockedAccount(err) ? t.auth.tooMany : t.account.wrongCurrent
  }
}
