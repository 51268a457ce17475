import { isLang, type Lang } from '@/i18n/locales'

/** What a page, once interactive, does about the visitor's kept language (LanguageSwitcher). */
export type LanguageSync =
  /** The cookie is gone: the stored language is set again, and the page rendered anew in it. */
  | { kind: 'restore'; lang: Lang }
  /** The cookie and the stored copy follow the language this page was served in. */
  | { kind: 'follow' }
  | { kind: 'none' }

/**
 * The language sync of a page, decided on what the browser holds when it runs (after hydration, when idle):
 * `page`, the language the page was served in; `cookie`, the `lang` cookie's value (null: none); `stored`,
 * the copy in localStorage; `query`, the address's `?lang=`.
 *
 * The page's language is the visitor's choice only while nothing newer says otherwise. A bare address is
 * served in the cookie's language, so a cookie naming another language was set after the page was served —
 * the language switcher tapped before the sync ran, or another tab — and an address whose `?lang=` names
 * another language was just changed by the switcher: that newer choice stands (the page about to be
 * rendered again, or the next one, is in it) and is never written back to the page's older language.
 */
export function languageSync(
  page: Lang,
  cookie: string | null,
  stored: string | null,
  query: string | null,
): LanguageSync {
  const chosen = isLang(query) ? query : isLang(cookie) ? cookie : null
  if (chosen !== null && chosen !== page) return { kind: 'none' }
  if (cookie === null && isLang(stored) && stored !== page) return { kind: 'restore', lang: stored }
  if (stored !== page || cookie === null) return { kind: 'follow' }
  return { kind: 'none' }
}
