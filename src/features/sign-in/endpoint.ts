import type { Payload } from 'payload'
import type { z } from 'zod'
import { getCurrentUser } from './session'
import type { Lang } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages/index'
import { getMessages } from '@/i18n/server'
import { clientIp, jsonError, readJson } from '@/lib/http'
import { type LimitPolicy } from '@/services/rate-limit'
import { getShopPayload } from '@/payload/shop-payload'
import { isAdminUser } from '@/payload/access'
import { captchaNeeded, checkLimit } from '@/features/forms/server'
import type { User } from '@/payload-types'

/** anyone: the user is not looked up; maybe-signed-in: the user or null; signed-in / operator: required. */
type Who = 'anyone' | 'maybe-signed-in' | 'signed-in' | 'operator'

export type EndpointContext<B, W extends Who, P> = {
  request: Request
  lang: Lang
  t: Messages
  payload: Payload
  /** The signed-in user: always there for 'signed-in' and 'operator' endpoints; null or a user otherwise. */
  user: W extends 'anyone' | 'maybe-signed-in' ? User | null : User
  /** The JSON body, parsed with the endpoint's schema. */
  body: B
  ip: string
  params: P
  /** True when the abuse limit asked for the captcha and the request's solution passed (and was spent). */
  captchaSpent: boolean
}

export type EndpointOptions<B, W extends Who> = {
  /** Who may call it: a signed-in endpoint answers a visitor 401; an operator endpoint answers anyone else 403. */
  who?: W
  /** zod schema of the JSON body (or one built from the messages): malformed or invalid bodies answer 400 with the field's message. */
  body?: z.ZodType<B> | ((t: Messages) => z.ZodType<B>)
  /** The message for an unreadable body (and the fallback for one without field messages). */
  invalid?: (t: Messages) => string
  /** Dropped from the front of field paths in the 400's `fields` (forms post `{ formData: … }`). */
  stripPrefix?: string
  /**
   * An abuse-limit policy counted per client address after the body is valid. Past a `block` policy's
   * limit: 429 with this message; past a `captcha` policy's: 429 asking for the captcha, unless the body
   * carries a valid solution (`captcha`, or where `token` says).
   */
  limit?: { policy: LimitPolicy; message: (t: Messages) => string; token?: (body: B) => unknown }
}

/**
 * The preamble every shop endpoint shares, in one place: the request's language and messages, the
 * signed-in user where the endpoint needs one, the JSON body checked with zod, the abuse limit by named
 * policy. The handler gets all of it and does only its own work; every refusal is a 4xx with a message
 * in the page's language.
 */
export function endpoint<B = undefined, W extends Who = 'anyone', P = Record<string, never>>(
  options: EndpointOptions<B, W>,
  handler: (ctx: EndpointContext<B, W, P>) => Promise<Response>,
): (request: Request, route?: { params: Promise<P> }) => Promise<Response> {
  return async (request, route) => {
    const who = options.who ?? 'anyone'
    const [{ lang, t }, user] = await Promise.all([getMessages(), who === 'anyone' ? null : getCurrentUser()])
    if (who === 'operator' && !isAdminUser(user)) return jsonError(403, t.admin.forbidden)
    if (who === 'signed-in' && !user) return jsonError(401, t.account.signInRequired)
    let body = undefined as B
    if (options.body) {
      const schema = typeof options.body === 'function' ? options.body(t) : options.body
      const read = await readJson(request, schema, {
        invalid: (options.invalid ?? ((m) => m.auth.invalid))(t),
        stripPrefix: options.stripPrefix,
      })
      if (!read.ok) return read.response
      body = read.data
    }
    const payload = await getShopPayload()
    const ip = clientIp(request)
    let captchaSpent = false
    if (options.limit) {
      const token = options.limit.token
        ? options.limit.token(body)
        : (body as { captcha?: unknown } | undefined)?.captcha
      const outcome = await checkLimit(payload, options.limit.policy, ip, token)
      if (outcome === 'blocked') return jsonError(429, options.limit.message(t))
      if (outcome === 'captcha') return captchaNeeded(t.errors.captchaNeeded)
      captchaSpent = outcome === 'solved'
    }
    const params = (route ? await route.params : {}) as P
    const signedIn = user as EndpointContext<B, W, P>['user']
    return handler({ request, lang, t, payload, user: signedIn, body, ip, params, captchaSpent })
  }
}
