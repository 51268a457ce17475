import { NextResponse, type NextRequest } from 'next/server'
import { DEFAULT_LANG, isLang, LANG_COOKIE, LANG_HEADER } from '@/features/i18n/config'

/**
 * Decides the language of each storefront request: `?lang=en|it` (the stable
 * per-language URL used for SEO) wins and is remembered in the `lang` cookie;
 * otherwise the cookie; otherwise Italian.
 */
export function proxy(request: NextRequest) {
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

export const config = {
  matcher: ['/((?!cms|api|_next|media|favicon.ico|robots.txt|sitemap.xml).*)'],
}
