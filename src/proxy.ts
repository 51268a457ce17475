import { NextResponse, type NextRequest } from 'next/server'
import { DEFAULT_LANG, isLang, LANG_COOKIE, LANG_HEADER } from '@/features/i18n/config'
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
  const lang = isLang(fromQuery) ? fromQuery : isLang(fromCookie) ? fromCookie : DEFAULT_LANG
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(LANG_HEADER, lang)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  if (isLang(fromQuery) && fromQuery !== fromCookie) {
    response.cookies.set(LANG_COOKIE, fromQuery, { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 })
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
  const fromCookie = request.cookies.get(LANG_COOKIE)?.value
  const t = messages[isLang(fromCookie) ? fromCookie : DEFAULT_LANG].errors
  return outcome === 'foreign-origin'
    ? NextResponse.json({ error: t.foreignOrigin }, { status: 403 })
    : NextResponse.json({ error: t.unsupportedType }, { status: 415 })
}

export const config = {
  matcher: ['/api/:path*', '/((?!cms|api|_next|media|favicon.ico|robots.txt|sitemap.xml).*)'],
}
