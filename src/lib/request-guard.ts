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
export const FORM_ENDPOINTS = ['/api/newsletter', '/api/pay/test']
/** Called by other servers (no browser, no cookies): signed payloads, checked by their handlers. */
export const SERVER_TO_SERVER = ['/api/webhooks/']

export function guardRequest(
  req: { method: string; path: string; headers: Pick<Headers, 'get'> },
  siteOrigins: string[],
): GuardOutcome {
  if (SAFE.has(req.method.toUpperCase())) return 'ok'
  if (SERVER_TO_SERVER.some((p) => req.path.startsWith(p))) return 'ok'
  const origin = req.headers.get('origin')
  if (origin && origin !== 'null') {
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
    let sameHost = false
    try {
      sameHost = new URL(origin).host === host
    } catch {
      sameHost = false
    }
    if (!sameHost && !siteOrigins.includes(origin)) return 'foreign-origin'
  } else if (origin === 'null') {
    return 'foreign-origin'
  }
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'application/json') return 'ok'
  if (
    FORM_ENDPOINTS.includes(req.path) &&
    (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data')
  )
    return 'ok'
  // No body at all (sign-out): nothing to forge but the request itself, which the Origin check covers.
  const length = req.headers.get('content-length')
  if (!type && (length === null || length === '0') && !req.headers.get('transfer-encoding')) return 'ok'
  return 'unsupported-type'
}
