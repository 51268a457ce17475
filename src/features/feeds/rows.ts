/**
 * The feeds' repository (issue 54): a page of the published catalogue and the few columns a feed item
 * is made of, read as SQL on Payload's own tables (payload.db.drizzle; the same statements on SQLite and
 * PostgreSQL, as the listing's listing-sql.ts).
 * Payload's paged `find` read the page's arrays and localized rows over the whole catalogue before
 * cutting the page: at 10,000 products a feed took minutes (ADR 0047). Here a page is its ids chosen in
 * SQL and passed through Payload (its read access), then the products' columns with their texts in the
 * language (and the default language's, for Payload's fallback), the fragrances' stock, and the main
 * pictures (through Payload, which makes their URLs): a few statements a page.
 */
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { DEFAULT_LANG, type Lang } from '@/i18n/locales'
import { env } from '@/lib/env'

type Row = Record<string, unknown>
type Db = { all?(q: SQL): Promise<Row[]>; execute?(q: SQL): Promise<{ rows: Row[] }> }

async function rows(payload: Payload, q: SQL): Promise<Row[]> {
  const db = (payload.db as unknown as { drizzle: Db }).drizzle
  return env.usePostgres ? (await db.execute!(q)).rows : db.all!(q)
}

/** A product as a feed reads it: the fields of the Payload document it stands for, by the same names. */
export type FeedRow = {
  id: number
  name: string
  url: string
  sku: string
  gtin: string | null
  category: string
  price: number
  product_summary: string | null
  description: unknown
  instock: boolean | null
  stock: number | null
  fragrance: { stock: number | null }[]
  /** The main picture as Payload reads it (its `url` made by the storage), or null. */
  mainimage: { url?: string | null; updatedAt?: string | null } | null
  trade: { dealerOnly: boolean | null }
  weight: number | null
  packedSize: { length: number | null; width: number | null; height: number | null }
}

/** A number column: PostgreSQL's numeric comes as text, SQLite's as a number. */
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v))
/** A checkbox: SQLite keeps 0/1, PostgreSQL a boolean. */
const bool = (v: unknown): boolean | null => (v === null || v === undefined ? null : Boolean(Number(v)))
/** A rich text: SQLite keeps its JSON as text, PostgreSQL as jsonb (already parsed). */
function json(v: unknown): unknown {
  if (typeof v !== 'string') return v ?? null
  try {
    return JSON.parse(v)
  } catch {
    return v
  }
}

/**
 * Payload's fallback (localization.fallback, afterRead): in a language other than the default, a text
 * that is empty (null or '') takes the default language's, when that has one; a rich text only when null.
 */
function fallback(own: unknown, base: unknown, text: boolean): unknown {
  const missing = own === null || own === undefined || (text && own === '')
  return missing && base ? base : own
}

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/**
 * The products `productIds` as feed rows, in that order; one gone or unpublished since Payload chose the
 * page is left out (a feed never shows a draft, whatever the timing).
 */
