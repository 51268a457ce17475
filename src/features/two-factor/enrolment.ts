import crypto from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { renderSVG } from 'uqr'
import { payloadSecret } from '@/lib/env'
import { newTotpSecret, openSecret, sealSecret, totpUri } from './totp'

/**
 * Setting up an authenticator app: the shop makes a secret and hands it to the browser inside a signed,
 * ten-minute ticket (the secret sealed inside, bound to the account); the app is on only once a code
 * made from it comes back with the ticket. Nothing is stored before that, so an abandoned set-up leaves
 * nothing behind.
 */
export type Enrolment = { ticket: string; secret: string; uri: string; qrSvg: string }

const AUDIENCE = 'vetrina:totp-enrolment'
const TTL = '10m'
const key = () => new Uint8Array(crypto.hkdfSync('sha256', payloadSecret(), 'vetrina', 'two-factor:ticket', 32))

export async function newEnrolment(user: { id: number | string; email: string }): Promise<Enrolment> {
  const secret = newTotpSecret()
  const ticket = await new SignJWT({ sec: sealSecret(payloadSecret(), secret) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TTL)
    .sign(key())
  const uri = totpUri(secret, user.email)
  return { ticket, secret, uri, qrSvg: renderSVG(uri, { border: 2 }) }
}

/** The secret of a ticket made for this account and not expired, or null. */
export async function enrolmentSecret(ticket: string, userId: number | string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(ticket, key(), { audience: AUDIENCE, subject: String(userId) })
    return typeof payload.sec === 'string' ? openSecret(payloadSecret(), payload.sec) : null
  } catch {
    return null
  }
}
