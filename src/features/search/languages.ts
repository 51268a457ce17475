import type { LocaleRow } from '@/i18n/locales'

export type Stemmer = (word: string) => string
type StemmerName = LocaleRow['search']['stemmer']

/**
 * The search's language settings of a locale table: each row's stemmer, stop words and PostgreSQL
 * configuration. The shop's table below; a test builds one with more rows.
 */
export function searchLanguages<L extends string>(
  rows: Readonly<Record<L, Pick<LocaleRow, 'search'>>>,
  stemmers: Partial<Record<StemmerName, Stemmer>>,
  defaultLang: L,
) {
  const langs = Object.keys(rows) as L[]
  const stemmerOf = {} as Record<L, Stemmer>
  for (const l of langs) {
    const { stemmer, postgres } = rows[l].search
    const fn = stemmers[stemmer]
    if (!fn) throw new Error(`search: no stemmer '${stemmer}' for the language '${l}'`)
    // Written into SQL as a literal (postgres-engine.ts): a plain identifier only.
    if (!/^[a-z_]+$/.test(postgres)) throw new Error(`search: '${postgres}' is no text-search configuration`)
    stemmerOf[l] = fn
  }
  const stop = new Set(langs.flatMap((l) => rows[l].search.stopWords.split(/\s+/).filter(Boolean)))
  /** The Snowball stem of a folded word in a language (candele → candel; candles → candl). */
  const stem = (word: string, lang: L): string => (word.length < 3 || /^\d+$/.test(word) ? word : stemmerOf[lang](word))
  return {
    langs,
    defaultLang,
    /** A word of no meaning for search in any of the languages (`e`, `di`, `the`). */
    isStopWord: (w: string): boolean => stop.has(w),
    stem,
    /** A word's stems in every language, once each (a query's word may be of any language). */
    allStems: (word: string): string[] => [...new Set(langs.map((l) => stem(word, l)))],
    /** PostgreSQL's text-search configuration of a language. */
    postgresConfig: (lang: L): string => rows[lang].search.postgres,
    /** Every language's configuration, once each, in the table's order (a query is matched in all). */
    postgresConfigs: [...new Set(langs.map((l) => rows[l].search.postgres))],
  }
}
