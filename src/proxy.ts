import { NextResponse, type NextRequest } from 'next/server'
import { isLang, type Lang, LANG_COOKIE, LANG_COOKIE_MAX_AGE, LANG_HEADER, resolveLang } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { newNonce, pageCsp, rendersPerVisitor } from '@/lib/csp'
import { env, recaptchaSiteKey } from '@/lib/env'
import { guardAction, guardRequest } from '@/lib/request-guard'
import { LISTING_KEYS, type ListingFacts, type ListingRoute, readListing, routeListing } from '@/features/products'

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
 * An address of the shop for a redirect's Location: SITE_URL's origin, as every absolute URL of the shop,
 * never the request's Host (a forged `Host: evil.example` would be sent back to the visitor, or kept by a
 * cache in front). Next makes it relative when it is the request's own host; a middleware's Location
 * cannot be relative (Next parses it as an absolute URL).
 */
const shopUrl = (path: string) => new URL(path, env.siteUrl)

/**
 * With the second factor required, operators sign in through the shop's dialog, which has the step for
 * the code (Payload's login form has none), and come back to where /cms sent them.
 */
function operatorSignIn(request: NextRequest) {
  const back = request.nextUrl.searchParams.get('redirect')
  const next = back && back.startsWith('/cms') && !back.startsWith('//') ? back : '/cms'
  const target = shopUrl('/sign-in')
  target.searchParams.set('next', next)
  return NextResponse.redirect(target, 303)
}

async function storefront(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const fromQuery = searchParams.get('lang')
  const fromCookie = request.cookies.get(LANG_COOKIE)?.value
  const lang = resolveLang(fromQuery, fromCookie)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(LANG_HEADER, lang)
  const listing = await listingRoute(request, lang)
  if (listing?.kind === 'redirect') {
    const target = shopUrl(`/shop${listing.query ? `?${listing.query}` : ''}`)
    // The language whose catalogue decided is named in the address sent to (a stable, cacheable URL).
    target.searchParams.set('lang', lang)
    const response = NextResponse.redirect(target, listing.status)
    // Without `?lang=`, the language (the cookie) decided the spelling: no shared cache may keep it.
    if (!isLang(fromQuery)) response.headers.set('cache-control', 'private, no-cache')
    return response
  }
  if (listing?.kind === 'unavailable') {
    // The catalogue's facts could not be had: try again shortly, nothing cached for this URL (ADR 0040).
    return new NextResponse(`${messages[lang].errors.listingUnavailable}\n`, {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2', 'cache-control': 'no-store' },
    })
  }
  const route = listing ? listingPath(listing) : languageRoute(pathname)
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

/** The route inside the language's tree: the page's own path ('' for the home page). */
function languageRoute(pathname: string): string {
  // The listing's cached pages are reached only through /shop's checks below, never by their own path.
  if (pathname === '/shop-page' || pathname.startsWith('/shop-page/')) return `/shop-page/${NO_LISTING}`
  return pathname === '/' ? '' : pathname
}

/** The key of no listing state: its one cached 404 per language stands for every page that does not exist. */
const NO_LISTING = '-'

const listingPath = (r: Exclude<ListingRoute, { kind: 'redirect' | 'unavailable' }>) =>
  r.kind === 'bare' ? '/shop' : `/shop-page/${r.kind === 'page' ? r.key : NO_LISTING}`

/**
 * A listing with a page, filters or an order (ADR 0040): values the listing cannot read are dropped
 * (`/shop?stock=maybe` is the unfiltered shop, never an error); a category or fragrance is checked
 * against the language's catalogue here, before any page is rendered or cached — another spelling is
 * redirected to the shop's own, an unknown one dropped, a page past the catalogue's last is the one
 * fixed 404 (listing-canonical.ts). Null: not a listing URL.
 */
async function listingRoute(request: NextRequest, lang: Lang): Promise<ListingRoute | null> {
  const { pathname, searchParams } = request.nextUrl
  if (pathname !== '/shop' || !LISTING_KEYS.some((k) => searchParams.has(k))) return null
  const state = readListing(searchParams)
  // Without the facts (the server still starting), the route checks the state itself (a 404 at worst).
  return routeListing(state, searchParams, await listingFacts(lang))
}

/**
 * The language's listing facts, asked of this server (the proxy has no database) and kept in memory
 * until this process revalidates anything (lib/cache.ts counts) or for 10 s (another instance's save).
 */
async function listingFacts(lang: Lang): Promise<ListingFacts | null> {
  const g = globalThis as Record<symbol, unknown>
  const memo = (g[FACTS] ??= new Map()) as Map<
    Lang,
    { at: number; generation: unknown; facts: Promise<ListingFacts | null> }
  >
  const generation = g[REVALIDATIONS]
  const hit = memo.get(lang)
  if (hit && hit.generation === generation && Date.now() - hit.at < 10_000) return hit.facts
  // This server as the start script named it, else its port on this machine: never the request's Host,
  // which would let a forged one answer the facts every visitor's listing is checked against.
  const base = (g[SELF_URL] as string | undefined) ?? `http://127.0.0.1:${env.port}`
  const facts = fetch(`${base}/api/internal/listing-facts?lang=${lang}`, { signal: AbortSignal.timeout(3000) })
    .then((r) => (r.ok ? (r.json() as Promise<ListingFacts>) : null))
    .catch(() => null)
  memo.set(lang, { at: Date.now(), generation, facts })
  const got = await facts
  if (!got) memo.delete(lang)
  return got
}
const FACTS = Symbol.for('vetrina.listingFacts')
const SELF_URL = Symbol.for('vetrina.selfUrl')
const REVALIDATIONS = Symbol.for('vetrina.revalidations')

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
