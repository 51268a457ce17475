/**
 * The shop's languages, one row each. Everything that needs a language reads this table: Payload's
 * localization and its `select` fields, the language resolution (proxy, server, the Node front of
 * scripts/start.mjs), `<html lang>`, hreflang and the sitemap, Open Graph, the switcher and its flags,
 * e-mails, invoices, country names, numbers, the search's stemmer, stop words and PostgreSQL text-search
 * configuration, the payment page and the captcha widget. Adding a language is one row here, one folder of
 * messages (`messages/<code>/` and its line in `messages/index.ts`) and the content's translations in the
 * CMS; every other per-language text is typed `Record<Lang, …>`, so the type-check lists what is missing
 * (ADR 0037). This file imports nothing: plain Node reads it as it is (scripts/start.mjs).
 */

type Shape = readonly [tag: 'rect' | 'path', attributes: Record<string, string | number>]

/** The languages of the operator's panel (Payload's admin translations): not the shop's languages. */
export type OperatorLang = 'it' | 'en'

export type LocaleRow = {
  /** The language's own name, as the switcher and the CMS show it. */
  label: string
  /** The language's name in each language of the operator's panel (the options of language fields). */
  operatorName: Record<OperatorLang, string>
  /** BCP 47 tag of `<html lang>` (pages and e-mails) and of the hreflang alternates. */
  htmlLang: string
  /** Intl locale for country names, times and this language's plain numbers (ratings, share capital). */
  intl: string
  /** schema.org `inLanguage` of the search results' JSON-LD. */
  schemaLanguage: string
  /** Open Graph `og:locale`. */
  openGraph: string
  /** Number format of amounts on this language's invoice (the rest of the shop writes EUR as de-DE does). */
  invoiceMoney: 'it-IT' | 'de-DE'
  /** Stripe Checkout's `locale` for the hosted payment page. */
  stripe: 'it' | 'en' | 'fr' | 'de' | 'es' | 'auto'
  /** The shop's search in this language (features/search, ADR 0024). */
  search: {
    /** The Snowball stemmer (a module of @orama/stemmers, registered in features/search/stemmers.ts). */
    stemmer: 'italian' | 'english' | 'german' | 'french' | 'spanish'
    /** Words of no meaning for search, space-separated (folded: lower case, no accents). */
    stopWords: string
    /** PostgreSQL's text-search configuration of the language (`to_tsvector('<config>', …)`). */
    postgres: string
  }
  /** The refusal the Node front (scripts/start.mjs) answers to a server action it cannot decode. */
  badRequest: string
  /** The flag the switcher shows: an inline SVG drawing (viewBox and shapes). */
  flag: { viewBox: string; shapes: readonly Shape[] }
}

