import { NextResponse, type NextRequest } from 'next/server'
import { isLang, LANG_COOKIE, LANG_COOKIE_MAX_AGE, LANG_HEADER, resolveLang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { newNonce, pageCsp, rendersPerVisitor } from '@/lib/csp'
import { env, recaptchaSiteKey } from '@/lib/env'
import { guardAction, guardRequest } from '@/lib/request-guard'
import { LISTING_KEYS, listingKey, listingQuery, readListing } from '@/features/products'

/**
 * Runs before every page and endpoint: refuses forged cross-site writes (`/api/*`) and crafted server-action
 * calls, gives each page (storefront and admin) its script policy (lib/csp.ts), and decides its language:
 * `?lang=en|it` (the stable per-language URL used for SEO) wins and is remembered in the `lang` cookie;
 * otherwise the cookie; otherwise Italian. A storefront page is then served from its language's route
 * (`/shop` → `/en/shop`, ADR 0017): the page never reads the cookie, so each language is rendered once
 * and cached.
 */
export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/api/')) return guardApi(request)
  if (request.headers.has('next-action')) {
    const refused = await guardServerAction(request)
    if (refused) return refused
  }
  if (request.nextUrl.pathname.startsWith('/cms/api')) return NextResponse.next()
  if (request.nextUrl.pathname === '/cms/login' && env.requireOperator2fa) return operatorSignIn(request)
  if (request.nextUrl.pathname.startsWith('/cms')) return withNonce(cmsLanguage(request))
  if (request.nextUrl.pathname === '/perf-reference') return withSharedPolicy(NextResponse.next())
  return storefront(request)
}

/**
 * With the second factor required, operators sign in through the shop's dialog, which has the step for
 * the code (Payload's login form has none), and come back to where /cms sent them.
 */
function operatorSignIn(request: NextRequest) {
  const back = request.nextUrl.searchParams.get('redirect')
  const next = back && back.startsWith('/cms') && !back.startsWith('//') ? back : '/cms'
  const target = new URL('/sign-in', request.nextUrl)
  target.searchParams.set('next', next)
  return NextResponse.redirect(target, 303)
}

function storefront(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const fromQuery = searchParams.get('lang')
  const fromCookie = request.cookies.get(LANG_COOKIE)?.value
  const lang = resolveLang(fromQuery, fromCookie)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(LANG_HEADER, lang)
  const route = languageRoute(pathname, searchParams)
  const target = request.nextUrl.clone()
  target.pathname = `/${lang}${route}`
  if (rendersPerVisitor(route)) return rememberLang(withNonce(requestHeaders, target), lang, fromQuery, fromCookie)
  const response = withSharedPolicy(NextResponse.rewrite(target, { request: { headers: requestHeaders } }))
  // A cached page's language is fixed by `?lang=`: shared caches may keep it (Next's s-maxage). Without
  // it, the same URL is another language for another cookie: only the visitor's browser may keep it.
  if (!isLang(fromQuery)) response.headers.set('cache-control', 'private, no-cache')
  return rememberLang(response, lang, fromQuery, fromCookie)
}

/** `?lang=` is the visitor's choice: remembered in the cookie. */
function rememberLang(response: NextResponse, lang: string, fromQuery: string | null, fromCookie?: string) {
  if (lang === fromQuery && fromQuery !== fromCookie) {
    response.cookies.set(LANG_COOKIE, lang, { path: '/', sameSite: 'lax', maxAge: LANG_COOKIE_MAX_AGE })
  }
  return response
}

/**
 * The route inside the language's tree: the page's own path, except a listing with a page, filters or
 * an order, which goes to the cached page of its canonical state (`/shop-page/{key}`, ADR 0040): values
 * the listing cannot read are dropped, so `/shop?stock=maybe` is the unfiltered shop, never an error.
 */
