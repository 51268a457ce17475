import type { SearchDoc } from './documents'
import { prefixEnd, toHits, vocabulary, type SearchEngine, type VocabularyEntry } from './engine'
import { tsQueryParts, type Hit, type TermPlan } from './query'
import { SEARCH_LANGUAGES } from './text'

type Row = Record<string, unknown>
export type PgClientLike = {
  query(text: string, values?: unknown[]): Promise<{ rows: Row[] }>
  release?(): void
}
export type PgPoolLike = PgClientLike & { connect(): Promise<PgClientLike & { release(): void }> }

const BATCH = 200

/**
 * PostgreSQL's index: a tsvector per document — the name (weight A) and the rest (B) stemmed by the
 * document language's configuration, plus both unstemmed (C, D: prefixes) — over `unaccent` text, in a
 * GIN index; the vocabulary in a pg_trgm GIN index for the typo step.
 */
export class PostgresSearch implements SearchEngine {
  constructor(private readonly pool: PgPoolLike) {}

  async replace(kind: SearchDoc['kind'], ref: string | null, docs: SearchDoc[]): Promise<void> {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      if (ref === null) await client.query('DELETE FROM search_index_docs WHERE kind = $1', [kind])
      else await client.query('DELETE FROM search_index_docs WHERE kind = $1 AND ref = $2', [kind, ref])
      for (let i = 0; i < docs.length; i += BATCH) {
        const values: unknown[] = []
        const tuples = docs.slice(i, i + BATCH).map((d) => {
          values.push(
            d.key,
            d.kind,
            d.ref,
            d.lang,
            d.title,
            d.url,
            d.name,
            d.body,
            d.stems,
            SEARCH_LANGUAGES.postgresConfig(d.lang),
          )
          const n = values.length - 10
          const p = (k: number) => `$${n + k}`
          const cfg = `${p(10)}::regconfig`
          return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}, ${p(9)},
            setweight(to_tsvector(${cfg}, unaccent(${p(7)})), 'A') || setweight(to_tsvector(${cfg}, unaccent(${p(8)})), 'B') ||
            setweight(to_tsvector('simple', unaccent(${p(7)})), 'C') || setweight(to_tsvector('simple', unaccent(${p(8)})), 'D') ||
            to_tsvector('simple', ${p(9)}))`
        })
        await client.query(
          `INSERT INTO search_index_docs (key, kind, ref, lang, title, url, name, body, stems, tsv) VALUES ${tuples.join(', ')}
           ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, ref = excluded.ref, lang = excluded.lang, title = excluded.title,
             url = excluded.url, name = excluded.name, body = excluded.body, stems = excluded.stems, tsv = excluded.tsv`,
          values,
        )
      }
      const vocab = vocabulary(docs)
      for (let i = 0; i < vocab.length; i += BATCH * 5) {
        const chunk = vocab.slice(i, i + BATCH * 5)
        await client.query(
          `INSERT INTO search_index_words (word, is_word) SELECT * FROM unnest($1::text[], $2::boolean[])
           ON CONFLICT (word) DO UPDATE SET is_word = true WHERE excluded.is_word AND NOT search_index_words.is_word`,
          [chunk.map((v) => v.word), chunk.map((v) => v.isWord)],
        )
      }
      await client.query('COMMIT')
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw err
    } finally {
      client.release()
    }
  }

  async clear(): Promise<void> {
    await this.pool.query('TRUNCATE search_index_docs, search_index_words')
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query('SELECT count(*) AS n FROM search_index_docs')
    return Number(rows[0]?.n ?? 0)
  }

  async match(plan: TermPlan[], limit: number): Promise<Hit[]> {
    if (!plan.length) return []
    const values: unknown[] = []
    const terms = tsQueryParts(plan).map(({ simple, word }) => {
      values.push(simple, word)
      const [s, w] = [`$${values.length - 1}`, `$${values.length}`]
      // The word in every language's configuration (the table's; plain identifiers, checked in text.ts).
      const stemmed = SEARCH_LANGUAGES.postgresConfigs.map((c) => ` || to_tsquery('${c}', ${w})`).join('')
      return `(to_tsquery('simple', ${s})${stemmed})`
    })
    values.push(limit)
    const { rows } = await this.pool.query(
      `SELECT kind, ref, lang, title, url FROM search_index_docs, (SELECT ${terms.join(' && ')} AS q) query
        WHERE tsv @@ query.q ORDER BY ts_rank(tsv, query.q) DESC, key LIMIT $${values.length}`,
      values,
    )
    return toHits(rows)
  }

  async known(plan: TermPlan[]): Promise<Set<string>> {
    const out = new Set<string>()
    if (!plan.length) return out
    const values: unknown[] = []
    const parts = plan.map((t) => {
      values.push(t.word, prefixEnd(t.word), t.stems)
      const n = values.length
      return `SELECT $${n - 2}::text AS t WHERE EXISTS (SELECT 1 FROM search_index_words WHERE word >= $${n - 2} AND word < $${n - 1})
              OR EXISTS (SELECT 1 FROM search_index_words WHERE word = ANY($${n}::text[]))`
    })
    const { rows } = await this.pool.query(parts.join(' UNION ALL '), values)
    for (const r of rows) out.add(String(r.t))
    return out
  }

  async candidates(of: string[], limit: number): Promise<VocabularyEntry[]> {
    const near = [...new Set(of)].filter((w) => w.length >= 3).slice(0, 4)
    if (!near.length) return []
    const parts = near.map(
      (_, i) =>
        `(SELECT word, is_word, similarity(word, $${i + 1}) AS s FROM search_index_words WHERE word % $${i + 1})`,
    )
    const { rows } = await this.pool.query(
      `SELECT word, bool_or(is_word) AS is_word, max(s) AS s FROM (${parts.join(' UNION ALL ')}) c
        GROUP BY word ORDER BY max(s) DESC, word LIMIT $${near.length + 1}`,
      [...near, limit],
    )
    return rows.map((r) => ({ word: String(r.word), isWord: r.is_word === true }))
  }
}
