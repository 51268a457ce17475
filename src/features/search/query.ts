import dl from 'damerau-levenshtein'
import { DEFAULT_LANG, type Lang } from '@/i18n/locales'
import { fold, queryTerms, SEARCH_LANGUAGES, stem, words } from './text'

/**
 * Query building for the shop's search (issue 39, ADR 0024), pure and the same for both databases: a
 * query is a list of terms that must all match (AND); a term matches a document by any of its
 * alternatives (OR) — the word as typed as a prefix (`lavan` → lavanda), its stem in either language
 * (`candele` → candela), the operator's synonyms, and, when the word is unknown to the shop,
 * the known words one typo away (`vaniglai` → vaniglia).
 */

export type TermPlan = {
  /** The folded word as typed: matched as a prefix. */
  word: string
  /** Stems of the word (Italian and English) and of its synonyms: matched whole. */
  stems: string[]
  /** Synonyms (folded words): matched as prefixes like the word. */
  synonyms: string[]
  /** Known words or stems one typo away, filled in when the word itself is unknown. */
  corrections: string[]
}

export type SynonymGroups = string[][]

/** The operator's synonym lines (`portacandele, candeliere`) → groups of folded single words. */
export function parseSynonyms(lines: (string | null | undefined)[]): SynonymGroups {
  return lines
    .map((line) => [...new Set((line ?? '').split(/[,;\n]/).flatMap((w) => words(w).slice(0, 1)))])
    .filter((g) => g.length > 1)
}

const bothStems = SEARCH_LANGUAGES.allStems

/** A query's plan before the typo step: one entry per term (empty when nothing searchable was typed). */
export function planQuery(raw: unknown, synonyms: SynonymGroups = []): TermPlan[] {
  return queryTerms(raw).map((word) => {
    const same = synonyms
      .filter((g) => g.some((s) => s === word || stem(s, DEFAULT_LANG) === stem(word, DEFAULT_LANG)))
      .flat()
      .filter((s) => s !== word)
    const syns = [...new Set(same)]
    return {
      word,
      stems: [...new Set([...bothStems(word), ...syns.flatMap(bothStems)])],
      synonyms: syns,
      corrections: [],
    }
  })
}

/** Words this short are not corrected (too many neighbours one typo away). */
export const MIN_TYPO_LENGTH = 4

/** Optimal string alignment distance (a swap of two neighbours is one typo: vaniglai → vaniglia). */
export const typoDistance = (a: string, b: string): number => dl(a, b).steps

/**
 * The vocabulary entries one typo (or `max`) away from the word or its stems, nearest first, at most
 * `limit` — from the candidates the trigram index gave.
 */
export function nearWords(term: TermPlan, candidates: string[], max = 1, limit = 4, { stems = true } = {}): string[] {
  if (term.word.length < MIN_TYPO_LENGTH) return []
  const targets = stems ? nearOf(term) : [term.word]
  const scored = candidates
    .filter((c) => !targets.includes(c) && Math.abs(c.length - term.word.length) <= max + 3)
    .map((c) => ({ c, w: typoDistance(term.word, c), d: Math.min(...targets.map((t) => typoDistance(t, c))) }))
    .filter((x) => x.d <= max)
  // Nearest first; between equals, the nearer to the word as typed, then the alphabet.
  scored.sort((a, b) => a.d - b.d || a.w - b.w || a.c.localeCompare(b.c))
  return scored.slice(0, limit).map((x) => x.c)
}

/** The words the typo step looks near: the word as typed and its stems. */
export const nearOf = (term: TermPlan): string[] => [
  term.word,
  ...term.stems.filter((s) => s.length >= MIN_TYPO_LENGTH - 1),
]

const quoted = (w: string) => `"${w.replace(/"/g, '""')}"`

/**
 * The FTS5 MATCH expression of a plan. Terms are letters and digits only (text.ts), and each is quoted
 * as an FTS5 string anyway, so no input can be read as FTS5 syntax (NEAR, OR, *, -, column filters).
 */
export function fts5Match(plan: TermPlan[]): string {
  return plan
    .map((t) => {
      const alts = [
        ...[t.word, ...t.synonyms].map((w) => `{name body}:${quoted(w)}*`),
        ...[...t.stems, ...t.corrections].map((s) => `stems:${quoted(s)}`),
        ...t.corrections.map((c) => `{name body}:${quoted(c)}`),
      ]
      return `(${alts.join(' OR ')})`
    })
    .join(' AND ')
}

/**
 * PostgreSQL: a `to_tsquery` text per term in the `simple` configuration (lexemes as given: prefixes
 * `w:*`, stems, corrections), plus the word for the `italian` and `english` configurations to stem
 * themselves. Lexemes are letters and digits only and quoted, so nothing is read as tsquery syntax.
 */
export function tsQueryParts(plan: TermPlan[]): { simple: string; word: string }[] {
  const lex = (w: string) => `'${w.replace(/'/g, "''")}'`
  return plan.map((t) => ({
    simple: [...[t.word, ...t.synonyms].map((w) => `${lex(w)}:*`), ...[...t.stems, ...t.corrections].map(lex)].join(
      ' | ',
    ),
    word: [t.word, ...t.synonyms].map(lex).join(' | '),
  }))
}

export type Hit = { kind: 'product' | 'category' | 'page'; ref: string; lang: Lang; title: string; url: string }

/**
 * One entry per thing found, the page's language first: a thing found in both languages is shown once,
 * in the page's language; those found only in the other language follow, marked `other`.
 */
export function orderHits<T extends Hit>(hits: T[], lang: Lang): (T & { other: boolean })[] {
  const own = new Map<string, T>()
  const other = new Map<string, T>()
  for (const h of hits) {
    const key = `${h.kind}:${h.ref}`
    const into = h.lang === lang ? own : other
    if (!into.has(key)) into.set(key, h)
  }
  return [
    ...[...own.values()].map((h) => ({ ...h, other: false })),
    ...[...other.entries()].filter(([k]) => !own.has(k)).map(([, h]) => ({ ...h, other: true })),
  ]
}

/** A plan with its corrections as the words to suggest ("did you mean"), or null when nothing changes. */
export function correctedQuery(plan: TermPlan[], pick: (t: TermPlan) => string | null): string | null {
  let changed = false
  const out = plan.map((t) => {
    const c = pick(t)
    if (c && c !== t.word) changed = true
    return c ?? t.word
  })
  return changed ? out.join(' ') : null
}

export const foldQuery = (raw: string): string => queryTerms(raw).join(' ') || fold(raw).trim()
