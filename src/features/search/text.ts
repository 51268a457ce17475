import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as italian } from '@orama/stemmers/italian'
import { DEFAULT_LANG, LOCALES, type Lang } from '@/i18n/locales'
import { searchLanguages, type Stemmer } from './languages'

/**
 * The words of the shop's search (issue 39, ADR 0024): the same folding on the way in (documents) and
 * on the way out (queries), so that `VANIGLIA`, `vanìglia` and `vaniglia` are one word on both
 * databases. Only letters and digits survive: nothing a shopper types reaches an engine's query syntax.
 */

/** The longest query read (longer input is cut, never refused). */
export const MAX_QUERY_CHARS = 100
/** Words read from a query; more are ignored. */
export const MAX_TERMS = 6

/** Lower case without accents (NFD, combining marks removed), ligatures spelled out. */
export const fold = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .toLowerCase()

/** The words of a text: runs of letters and digits after folding (apostrophes split: l'ambra → l, ambra). */
export const words = (s: string): string[] => fold(s).match(/[\p{L}\p{N}]+/gu) ?? []

/**
 * The Snowball stemmers the locale table's rows name (its `search.stemmer` column): a row naming one
 * that is not here fails the type-check.
 */
export const STEMMERS = { italian, english } satisfies Record<(typeof LOCALES)[Lang]['search']['stemmer'], Stemmer>

/** The shop's search languages, from the locale table. */
export const SEARCH_LANGUAGES = searchLanguages<Lang>(LOCALES, STEMMERS, DEFAULT_LANG)

/** A word of no meaning for search in any language (`e`, `di`, `the`). */
export const isStopWord = SEARCH_LANGUAGES.isStopWord

/** The Snowball stem of a folded word in a language (candele → candel; candles → candl). */
export const stem = SEARCH_LANGUAGES.stem

/** A document's stems: every word's stem in the document's language, once each. */
export const stemsOf = (text: string, lang: Lang): string[] => [
  ...new Set(
    words(text)
      .filter((w) => !isStopWord(w))
      .map((w) => stem(w, lang)),
  ),
]

/**
 * What a shopper typed, made safe and short: control characters and anything outside letters, digits
 * and spaces dropped, cut at MAX_QUERY_CHARS, words of meaning only (stop words are kept when they are
 * all there is), at most MAX_TERMS of them, each once.
 */
export function queryTerms(raw: unknown): string[] {
  if (typeof raw !== 'string') return []
  const all = [...new Set(words(raw.slice(0, MAX_QUERY_CHARS * 5)).map((w) => w.slice(0, 40)))]
  const meaningful = all.filter((w) => !isStopWord(w))
  return (meaningful.length ? meaningful : all).slice(0, MAX_TERMS)
}

/** The query as the shopper sees it again (the field, the page title): trimmed, one space, cut. */
export const displayQuery = (raw: unknown): string =>
  typeof raw === 'string'
    ? raw
        .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, MAX_QUERY_CHARS)
    : ''

/** The trigrams of a word (for the typo index's candidates). */
export function trigrams(word: string): string[] {
  const out = new Set<string>()
  for (let i = 0; i + 3 <= word.length; i++) out.add(word.slice(i, i + 3))
  return [...out]
}
