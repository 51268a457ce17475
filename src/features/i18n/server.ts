import { cookies, headers } from 'next/headers'
import { DEFAULT_LANG, isLang, LANG_COOKIE, LANG_HEADER, type Lang } from './config'
import { messages, type Messages } from './messages'

/** The language this request renders in: the proxy's header (from ?lang= or the cookie), else the cookie, else Italian. */
export async function getLang(): Promise<Lang> {
  try {
    const fromHeader = (await headers()).get(LANG_HEADER)
    if (isLang(fromHeader)) return fromHeader
    const fromCookie = (await cookies()).get(LANG_COOKIE)?.value
    return isLang(fromCookie) ? fromCookie : DEFAULT_LANG
  } catch {
    // Outside a request (scripts, tests that call a route handler directly).
    return DEFAULT_LANG
  }
}

export async function getMessages(): Promise<{ lang: Lang; t: Messages }> {
  const lang = await getLang()
  return { lang, t: messages[lang] }
}
