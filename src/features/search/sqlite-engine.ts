import type { SearchDoc } from './documents'
import { prefixEnd, toHits, vocabulary, type SearchEngine, type VocabularyEntry } from './engine'
import { trigrams } from './text'
import { fts5Match, type Hit, type TermPlan } from './query'

type Row = Record<string, unknown>
type Statement = { sql: string; args: (string | number)[] }
export type LibsqlLike = {
  execute(stmt: Statement): Promise<{ rows: Row[] }>
  batch(stmts: Statement[], mode: 'write'): Promise<unknown>
}

const CHUNK = 200

/** The embedded shop's index: FTS5 (unicode61, accents removed) over the documents, FTS5 trigram over the words. */
export class SqliteSearch implements SearchEngine {
  constructor(private readonly db: LibsqlLike) {}

  async replace(kind: SearchDoc['kind'], ref: string | null, docs: SearchDoc[]): Promise<void> {
    const stmts: Statement[] = [
      ref === null
        ? { sql: 'DELETE FROM search_index_docs WHERE kind = ?', args: [kind] }
        : { sql: 'DELETE FROM search_index_docs WHERE kind = ? AND ref = ?', args: [kind, ref] },
    ]
    for (const d of docs)
      stmts.push({
        sql: `INSERT INTO search_index_docs (key, kind, ref, lang, title, url, name, body, stems)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, ref = excluded.ref, lang = excluded.lang,
                title = excluded.title, url = excluded.url, name = excluded.name, body = excluded.body, stems = excluded.stems`,
        args: [d.key, d.kind, d.ref, d.lang, d.title, d.url, d.name, d.body, d.stems],
      })
    for (const v of vocabulary(docs))
      stmts.push({
        sql: `INSERT INTO search_index_words (word, is_word) VALUES (?, ?)
              ON CONFLICT (word) DO UPDATE SET is_word = max(is_word, excluded.is_word) WHERE excluded.is_word > is_word`,
        args: [v.word, v.isWord ? 1 : 0],
      })
    for (let i = 0; i < stmts.length; i += CHUNK * 10) await this.db.batch(stmts.slice(i, i + CHUNK * 10), 'write')
  }

  async clear(): Promise<void> {
    await this.db.batch(
      [
        { sql: 'DELETE FROM search_index_docs', args: [] },
        { sql: 'DELETE FROM search_index_words', args: [] },
      ],
      'write',
    )
  }

  async count(): Promise<number> {
    const { rows } = await this.db.execute({ sql: 'SELECT count(*) AS n FROM search_index_docs', args: [] })
    return Number(rows[0]?.n ?? 0)
  }

  async match(plan: TermPlan[], limit: number): Promise<Hit[]> {
    if (!plan.length) return []
    const { rows } = await this.db.execute({
      sql: `SELECT d.kind, d.ref, d.lang, d.title, d.url FROM search_index_fts
              JOIN search_index_docs d ON d.id = search_index_fts.rowid
             WHERE search_index_fts MATCH ? ORDER BY bm25(search_index_fts, 10.0, 2.0, 1.0), d.id LIMIT ?`,
      args: [fts5Match(plan), limit],
    })
    return toHits(rows)
  }

  async known(plan: TermPlan[]): Promise<Set<string>> {
    const out = new Set<string>()
    if (!plan.length) return out
    const parts = plan.map(
      (t) =>
        `SELECT ? AS t WHERE EXISTS (SELECT 1 FROM search_index_words WHERE word >= ? AND word < ?)` +
        ` OR EXISTS (SELECT 1 FROM search_index_words WHERE word IN (${t.stems.map(() => '?').join(', ')}))`,
    )
    const args = plan.flatMap((t) => [t.word, t.word, prefixEnd(t.word), ...t.stems])
    const { rows } = await this.db.execute({ sql: parts.join(' UNION ALL '), args })
    for (const r of rows) out.add(String(r.t))
    return out
  }

  async candidates(of: string[], limit: number): Promise<VocabularyEntry[]> {
    const grams = [...new Set(of.flatMap(trigrams))].slice(0, 24)
    if (!grams.length) return []
    const match = grams.map((g) => `"${g.replace(/"/g, '""')}"`).join(' OR ')
    const { rows } = await this.db.execute({
      sql: `SELECT w.word, w.is_word FROM search_index_trgm JOIN search_index_words w ON w.id = search_index_trgm.rowid
             WHERE search_index_trgm MATCH ? ORDER BY rank LIMIT ?`,
      args: [match, limit],
    })
    return rows.map((r) => ({ word: String(r.word), isWord: Number(r.is_word) === 1 }))
  }
}
