/**
 * The shop's languages, one row each. Everything that needs a language reads this table: Payload's
 * localization and its `select` fields, the language resolution (proxy and server), hreflang and the
 * sitemap, Open Graph, the switcher and its flags, e-mails, invoices, country names, the payment page
 * and the captcha widget. Adding a language is one row here, one folder of messages
 * (`messages/<code>/`) and the content's translations in the CMS.
 */

type Shape = readonly [tag: 'rect' | 'path', attributes: Record<string, string | number>]

export type LocaleRow = {
  /** The language's own name, as the switcher and the CMS show it. */
  label: string
  /** Intl locale for country names and times. */
  intl: string
  /** Open Graph `og:locale`. */
  openGraph: string
  /** Number format of amounts on this language's invoice (the rest of the shop writes EUR as de-DE does). */
  invoiceMoney: 'it-IT' | 'de-DE'
  /** Stripe Checkout's `locale` for the hosted payment page. */
  stripe: 'it' | 'en' | 'fr' | 'de' | 'es' | 'auto'
  /** The flag the switcher shows: an inline SVG drawing (viewBox and shapes). */
  flag: { viewBox: string; shapes: readonly Shape[] }
}

export const LOCALES = {
  it: {
    label: 'Italiano',
    intl: 'it-IT',
    openGraph: 'it_IT',
    invoiceMoney: 'it-IT',
    stripe: 'it',
    flag: {
      viewBox: '0 0 3 2',
      shapes: [
        ['rect', { width: 1, height: 2, fill: '#009246' }],
        ['rect', { x: 1, width: 1, height: 2, fill: '#fff' }],
        ['rect', { x: 2, width: 1, height: 2, fill: '#ce2b37' }],
      ],
    },
  },
  en: {
    label: 'English',
    intl: 'en-GB',
    openGraph: 'en_GB',
    invoiceMoney: 'de-DE',
    stripe: 'en',
    flag: {
      viewBox: '0 0 60 40',
      shapes: [
        ['rect', { width: 60, height: 40, fill: '#012169' }],
        ['path', { d: 'M0,0 L60,40 M60,0 L0,40', stroke: '#fff', strokeWidth: 8 }],
        ['path', { d: 'M0,0 L60,40 M60,0 L0,40', stroke: '#C8102E', strokeWidth: 3 }],
        ['path', { d: 'M30,0 v40 M0,20 h60', stroke: '#fff', strokeWidth: 12 }],
        ['path', { d: 'M30,0 v40 M0,20 h60', stroke: '#C8102E', strokeWidth: 7 }],
      ],
    },
  },
} as const satisfies Record<string, LocaleRow>

export type Lang = keyof typeof LOCALES
/** Every language code, in the table's order (the first is the default). */
export const LANGS = Object.keys(LOCALES) as Lang[]
export const DEFAULT_LANG: Lang = 'it'
export const isLang = (v: unknown): v is Lang => typeof v === 'string' && Object.hasOwn(LOCALES, v)
export const locale = (lang: Lang): LocaleRow => LOCALES[lang]

/** Where the visitor's language is kept: the cookie (read by the server) and a copy in localStorage. */
export const LANG_COOKIE = 'lang'
export const LANG_STORAGE_KEY = 'language'
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365
/** Request header set by the proxy with the language this request renders in. */
export const LANG_HEADER = 'x-vetrina-lang'

/**
 * The language of a request, decided once for the proxy and the server: `?lang=` (the stable
 * per-language URL) wins, then the cookie, then the default.
 */
export function resolveLang(fromQuery: string | null | undefined, fromCookie: string | null | undefined): Lang {
  return isLang(fromQuery) ? fromQuery : isLang(fromCookie) ? fromCookie : DEFAULT_LANG
}

/** The cookie line the browser writes when the visitor chooses a language. */
export const langCookieString = (lang: Lang) =>
  `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`

/** Payload's `localization.locales` and the options of language `select` fields. */
export const payloadLocales = () => LANGS.map((code) => ({ code, label: LOCALES[code].label }))

/**
 * Every page has a stable URL per language, `{path}?lang=<code>` (other query parameters kept); the
 * bare `{path}` (cookie language, Italian by default) names none of them and is named by none.
 */
export function localizedUrls(path: string): Record<Lang | 'x-default', string> {
  const sep = path.includes('?') ? '&' : '?'
  return {
    ...(Object.fromEntries(LANGS.map((l) => [l, `${path}${sep}lang=${l}`])) as Record<Lang, string>),
    // The Italian URL, which is also what a visitor with no language preference gets. Not the bare URL:
    // that one is this same page rendered in the default language, and a page whose own address is an
    // hreflang alternate while its canonical names another one "points to another hreflang location"
    // (Lighthouse's SEO audit; Google ignores such a cluster).
    'x-default': `${path}${sep}lang=${DEFAULT_LANG}`,
  }
}
