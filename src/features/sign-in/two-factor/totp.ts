import crypto from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/**
 * The operator's second factor, pure parts (issue 42, ADR 0028): RFC 6238 codes through `otpauth`
 * (30-second steps, 6 digits, SHA-1: what every authenticator app reads from the QR code), single-use
 * recovery codes, and the secret sealed at rest (AES-256-GCM under a key derived from the shop's secret).
 */

export const TOTP_PERIOD_S = 30
const ISSUER = 'Vetrina'

/** A new shared secret, in base32 (what the QR code and the "type it in" line carry). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totp(secret: string, account = '') {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  })
}

/** The otpauth:// address an authenticator app enrols from (shown as a QR code). */
export function totpUri(secret: string, account: string): string {
  return totp(secret, account).toString()
}

/** The code for `at` (tests and the enrolment's own check). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return totp(secret).generate({ timestamp: at })
}

/**
 * The time step a typed code belongs to (the current one, or one step either side for a phone whose
 * clock drifts), or null when it is no code of this secret. The caller stores the step: a code is
 * accepted once (a step not later than the last one used is refused, RFC 6238 §5.2).
 */
export function totpStep(secret: string, typed: string, at: number = Date.now()): number | null {
  const token = typed.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totp(secret).validate({ token, timestamp: at, window: 1 })
  return delta === null ? null : Math.floor(at / 1000 / TOTP_PERIOD_S) + delta
}

export const RECOVERY_CODE_COUNT = 10
/** Letters and digits nobody confuses when reading them from paper (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten new recovery codes, `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

/** What a typed recovery code is compared as: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]+/g, '')
}

/** Looks like a recovery code rather than a six-digit app code. */
export const isRecoveryCodeShape = (typed: string) => /^[a-z2-9]{10}$/.test(normaliseRecoveryCode(typed))

function key(shopSecret: string, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', shopSecret, 'vetrina', `two-factor:${purpose}`, 32))
}

/** A recovery code as stored: keyed hash (a copy of the database alone does not give the codes away). */
export function recoveryCodeHash(shopSecret: string, code: string): string {
  return crypto.createHmac('sha256', key(shopSecret, 'recovery')).update(normaliseRecoveryCode(code)).digest('hex')
}

/** The TOTP secret as stored: `v1.<iv>.<tag>.<ciphertext>` (base64url), readable only with the shop's secret. */
export function sealSecret(shopSecret: string, secret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key(shopSecret, 'totp'), iv)
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

/** The stored secret opened again; throws when it was sealed with another shop secret or altered. */
export function openSecret(shopSecret: string, sealed: string): string {
  const [v, iv, tag, data] = sealed.split('.')
  if (v !== 'v1' || !iv || !tag || !data) throw new Error('not a sealed two-factor secret')
  const decipher = crypto.createDecipheriv('aes-256-gcm', key(shopSecret, 'totp'), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}