export const LOCALES = {
  it: {
    label: 'Italiano',
    operatorName: { it: 'Italiano', en: 'Italian' },
    htmlLang: 'it',
    intl: 'it-IT',
    schemaLanguage: 'it-IT',
    openGraph: 'it_IT',
    invoiceMoney: 'it-IT',
    stripe: 'it',
    search: {
      stemmer: 'italian',
      stopWords:
        'a ad al allo ai agli alla alle con col da dal dallo dai dagli dalla dalle di del dello dei degli della delle e ed i il in la le li lo gli l un una uno per su sul sulla tra fra o',
      postgres: 'italian',
    },
    badRequest: 'Richiesta non valida: ricarica la pagina e riprova.',
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
    operatorName: { it: 'Inglese', en: 'English' },
    htmlLang: 'en',
    intl: 'en-GB',
    schemaLanguage: 'en',
    openGraph: 'en_GB',
    invoiceMoney: 'de-DE',
    stripe: 'en',
    search: {
      stemmer: 'english',
      stopWords: 'a an and the of in on for with to or by at from',
      postgres: 'english',
    },
    badRequest: 'Invalid request: reload the page and try again.',
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
export const DEFAULT_LANG: Lang = 'it'

/**
 * The functions of a locale table: the shop's (below) and, in tests, a table with more rows (a third
 * language declared in a fixture goes through the same code).
 */
export function localeTable<L extends string>(rows: Readonly<Record<L, LocaleRow>>, defaultLang: L) {
  /** Every language code, in the table's order (the first is the default). */
  const langs = Object.keys(rows) as L[]
  const isLang = (v: unknown): v is L => typeof v === 'string' && Object.hasOwn(rows, v)
  /**
   * A language read at a boundary (a query parameter, a cookie, a stored row, a form field): the value
   * when it is one of the table's languages, else the default. Never a guess between two codes.
   */
  const parseLang = (v: unknown): L => (isLang(v) ? v : defaultLang)
  /**
   * The language of a request, decided once for the proxy and the server: `?lang=` (the stable
   * per-language URL) wins, then the cookie, then the default.
   */
  const resolveLang = (fromQuery: string | null | undefined, fromCookie: string | null | undefined): L =>
    isLang(fromQuery) ? fromQuery : parseLang(fromCookie)
  /** Payload's `localization.locales` and the options of language `select` fields. */
  const payloadLocales = () => langs.map((code) => ({ code, label: rows[code].label }))
  /** The options of a `select` field holding a language: the table's codes, named in the operator's language. */
  const languageOptions = () =>
    langs.map((value) => ({ value, label: { ...rows[value].operatorName } as Record<OperatorLang, string> }))
  /**
   * Every page has a stable URL per language, `{path}?lang=<code>` (other query parameters kept); the
   * bare `{path}` (cookie language, Italian by default) names none of them and is named by none.
   */
  function localizedUrls(path: string): Record<L | 'x-default', string> {
    const sep = path.includes('?') ? '&' : '?'
    return {
      ...(Object.fromEntries(langs.map((l) => [l, `${path}${sep}lang=${l}`])) as Record<L, string>),
      // The default language's URL, which is also what a visitor with no language preference gets. Not
      // the bare URL: that one is this same page rendered in the default language, and a page whose own
      // address is an hreflang alternate while its canonical names another one "points to another
      // hreflang location" (Lighthouse's SEO audit; Google ignores such a cluster).
      'x-default': `${path}${sep}lang=${defaultLang}`,
    }
  }
  /** The hreflang alternates of a page: each row's `htmlLang` → its URL, and `x-default`. */
  function alternateUrls(path: string): Record<string, string> {
    const urls = localizedUrls(path)
    return {
      ...Object.fromEntries(langs.map((l) => [rows[l].htmlLang, urls[l]])),
      'x-default': urls['x-default'],
    }
  }
  return {
    rows,
    langs,
    defaultLang,
    isLang,
    parseLang,
    resolveLang,
    payloadLocales,
    languageOptions,
    localizedUrls,
    alternateUrls,
  }
}

const shop = localeTable<Lang>(LOCALES, DEFAULT_LANG)
/** Every language code, in the table's order (the first is the default). */
export const LANGS: Lang[] = shop.langs
export const isLang: (v: unknown) => v is Lang = shop.isLang
export const parseLang: (v: unknown) => Lang = shop.parseLang
export const resolveLang: (q: string | null | undefined, c: string | null | undefined) => Lang = shop.resolveLang
export const payloadLocales = shop.payloadLocales
export const languageOptions = shop.languageOptions
export const localizedUrls: (path: string) => Record<Lang | 'x-default', string> = shop.localizedUrls
export const alternateUrls = shop.alternateUrls
export const locale = (lang: Lang): LocaleRow => LOCALES[lang]

/** Where the visitor's language is kept: the cookie (read by the server) and a copy in localStorage. */
export const LANG_COOKIE = 'lang'
export const LANG_STORAGE_KEY = 'language'
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365
/** Request header set by the proxy with the language this request renders in. */
export const LANG_HEADER = 'x-vetrina-lang'

/** The cookie line the browser writes when the visitor chooses a language. */
export const langCookieString = (lang: Lang) =>
  `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`
