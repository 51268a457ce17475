import type { Payload } from 'payload'
import { recaptchaSiteKey, verifyCaptcha } from './captcha'
import { jsonError } from '@/lib/http'
import { allowPolicy, LIMITS, type LimitPolicy } from '@/services/rate-limit'

/**
 * One hit against an abuse-limit policy (the table in services/rate-limit). Within the limit: 'ok'. Past it, a
 * `captcha` policy lets the request through with a valid captcha solution (which is spent: 'solved'),
 * and otherwise asks for one ('captcha'); a `block` policy refuses ('blocked').
 */
export async function checkLimit(
  payload: Payload,
  policy: LimitPolicy,
  subject: string,
  captchaToken?: unknown,
): Promise<'ok' | 'solved' | 'captcha' | 'blocked'> {
  if (await allowPolicy(payload, policy, subject)) return 'ok'
  if (LIMITS[policy].over !== 'captcha') return 'blocked'
  return (await verifyCaptcha(payload, captchaToken, true)) ? 'solved' : 'captcha'
}

/**
 * The answer that asks for the captcha: 429 with the message and what the form needs to show the
 * widget (ALTCHA, or reCAPTCHA's site key when configured). The form sends its solution as `captcha`.
 */
export const captchaNeeded = (message: string) =>
  jsonError(429, message, undefined, { captcha: { recaptchaSiteKey: recaptchaSiteKey() } })
