import { createHmac, timingSafeEqual } from 'node:crypto'

/** Sendcloud's webhook signature: the hex HMAC-SHA256 of the raw body with the shop's secret. */
export const signBody = (rawBody: string, secret: string) =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')

/** Whether `signature` is the body's, compared in constant time (a missing or malformed one is not). */
export function validSignature(rawBody: string, signature: string | null | undefined, secret: string): boolean {
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false
  const expected = Buffer.from(signBody(rawBody, secret), 'hex')
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
