import type { Payload } from 'payload'
import type { Lang } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { SearchEngine } from './engine'
import { PostgresSearch, type PgPoolLike } from './postgres-engine'
import {
  correctedQuery,
  MIN_TYPO_LENGTH,
  nearOf,
  nearWords,
  orderHits,
  planQuery,
  type Hit,
  type SynonymGroups,
  type TermPlan,
} from './query'
import { SqliteSearch, type LibsqlLike } from './sqlite-engine'

/** The search engine of the shop's database (SQLite FTS5, or PostgreSQL full-text when DATABASE_URL is set). */
export function searchEngine(payload: Payload): SearchEngine {
  const db = payload.db as unknown as { pool?: PgPoolLike; client?: LibsqlLike }
  return env.usePostgres ? new PostgresSearch(db.pool!) : new SqliteSearch(db.client!)
}

export type Found = Hit & { other: boolean }
export type SearchOutcome = {
  /** The words searched (folded), empty when nothing searchable was typed. */
  terms: string[]
  /** Words corrected (typed → known words one typo away). */
  corrected: { word: string; to: string[] }[]
  found: Found[]
}

/** How many candidates the trigram index gives the typo step for each word. */
const CANDIDATES = 30

/** Fills in the corrections of the words the shop does not know (one typo away). */
async function correct(engine: SearchEngine, plan: TermPlan[]): Promise<void> {
  const known = await engine.known(plan)
  await Promise.all(
    plan
      .filter((t) => !known.has(t.word) && t.word.length >= MIN_TYPO_LENGTH)
      .map(async (t) => {
        const candidates = await engine.candidates(nearOf(t), CANDIDATES)
        t.corrections = nearWords(
          t,
          candidates.map((c) => c.word),
          1,
        )
      }),
  )
}

/**
 * A search: every word must match (as a prefix, by stem, by synonym, or one typo away when unknown);
 * things in the page's language first, those found only in the other language after, marked.
 */
export async function search(
  engine: SearchEngine,
  raw: unknown,
  lang: Lang,
  { synonyms = [], limit = 200 }: { synonyms?: SynonymGroups; limit?: number } = {},
): Promise<SearchOutcome> {
  const plan = planQuery(raw, synonyms)
  if (!plan.length) return { terms: [], corrected: [], found: [] }
  await correct(engine, plan)
  const hits = await engine.match(plan, limit)
  return {
    terms: plan.map((t) => t.word),
    corrected: plan.filter((t) => t.corrections.length).map((t) => ({ word: t.word, to: t.corrections })),
    found: orderHits(hits, lang),
  }
}

/** How many corrected queries "did you mean" tries before giving up. */
const TRIES = 4

/**
 * "Did you mean": the query with its long words replaced by known words two typos away at most,
 * offered only when it finds products — the nearest combination first, then the next nearest words.
 */
export async function didYouMean(
  engine: SearchEngine,
  raw: unknown,
  lang: Lang,
  synonyms: SynonymGroups = [],
): Promise<string | null> {
  const plan = planQuery(raw, synonyms)
  const options = await Promise.all(
    plan.map(async (t) => {
      if (t.word.length < MIN_TYPO_LENGTH) return [t.word]
      const words = (await engine.candidates(nearOf(t), CANDIDATES)).filter((c) => c.isWord).map((c) => c.word)
      return [...nearWords(t, words, 2, 3, { stems: false }), t.word]
    }),
  )
  // The nearest words of all, then each word's next choice in turn.
  const tries: string[][] = [options.map((o) => o[0]!)]
  for (let i = 0; i < options.length; i++)
    for (const alt of options[i]!.slice(1, -1)) tries.push(options.map((o, j) => (j === i ? alt : o[0]!)))
  for (const words of tries.slice(0, TRIES)) {
    const suggestion = correctedQuery(plan, (t) => words[plan.indexOf(t)] ?? null)
    if (!suggestion) continue
    const outcome = await search(engine, suggestion, lang, { synonyms, limit: 1 })
    if (outcome.found.some((f) => f.kind === 'product')) return suggestion
  }
  return null
}
