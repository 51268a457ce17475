import { cookies, headers } from 'next/headers'
import { DEFAULT_LANG, LANG_COOKIE, LANG_HEADER, resolveLang, type Lang } from './locales'
import { messages, type Messages } from './messages'

/**
 * The language this request renders in: the proxy resolved it (`resolveLang`: ?lang=, cookie, default)
 * and passed it in a header; requests the proxy does not see fall back to the same rule on the cookie.
 */
export async function getLang(): Promise<Lang> {
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
