import { asc, desc, eq } from '@payloadcms/db-sqlite/drizzle'
import { sortKey } from '@/lib/sort-key'
import type { NextProduct } from './plan'
import type { InTransaction } from './transaction'

/**
 * A new product's English texts, added to the draft version its Italian create just wrote (issue 54:
 * 10,000 rows in under 5 minutes). A second Local API save in English would write a whole second version
 * (some 15 statements a product, half the import's time); a new product is a draft, for which that save's
 * hooks do nothing now (price and category history skip drafts; caches, search index and stock alerts
 * follow once after the commit, run.ts), so its English rows are inserted here instead, as that save
 * would store them: name (and the listing's sort key), summary and category, each variant's name.
 */
type Db = {
  select(fields: Record<string, unknown>): {
    from(table: unknown): {
      where(w: unknown): {
        orderBy(
          o: unknown,
        ): Promise<Record<string, unknown>[]> & { limit(n: number): Promise<Record<string, unknown>[]> }
      }
    }
  }
  insert(table: unknown): { values(rows: Record<string, unknown>[]): Promise<unknown> }
}
type Table = Record<string, unknown>

export async function addEnglishToNewDraft(tx: InTransaction, productId: number | string, next: NextProduct) {
  const { db: raw, tables } = tx.db()
  const db = raw as Db
  const versions = tables._products_v as Table
  const locales = tables._products_v_locales as Table
  const variants = tables._products_v_version_fragrance as Table
  const variantLocales = tables._products_v_version_fragrance_locales as Table
  const [version] = await db
    .select({ id: versions.id })
    .from(versions)
    .where(eq(versions.parent as never, productId))
    .orderBy(desc(versions.id as never))
    .limit(1)
  if (!version) throw new Error(`no version of the new product ${String(productId)}`)
  await db.insert(locales).values([
    {
      version_name: next.name.en,
      version_sortName: sortKey(next.name.en),
      version_category: next.category.en,
      version_product_summary: next.summary.en || null,
      _locale: 'en',
      _parentID: version.id,
    },
  ])
  if (!next.variants.length) return
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants._parentID as never, version.id))
    .orderBy(asc(variants._order as never))
  if (rows.length !== next.variants.length)
    throw new Error(`the new product ${String(productId)} has ${rows.length} variants, not ${next.variants.length}`)
  await db
    .insert(variantLocales)
    .values(rows.map((r, i) => ({ name: next.variants[i]!.name.en, _locale: 'en', _parentID: r.id })))
}
