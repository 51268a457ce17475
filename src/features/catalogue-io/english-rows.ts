import { asc, inArray } from '@payloadcms/db-sqlite/drizzle'
import { sortKey } from '@/lib/sort-key'
import type { NextProduct } from './plan'
import type { InTransaction } from './transaction'

/**
 * A new product's English texts, added to the draft version its Italian create just wrote (issue 54:
 * 10,000 rows in under 5 minutes). A second Local API save in English would write a whole second version
 * (some 15 statements a product, half the import's time); a new product is a draft, for which that save's
 * hooks do nothing now (price and category history skip drafts; caches, search index and stock alerts
 * follow once after the commit, run.ts), so its English rows are inserted here instead, as that save
 * would store them: name (and the listing's sort key), summary and category, each variant's name — for
 * all the new products together, once they are created, a few statements per 500 products.
 */
type Db = {
  select(fields: Record<string, unknown>): {
    from(table: unknown): {
      where(w: unknown): {
        orderBy(...o: unknown[]): Promise<Record<string, unknown>[]>
      }
    }
  }
  insert(table: unknown): { values(rows: Record<string, unknown>[]): Promise<unknown> }
}
type Table = Record<string, unknown>
/** A product the import just created (a draft, its Italian texts saved) and what its English ones are. */
export type NewDraft = { id: number | string; next: NextProduct }

/** Products per statement: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 500

export async function addEnglishToNewDrafts(tx: InTransaction, made: readonly NewDraft[]) {
  for (let i = 0; i < made.length; i += CHUNK) await addChunk(tx, made.slice(i, i + CHUNK))
}

async function addChunk(tx: InTransaction, made: readonly NewDraft[]) {
  const { db: raw, tables } = tx.db()
  const db = raw as Db
  const versions = tables._products_v as Table
  const locales = tables._products_v_locales as Table
  const variants = tables._products_v_version_fragrance as Table
  const variantLocales = tables._products_v_version_fragrance_locales as Table
  // Each new product's one version (its create's): the newest by id, should there be more.
  const found = await db
    .select({ id: versions.id, parent: versions.parent })
    .from(versions)
    .where(inArray(versions.parent as never, made.map((m) => m.id) as never[]))
    .orderBy(asc(versions.id as never))
  const versionOf = new Map(found.map((v) => [String(v.parent), v.id]))
  const version = (m: NewDraft) => {
    const v = versionOf.get(String(m.id))
    if (v === undefined) throw new Error(`no version of the new product ${String(m.id)}`)
    return v
  }
  await db.insert(locales).values(
    made.map((m) => ({
      version_name: m.next.name.en,
      version_sortName: sortKey(m.next.name.en),
      version_category: m.next.category.en,
      version_product_summary: m.next.summary.en || null,
      _locale: 'en',
      _parentID: version(m),
    })),
  )
  const withVariants = made.filter((m) => m.next.variants.length)
  if (!withVariants.length) return
  const rows = await db
    .select({ id: variants.id, parent: variants._parentID })
    .from(variants)
    .where(inArray(variants._parentID as never, withVariants.map(version) as never[]))
    .orderBy(asc(variants._parentID as never), asc(variants._order as never))
  const rowsOf = new Map<string, unknown[]>()
  for (const r of rows) rowsOf.set(String(r.parent), [...(rowsOf.get(String(r.parent)) ?? []), r.id])
  await db.insert(variantLocales).values(
    withVariants.flatMap((m) => {
      const ids = rowsOf.get(String(version(m))) ?? []
      if (ids.length !== m.next.variants.length)
        throw new Error(`the new product ${String(m.id)} has ${ids.length} variants, not ${m.next.variants.length}`)
      return ids.map((id, i) => ({ name: m.next.variants[i]!.name.en, _locale: 'en', _parentID: id }))
    }),
  )
}
