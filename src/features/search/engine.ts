import { isLang } from '@/i18n/locales'
import type { SearchDoc } from './documents'
import type { Hit, TermPlan } from './query'
import { words } from './text'

/**
 * One search index, two databases (ADR 0024): SQLite FTS5 in the embedded shop, tsvector + pg_trgm on
 * PostgreSQL. The tables are derived data (a rebuild makes them again from the catalogue and pages) and
 * are created by the committed migrations of each database.
 */
export type VocabularyEntry = { word: string; isWord: boolean }

export interface SearchEngine {
  /** Replaces every document of a thing (kind + ref), or of a whole kind when ref is null, by `docs`. */
  replace(kind: SearchDoc['kind'], ref: string | null, docs: SearchDoc[]): Promise<void>
  /** Empties the index (before a rebuild). */
  clear(): Promise<void>
  count(): Promise<number>
  /** Documents matching every term of the plan, best first. */
  match(plan: TermPlan[], limit: number): Promise<Hit[]>
  /** The terms of the plan the shop knows (a word starting so, or one of its stems). */
  known(plan: TermPlan[]): Promise<Set<string>>
  /** Vocabulary entries sharing the most trigrams with these words, for the typo step. */
  candidates(of: string[], limit: number): Promise<VocabularyEntry[]>
}

/** The vocabulary a set of documents adds: their folded words and their stems. */
export function vocabulary(docs: SearchDoc[]): VocabularyEntry[] {
  const out = new Map<string, boolean>()
  for (const d of docs) {
    for (const w of words(`${d.name} ${d.body}`)) if (w.length >= 3 && !/^\d+$/.test(w)) out.set(w, true)
    for (const s of d.stems.split(' ')) if (s.length >= 3 && !out.has(s)) out.set(s, false)
  }
  return [...out].map(([word, isWord]) => ({ word, isWord }))
}

/** The first string after every string starting with `w` (binary order): the end of a prefix range. */
export function prefixEnd(w: string): string {
  const cps = [...w]
  const last = cps.pop()!
  return cps.join('') + String.fromCodePoint(last.codePointAt(0)! + 1)
}

/** The database's rows of documents as hits (a row of another language, never written, is dropped). */
export const toHits = (rows: Record<string, unknown>[]): Hit[] =>
  rows.flatMap((r) =>
    isLang(r.lang)
      ? [{ kind: r.kind as Hit['kind'], ref: String(r.ref), lang: r.lang, title: String(r.title), url: String(r.url) }]
      : [],
  )
