import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import { sortKey } from '@/lib/sort-key'

/**
 * The products' sort names by the rule a save writes (lib/sort-key.ts: accents dropped, lower case,
 * spaces collapsed), for every product and version row in every language. The migration that made the
 * column filled it with lower(trim(name)), which keeps accents (and SQLite's lower() keeps "È"): an
 * "Èlfo" saved before it sorted after "Zebra" until its next save. Neither database folds accents
 * portably in SQL, so the rows are read in pages by id and only those that differ are written, a page
 * at a time (a few hundred bound values per statement, whatever the catalogue's size). Running it
 * again changes nothing.
 */
type Row = { id: number | string; name: unknown; sort: unknown }
export type SortNameDb = { all(q: SQL): Promise<Row[]>; run(q: SQL): Promise<unknown> }

const TABLES = [
  { table: 'products_locales', name: 'name', sort: 'sort_name' },
  { table: '_products_v_locales', name: 'version_name', sort: 'version_sort_name' },
] as const
const PAGE = 500

/** Rewrites the sort names that differ from what a save writes; returns how many rows changed. */
export async function refoldSortNames(db: SortNameDb): Promise<number> {
  let changed = 0
  for (const t of TABLES) {
    const [table, name, sort] = [sql.identifier(t.table), sql.identifier(t.name), sql.identifier(t.sort)]
    let after: number | string = 0
    for (;;) {
      const rows = await db.all(
        sql`SELECT "id" AS "id", ${name} AS "name", ${sort} AS "sort" FROM ${table}
            WHERE "id" > ${after} ORDER BY "id" LIMIT ${PAGE}`,
      )
      if (!rows.length) break
      after = rows.at(-1)!.id
      const stale = rows.flatMap((r) => {
        const key = sortKey(r.name)
        return key === (r.sort ?? null) ? [] : [{ id: r.id, key }]
      })
      if (!stale.length) continue
      const cases = sql.join(
        stale.map((s) => sql`WHEN ${s.id} THEN ${s.key}`),
        sql` `,
      )
      const ids = sql.join(
        stale.map((s) => sql`${s.id}`),
        sql`, `,
      )
      await db.run(sql`UPDATE ${table} SET ${sort} = CASE "id" ${cases} END WHERE "id" IN (${ids})`)
      changed += stale.length
    }
  }
  return changed
}