export async function feedRows(payload: Payload, lang: Lang, productIds: readonly number[]): Promise<FeedRow[]> {
  if (!productIds.length) return []
  const own = sql`l."_parent_id" = p."id" AND l."_locale" = ${lang}`
  const base = sql`d."_parent_id" = p."id" AND d."_locale" = ${DEFAULT_LANG}`
  const other = lang !== DEFAULT_LANG
  const [products, fragrances] = await Promise.all([
    rows(
      payload,
      sql`SELECT p."id" AS "id", p."url" AS "url", p."sku" AS "sku", p."gtin" AS "gtin", p."price" AS "price",
            p."instock" AS "instock", p."stock" AS "stock", p."mainimage_id" AS "mainimage",
            p."trade_dealer_only" AS "dealer_only", p."weight" AS "weight", p."packed_size_length" AS "size_length",
            p."packed_size_width" AS "size_width", p."packed_size_height" AS "size_height",
            l."name" AS "name", l."category" AS "category", l."product_summary" AS "summary",
            l."description" AS "description"
            ${other ? sql`, d."name" AS "d_name", d."category" AS "d_category", d."product_summary" AS "d_summary", d."description" AS "d_description"` : sql``}
          FROM "products" p LEFT JOIN "products_locales" l ON ${own}
          ${other ? sql`LEFT JOIN "products_locales" d ON ${base}` : sql``}
          WHERE p."id" IN (${ids(productIds)}) AND p."_status" = 'published'`,
    ),
    rows(
      payload,
      sql`SELECT f."_parent_id" AS "product", f."stock" AS "stock" FROM "products_fragrance" f
          WHERE f."_parent_id" IN (${ids(productIds)}) ORDER BY f."_parent_id", f."_order"`,
    ),
  ])
  const stocks = new Map<string, { stock: number | null }[]>()
  for (const f of fragrances) {
    const list = stocks.get(String(f.product)) ?? []
    list.push({ stock: num(f.stock) })
    stocks.set(String(f.product), list)
  }
  const pictures = await mainImages(
    payload,
    products.map((p) => p.mainimage),
  )
  const byId = new Map(products.map((p) => [String(p.id), p]))
  return productIds.flatMap((id): FeedRow[] => {
    const p = byId.get(String(id))
    if (!p) return []
    const text = (column: string) => (other ? fallback(p[column], p[`d_${column}`], true) : p[column]) as string | null
    return [
      {
        id: Number(p.id),
        name: text('name') as string,
        url: p.url as string,
        sku: p.sku as string,
        gtin: (p.gtin as string | null) ?? null,
        category: text('category') as string,
        price: num(p.price) as number,
        product_summary: text('summary'),
        description: other ? fallback(json(p.description), json(p.d_description), false) : json(p.description),
        instock: bool(p.instock),
        stock: num(p.stock),
        fragrance: stocks.get(String(id)) ?? [],
        mainimage:
          p.mainimage === null || p.mainimage === undefined ? null : (pictures.get(String(p.mainimage)) ?? null),
        trade: { dealerOnly: bool(p.dealer_only) },
        weight: num(p.weight),
        packedSize: { length: num(p.size_length), width: num(p.size_width), height: num(p.size_height) },
      },
    ]
  })
}

/**
 * Page `page` of the published catalogue in its order (position, then id), `size` products: their ids
 * and whether more follow. The ids are chosen in SQL and then read through Payload (ids only), so the
 * collection's read access still decides: a product Payload would not show a visitor is left out. (A
 * paged Payload find sorts the whole catalogue with every array of every product joined: on
 * PostgreSQL a quarter of a second a page at 10,000 products.)
 */
export async function feedPage(
  payload: Payload,
  page: number,
  size: number,
): Promise<{ ids: number[]; hasNextPage: boolean }> {
  const found = await rows(
    payload,
    sql`SELECT p."id" AS "id" FROM "products" p WHERE p."_status" = 'published'
        ORDER BY p."position", p."id" LIMIT ${size + 1} OFFSET ${(page - 1) * size}`,
  )
  const ids = found.slice(0, size).map((r) => Number(r.id))
  if (!ids.length) return { ids, hasNextPage: false }
  const readable = (await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { id: true } as never,
  })) as unknown as { docs: { id: number }[] }
  const allowed = new Set(readable.docs.map((d) => Number(d.id)))
  return { ids: ids.filter((id) => allowed.has(id)), hasNextPage: found.length > size }
}

/** The pictures named, by id, in one read: Payload makes each one's URL (the disk's or the bucket's). */
async function mainImages(
  payload: Payload,
  mediaIds: readonly unknown[],
): Promise<Map<string, { url?: string | null; updatedAt?: string | null }>> {
  const wanted = [...new Set(mediaIds.filter((m) => m !== null && m !== undefined).map(String))]
  if (!wanted.length) return new Map()
  const res = (await payload.find({
    collection: 'media',
    where: { id: { in: wanted } },
    limit: wanted.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { url: true, filename: true, prefix: true, updatedAt: true } as never,
  })) as unknown as { docs: { id: number; url?: string | null; updatedAt?: string | null }[] }
  return new Map(res.docs.map((m) => [String(m.id), m]))
}
