import crypto from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { persistentSecret, recaptchaSiteKey } from '@/lib/env'
import { log } from '@/lib/logger'
import { allowHit } from '@/services/rate-limit'

export { recaptchaSiteKey }

const hmacKey = () => persistentSecret('ALTCHA_HMAC_KEY', '.altcha-key')
const CHALLENGE_TTL_MS = 10 * 60_000

/** A signed, expiring ALTCHA challenge for the widget. */
export async function newChallenge(): Promise<Challenge> {
  const cost = Number(process.env.ALTCHA_COST) || 2_000
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost,
    counter: randomInt(Number(process.env.ALTCHA_MAX_COUNTER) || 2_000, 200),
    deriveKey,
    hmacSignatureSecret: hmacKey(),
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  })
}

function decode(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const data = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
      challenge?: Challenge
      solution?: Solution
    }
    return data.challenge?.parameters && data.solution ? { challenge: data.challenge, solution: data.solution } : null
  } catch {
    return null
  }
}

const usedKey = (token: string) => `captcha:${crypto.createHash('sha256').update(token).digest('hex')}`

/** Google's verification endpoint (RECAPTCHA_VERIFY_URL points the tests at a local stand-in). */
const siteverifyUrl = () => process.env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify'

async function askGoogle(token: string): Promise<boolean> {
  try {
    const res = await fetch(siteverifyUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: process.env.RECAPTCHA_SECRET_KEY!, response: token }),
      signal: AbortSignal.timeout(10_000),
    })
    return Boolean(((await res.json()) as { success?: boolean }).success)
  } catch (err) {
    log.error('reCAPTCHA verification failed', { error: (err as Error).message })
    return false
  }
}

/** A token that passed: unspent (checking only), or spent now (single use: any later spend is refused). */
async function spend(payload: Payload, token: string, consume: boolean): Promise<boolean> {
  const key = usedKey(token)
  if (!consume)
    return (
      (await payload.count({ collection: 'rate-limits', where: { key: { equals: key } }, overrideAccess: true }))
        .totalDocs === 0
    )
  return allowHit(payload, key, 1, CHALLENGE_TTL_MS * 2, { scalable: false })
}

/**
 * Google answers for a token once (a second siteverify says "timeout-or-duplicate"), but the form
 * checks the captcha before sending and the send checks it again: the first success is remembered
 * for the challenge's lifetime, and spending stays single-use as for ALTCHA.
 */
async function verifyRecaptcha(payload: Payload, token: string, consume: boolean): Promise<boolean> {
  const passed = `recaptcha-passed:${usedKey(token)}`
  const known = (
    await payload.find({
      collection: 'rate-limits',
      where: { key: { equals: passed } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]
  if (!known || Date.now() - new Date(known.windowStart).getTime() > CHALLENGE_TTL_MS) {
    if (!(await askGoogle(token))) return false
    await allowHit(payload, passed, 1, CHALLENGE_TTL_MS, { scalable: false })
  }
  return spend(payload, token, consume)
}

/**
 * Checks a captcha token: signature, solution and expiry for ALTCHA (or Google's answer for
 * reCAPTCHA). With `consume`, the token is also spent: the same token is refused next time.
 */
export async function verifyCaptcha(payload: Payload, token: unknown, consume: boolean): Promise<boolean> {
  if (typeof token !== 'string' || token.length < 10 || token.length > 20_000) return false
  if (recaptchaSiteKey()) return verifyRecaptcha(payload, token, consume)
  const decoded = decode(token)
  if (!decoded) return false
  let ok = false
  try {
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: hmacKey(),
    })
    ok = result.verified && !result.expired
  } catch {
    return false
  }
  if (!ok) return false
  return spend(payload, token, consume)
}
