/**
 * The Content-Security-Policy of every page, the storefront's and the admin's (`/cms`). Two kinds
 * (ADR 0017):
 * - Pages rendered for one visitor (account, checkout, payment, operator pages, the admin): scripts run
 *   only with this response's nonce (Next puts it on its own scripts when it finds it in the request's
 *   CSP header), or when such a script loads them ('strict-dynamic': lazily loaded chunks, the captcha
 *   widget, reCAPTCHA when configured).
 * - Pages cached for everyone (home, listings, products, content pages): HTML made once cannot carry a
 *   per-response nonce, so scripts are allowed from the shop's own origin and inline (Next's bootstrap),
 *   plus reCAPTCHA's script when it is configured. These pages carry no visitor data and render only
 *   text from the shop's own database, escaped by React.
 * Both: no eval in production, the captcha's proof of work in workers made from blob: URLs, no framing by
 * other sites, no plugins, no <base> change, forms post only to the shop.
 */
export function pageCsp(nonce: string | null, { dev = false, recaptcha = false } = {}): string {
  const eval_ = dev ? " 'unsafe-eval'" : ''
  const scripts = nonce
    ? `'nonce-${nonce}' 'strict-dynamic'`
    : `'self' 'unsafe-inline'${recaptcha ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/' : ''}`
  return [
    `script-src ${scripts}${eval_}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * The storefront routes rendered per visitor (they read the session or the request's query; in the app
 * they live under `[lang]/(per-visitor)`): these get a nonce. Every other storefront page is rendered
 * once per language and cached, so it must not.
 */
const PER_VISITOR = [
  '/search',
  '/account',
  '/account-details',
  '/account-sessions',
  '/address',
  '/orders',
  '/order/',
  '/wishlist',
  '/admin/',
  '/checkout',
  '/pay/',
  '/success',
  '/withdraw/',
  '/reset-password',
  '/sign-in',
  '/account-security',
  '/newsletter',
  '/back-in-stock',
  '/review',
  '/return',
]

export function rendersPerVisitor(pathname: string): boolean {
  return PER_VISITOR.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p))
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
