/**
 * Cross-site request forgery guard for the shop's own endpoints (`/api/*`), applied by the proxy
 * before any handler runs. A state-changing request whose `Origin` is neither this request's own
 * host nor SITE_URL is refused, and so is a body in anything but JSON — except the few endpoints
 * that also take a plain HTML form post (so they work before JavaScript loads), which are then
 * protected by the Origin check alone. Server actions are checked by Next itself (Origin vs Host).
 */
export type GuardOutcome = 'ok' | 'foreign-origin' | 'unsupported-type'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Endpoints that accept an HTML form post as well as JSON. */
export const FORM_ENDPOINTS = [
  '/api/newsletter',
  '/api/pay/test',
  '/api/stock-alerts',
  '/api/reviews',
  '/api/reviews/helpful',
  '/api/trade/reorder',
]
/**
 * Endpoints that also take JSON sent as text/plain: the visits' measurements (POST /api/vitals), which
 * some browsers' sendBeacon sends so. Still refused from another site by the Origin check.
 */
export const TEXT_ENDPOINTS = ['/api/vitals']
/** Called by other servers (no browser, no cookies): signed payloads, checked by their handlers. */
export const SERVER_TO_SERVER = ['/api/webhooks/']
/**
 * Signed webhooks at one exact path (Sendcloud's tracking events, ADR 0042): exempt from the Origin check
 * only (another server may send any Origin, and no browser cookie makes them act) — still JSON only, and
 * every other path under /api/carriers/ is guarded as any endpoint.
 */
export const SIGNED_WEBHOOKS = ['/api/carriers/sendcloud/webhook']

export function guardRequest(
  req: { method: string; path: string; headers: Pick<Headers, 'get'> },
  siteOrigins: string[],
): GuardOutcome {
  if (SAFE.has(req.method.toUpperCase())) return 'ok'
  if (SERVER_TO_SERVER.some((p) => req.path.startsWith(p))) return 'ok'
  if (!SIGNED_WEBHOOKS.includes(req.path) && !originAllowed(req.headers, siteOrigins)) return 'foreign-origin'
  const type = mediaType(req.headers)
  if (type === 'application/json') return 'ok'
  if (SIGNED_WEBHOOKS.includes(req.path)) return 'unsupported-type'
  if (
    FORM_ENDPOINTS.includes(req.path) &&
    (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data')
  )
    return 'ok'
  if (TEXT_ENDPOINTS.includes(req.path) && type === 'text/plain') return 'ok'
  // No body at all (sign-out): nothing to forge but the request itself, which the Origin check covers.
  const length = req.headers.get('content-length')
  if (!type && (length === null || length === '0') && !req.headers.get('transfer-encoding')) return 'ok'
  return 'unsupported-type'
}

/** The body's media type without parameters (`multipart/form-data; boundary=…` → `multipart/form-data`). */
const mediaType = (headers: Pick<Headers, 'get'>) =>
  (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()

/** A request without `Origin` (not a browser's cross-site request), or from this host or SITE_URL. */
function originAllowed(headers: Pick<Headers, 'get'>, siteOrigins: string[]): boolean {
  const origin = headers.get('origin')
  if (origin === null) return true
  if (origin === 'null') return false
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  try {
    if (new URL(origin).host === host) return true
  } catch {
    return false
  }
  return siteOrigins.includes(origin)
}

/** Server actions take at most this much (next.config.mjs says the same to Next). */
export const ACTION_BODY_LIMIT = 1_000_000

/**
 * Server-action calls (a POST with `Next-Action` to a page), checked before Next decodes them: Next
 * answers a foreign Origin, an oversized body or one it cannot decode with a 500. Here they are a 403,
 * a 413 and a 400. The body is read from a copy (`body`), as text or as form data.
 */
export async function guardAction(
  req: { method: string; headers: Pick<Headers, 'get'> },
  siteOrigins: string[],
  body: { text: () => Promise<string>; form: () => Promise<unknown> },
): Promise<'ok' | 'foreign-origin' | 'too-large' | 'malformed'> {
  if (req.method.toUpperCase() !== 'POST') return 'ok'
  if (!originAllowed(req.headers, siteOrigins)) return 'foreign-origin'
  const length = Number(req.headers.get('content-length') ?? 0)
  if (length > ACTION_BODY_LIMIT) return 'too-large'
  const type = mediaType(req.headers)
  // Next sends the arguments as JSON text, or as multipart form data when a form is submitted.
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    try {
      await body.form()
      return 'ok'
    } catch {
      return 'malformed'
    }
  }
  let text: string
  try {
    text = await body.text()
  } catch {
    return 'malformed'
  }
  if (text.length > ACTION_BODY_LIMIT) return 'too-large'
  try {
    const args: unknown = JSON.parse(text)
    return Array.isArray(args) && selfContained(args) ? 'ok' : 'malformed'
  } catch {
    return 'malformed'
  }
}

/**
 * React's reply encoding marks references with a leading `$` (an escaped `$` is `$$`). A text body has
 * no other parts, so it may only hold the references that stand for a value by themselves; anything else
 * (`$K1`, `$Q2`, `$@3`, …) points at a part that is not there, and decoding it fails inside Next.
 */
const STANDALONE = /^\$(\$|u$|undefined$|-0$|NaN$|Infinity$|-Infinity$|n-?\d+$|D\d)/
function selfContained(value: unknown, depth = 0): boolean {
  if (depth > 64) return false
  if (typeof value === 'string') return !value.startsWith('$') || STANDALONE.test(value)
  if (Array.isArray(value)) return value.every((v) => selfContained(v, depth + 1))
  if (value && typeof value === 'object') return Object.values(value).every((v) => selfContained(v, depth + 1))
  return true
}
