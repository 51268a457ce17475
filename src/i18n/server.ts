import { cookies, headers } from 'next/headers'
import { DEFAULT_LANG, LANG_COOKIE, LANG_HEADER, isLang, resolveLang, type Lang } from './locales'
import { messages, type Messages } from './messages'

/**
 * The language this request renders in. A storefront page knows it from its route: the proxy maps
 * `/shop` to `/{lang}/shop` (the visitor's `?lang=`, cookie or Italian), so a page reads the `[lang]`
 * segment of its root layout and never the cookie — which keeps it static and cacheable per language
 * (ADR 0017). Route handlers and server actions have no root params: they use the same rule on the
 * proxy's header and the cookie.
 */
export async function getLang(): Promise<Lang> {
  let value: unknown
  try {
    // Imported lazily: outside Next's compiler the module is a placeholder that throws when loaded.
    const { lang } = await import('next/root-params')
    value = await lang()
  } catch {
    // Not a page render (route handler, server action, script, test).
  }
  // A page's segment that is no language (a path the proxy does not map, e.g. /favicon.ico) is answered
  // 404 by the layout; it must not read the request meanwhile, which would make the page dynamic.
  if (value !== undefined) return isLang(value) ? value : DEFAULT_LANG
  try {
    const fromHeader = (await headers()).get(LANG_HEADER)
    return resolveLang(fromHeader, (await cookies()).get(LANG_COOKIE)?.value)
  } catch {
    // Outside a request (scripts, tests that call a route handler directly).
    return DEFAULT_LANG
  }
}

export async function getMessages(): Promise<{ lang: Lang; t: Messages }> {
  const lang = await getLang()
  return { lang, t: messages[lang] }
}
