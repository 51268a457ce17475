import { NextResponse, type NextRequest } from 'next/server'
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, LANG_HEADER, resolveLang } from '@/features/i18n/locales'
import { messages } from '@/features/i18n/messages'
import { env } from '@/lib/env'
import { guardRequest } from '@/lib/request-guard'

/**
 * Decides the language of each storefront request: `?lang=en|it` (the stable
 * per-language URL used for SEO) wins and is remembered in the `lang` cookie;
 * otherwise the cookie; otherwise Italian.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/api/')) return guardApi(request)
  const fromQuery = request.nextUrl.searchParams.get('lang')
  const fromCookie = request.cookies.get(LANG_COOKIE)?.value
  const lang = resolveLang(fromQuery, fromCookie)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(LANG_HEADER, lang)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  if (lang === fromQuery && fromQuery !== fromCookie) {
    response.cookies.set(LANG_COOKIE, lang, { path: '/', sameSite: 'lax', maxAge: LANG_COOKIE_MAX_AGE })
  }
  return response
}

/** The shop's endpoints refuse cross-site writes before any handler runs (lib/request-guard.ts). */
function guardApi(request: NextRequest) {
  const outcome = guardRequest(
    { method: request.method, path: request.nextUrl.pathname, headers: request.headers },
    env.siteOrigins,
  )
  if (outcome === 'ok') return NextResponse.next()
  const t = messages[resolveLang(null, request.cookies.get(LANG_COOKIE)?.value)].errors
  return outcome === 'foreign-origin'
    ? NextResponse.json({ error: t.foreignOrigin }, { status: 403 })
    : NextResponse.json({ error: t.unsupportedType }, { status: 415 })
}

export const config = {
  matcher: ['/api/:path*', '/((?!cms|api|_next|media|favicon.ico|robots.txt|sitemap.xml).*)'],
}