function languageRoute(pathname: string, search: URLSearchParams): string {
  if (pathname === '/shop' && LISTING_KEYS.some((k) => search.has(k))) {
    const state = readListing(search)
    return listingQuery(state) ? `/shop-page/${listingKey(state)}` : '/shop'
  }
  return pathname === '/' ? '' : pathname
}

/**
 * The CMS speaks Italian unless the operator chose English: their choice in the CMS (Payload's `payload-lng`
 * cookie) wins, then the shop's language cookie, then Italian — never the browser's language alone.
 */
function cmsLanguage(request: NextRequest): Headers {
  const headers = new Headers(request.headers)
  if (!request.cookies.has(CMS_LANG_COOKIE)) {
    const lang = resolveLang(null, request.cookies.get(LANG_COOKIE)?.value)
    headers.set('cookie', [headers.get('cookie'), `${CMS_LANG_COOKIE}=${lang}`].filter(Boolean).join('; '))
  }
  return headers
}
const CMS_LANG_COOKIE = 'payload-lng'

const dev = process.env.NODE_ENV !== 'production'

/** Passes a page rendered for this visitor on with a fresh nonce: Next reads it from the request's
 * policy and puts it on every script it renders (the storefront's per-visitor pages, Payload's admin). */
function withNonce(requestHeaders: Headers, rewriteTo?: URL) {
  const csp = pageCsp(newNonce(), { dev })
  requestHeaders.set('content-security-policy', csp)
  const init = { request: { headers: requestHeaders } }
  const response = rewriteTo ? NextResponse.rewrite(rewriteTo, init) : NextResponse.next(init)
  response.headers.set('content-security-policy', csp)
  return response
}

/** A page cached for everyone: no nonce reaches the render (it would be baked into the shared HTML). */
function withSharedPolicy(response: NextResponse) {
  response.headers.set('content-security-policy', pageCsp(null, { dev, recaptcha: Boolean(recaptchaSiteKey()) }))
  return response
}

/** The texts of the proxy's refusals, in the visitor's language (the cookie; the proxy sees no page). */
const refusalTexts = (request: NextRequest) =>
  messages[resolveLang(null, request.cookies.get(LANG_COOKIE)?.value)].errors

/** The shop's endpoints refuse cross-site writes before any handler runs (lib/request-guard.ts). */
function guardApi(request: NextRequest) {
  const outcome = guardRequest(
    { method: request.method, path: request.nextUrl.pathname, headers: request.headers },
    env.siteOrigins,
  )
  if (outcome === 'ok') return NextResponse.next()
  const t = refusalTexts(request)
  return outcome === 'foreign-origin'
    ? NextResponse.json({ error: t.foreignOrigin }, { status: 403 })
    : NextResponse.json({ error: t.unsupportedType }, { status: 415 })
}

/** Server-action calls with a foreign Origin, an oversized or undecodable body get a 4xx instead of Next's 500. */
async function guardServerAction(request: NextRequest) {
  const outcome = await guardAction(request, env.siteOrigins, {
    text: () => request.clone().text(),
    form: () => request.clone().formData(),
  })
  if (outcome === 'ok') return null
  const t = refusalTexts(request)
  const [status, error] =
    outcome === 'foreign-origin'
      ? [403, t.foreignOrigin]
      : outcome === 'too-large'
        ? [413, t.tooLarge]
        : [400, t.malformedAction]
  return NextResponse.json({ error }, { status })
}

/**
 * Paths the proxy never sees: Next's own files, the admin's media, the product feeds (`/feeds/*.xml`, each
 * in its own language by name), and every file of `public/` (served as they are; rewritten to a language's
 * route they would answer 404 — the social-preview picture did).
 * `src/proxy.test.ts` fails when a file is added to `public/` without its name here.
 */
export const config = {
  matcher: [
    '/api/:path*',
    '/cms/:path*',
    '/((?!cms|api|metrics|feeds/|_next|media|favicon\\.ico|robots\\.txt|sitemap\\.xml|sitemaps/|demo/|logo\\.svg|og-default\\.png).*)',
  ],
}
