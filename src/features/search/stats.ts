import { and, desc, eq, gte, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { Lang } from '@/i18n/locales'
import { log } from '@/lib/logger'
import { foldQuery } from './query'
import { romeDay } from '@/lib/rome-day'

type Table = { day: never; lang: never; query: never; count: never; found: never; updatedAt: never }
type Select = {
  from(t: unknown): {
    where(w: unknown): {
      groupBy(...c: unknown[]): {
        orderBy(...o: unknown[]): { limit(n: number): Promise<{ query: string; n: number | string }[]> }
      }
    }
  }
}
type Db = {
  insert(t: unknown): { values(v: unknown): { onConflictDoUpdate(c: unknown): Promise<unknown> } }
  select(fields: unknown): Select
}

const tableOf = (payload: Payload) => {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  return { db: a.drizzle, t: a.tables.search_queries! }
}

/**
 * Counts one search of the results page: one atomic statement (insert, or add one), so searches from
 * any number of processes are all counted. The query is kept folded and cut; nothing about the shopper.
 */
export async function recordSearch(payload: Payload, raw: string, lang: Lang, found: number, at = new Date()) {
  const query = foldQuery(raw).slice(0, 100)
  if (!query) return
  const { db, t } = tableOf(payload)
  const now = at.toISOString()
  try {
    await db
      .insert(t)
      .values({ day: romeDay(at), lang, query, count: 1, found, updatedAt: now, createdAt: now })
      .onConflictDoUpdate({
        target: [t.day, t.lang, t.query],
        set: { count: sql`${t.count} + 1`, found, updatedAt: now },
      })
  } catch (err) {
    // A count lost is no reason to fail the shopper's search.
    log.warn('search: the search was not counted', { error: (err as Error).message })
  }
}

export type SearchReport = { top: { query: string; times: number }[]; fruitless: { query: string; times: number }[] }

/** The last `days` days' most frequent searches and those that found no product (both languages). */
export async function searchReport(payload: Payload, days = 30, limit = 20, now = new Date()): Promise<SearchReport> {
  const { db, t } = tableOf(payload)
  const since = romeDay(new Date(now.getTime() - (days - 1) * 24 * 3600_000))
  const times = sql<number>`sum(${t.count})`
  const read = (fruitless: boolean) =>
    db
      .select({ query: t.query, n: times })
      .from(t)
      .where(fruitless ? and(gte(t.day, since), eq(t.found, 0)) : gte(t.day, since))
      .groupBy(t.query)
      .orderBy(desc(times), t.query)
      .limit(limit)
  const [top, fruitless] = await Promise.all([read(false), read(true)])
  const rows = (r: { query: string; n: number | string }[]) => r.map((x) => ({ query: x.query, times: Number(x.n) }))
  return { top: rows(top), fruitless: rows(fruitless) }
}
