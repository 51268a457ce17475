import { renderSVG } from 'uqr'
import { payloadSecret } from '@/lib/env'
import { readValue, signValue } from '@/lib/signed'
import { newTotpSecret, openSecret, sealSecret, totpUri } from './totp'

/**
 * Setting up an authenticator app: the shop makes a secret and hands it to the browser inside a signed,
 * ten-minute ticket (the secret sealed inside, bound to the account); the app is on only once a code
 * made from it comes back with the ticket. Nothing is stored before that, so an abandoned set-up leaves
 * nothing behind.
 */
export type Enrolment = { ticket: string; secret: string; uri: string; qrSvg: string }

const PURPOSE = 'vetrina:totp-enrolment'
const TTL_S = 10 * 60

export async function newEnrolment(user: { id: number | string; email: string }): Promise<Enrolment> {
  const secret = newTotpSecret()
  const ticket = await signValue(
    PURPOSE,
    { user: String(user.id), sec: sealSecret(payloadSecret(), secret) },
    TTL_S,
    payloadSecret(),
  )
  const uri = totpUri(secret, user.email)
  return { ticket, secret, uri, qrSvg: renderSVG(uri, { border: 2 }) }
}

/** The secret of a ticket made for this account and not expired, or null. */
export async function enrolmentSecret(ticket: string, userId: number | string): Promise<string | null> {
  const value = await readValue<{ user?: unknown; sec?: unknown }>(PURPOSE, ticket, payloadSecret())
  if (value?.user !== String(userId) || typeof value.sec !== 'string') return null
  try {
    return openSecret(payloadSecret(), value.sec)
  } catch {
    return null
  }
}
