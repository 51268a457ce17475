/**
 * The Content-Security-Policy of every page, the storefront's and the admin's (`/cms`). Scripts run only with this response's nonce
 * (Next puts it on its own scripts when it finds it in the request's CSP header), or when such a script
 * loads them ('strict-dynamic': the lazily loaded chunks, the captcha widget, reCAPTCHA when configured);
 * no inline event handlers, no eval in production. The captcha's proof of work runs in workers made from
 * blob: URLs. Frames of other sites may not embed the shop; plugins and <base> changes are off.
 */
export function pageCsp(nonce: string, { dev = false } = {}): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * The policy of a page prerendered once for everyone (the performance reference, /perf-reference): a
 * nonce cannot be put into HTML that is not rendered per request, so Next's own scripts are allowed by
 * origin, and its inline bootstrap scripts as such. Only for pages with no visitor data and no form.
 */
export function staticPageCsp(): string {
  return [
    "script-src 'self' 'unsafe-inline'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ')
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
