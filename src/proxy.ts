import { NextResponse, type NextRequest } from 'next/server'
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, LANG_HEADER, resolveLang } from '@/features/i18n/locales'
import { messages } from '@/features/i18n/messages'
import { newNonce, pageCsp, staticPageCsp } from '@/lib/csp'
import { env } from '@/lib/env'
import { guardAction, guardRequest } from '@/lib/request-guard'

/**
 * Runs before every page and endpoint: refuses forged cross-site writes (`/api/*`) and crafted server-action
 * calls, gives each page (storefront and admin) its script policy with a fresh nonce (lib/csp.ts), and decides its
 * language: `?lang=en|it` (the stable per-language URL used for SEO) wins and is remembered in the `lang`
 * cookie; otherwise the cookie; otherwise Italian.
 */
export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/api/')) return guardApi(request)
  if (request.headers.has('next-action')) {
    const refused = await guardServerAction(request)
    if (refused) return refused
  }
  if (request.nextUrl.pathname.startsWith('/cms/api')) return NextResponse.next()
  if (request.nextUrl.pathname.startsWith('/cms')) return withScriptPolicy(cmsLanguage(request))
  if (request.nextUrl.pathname === '/perf-reference') {
    const response = NextResponse.next()
    response.headers.set('content-security-policy', staticPageCsp())
    return response
  }
  const fromQuery = request.nextUrl.searchParams.get('lang')
  const fromCookie = request.cookies.get(LANG_COOKIE)?.value
  const lang = resolveLang(fromQuery, fromCookie)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(LANG_HEADER, lang)
  const response = withScriptPolicy(requestHeaders)
  if (lang === fromQuery && fromQuery !== fromCookie) {
    response.cookies.set(LANG_COOKIE, lang, { path: '/', sameSite: 'lax', maxAge: LANG_COOKIE_MAX_AGE })
  }
  return response
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

/** Passes the page on with its script policy and a fresh nonce: Next reads the nonce from the request's
 * policy and puts it on every script it renders (the storefront's pages and Payload's admin alike). */
function withScriptPolicy(requestHeaders: Headers) {
  const csp = pageCsp(newNonce(), { dev: process.env.NODE_ENV !== 'production' })
  requestHeaders.set('content-security-policy', csp)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', csp)
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

export const config = {
  matcher: ['/api/:path*', '/cms/:path*', '/((?!cms|api|_next|media|favicon.ico|robots.txt|sitemap.xml).*)'],
}
