/**
 * The listing's repository (issue 54, ADR 0045): its page, its total, its values and its filters' counts
 * as SQL on Payload's own tables (payload.db.drizzle), the same statements on SQLite and PostgreSQL.
 * One rule for every read, so the counts are what the links show:
 * - only published products (what the shop's anonymous visitor may read: access publishedOrOperator);
 * - a product's category and fragrance names in the language are the ones its card shows: its own, or —
 *   where that is empty (null or '') in a language other than the default — the default language's
 *   (Payload's fallback for text fields). A product without an English category is listed, filtered and
 *   counted in English under its Italian one, as its card names it. The same for the sort by name;
 * - a product's price is the one its card charges: during a sale, the sale's (`sales`, the single piece's
 *   price under the sales running when the page is made; the page's cache key names the sale period),
 *   each sale's products read from the sales' tables, never bound one by one (`covers`).
 */
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { DEFAULT_LANG, type Lang } from '@/i18n/locales'
import type { PieceSaleTerm } from '@/features/pricing/server'
import { env } from '@/lib/env'
import { PRICE_BANDS, bandBounds } from './listing-params'
import type { FacetGroups, Group } from './listing-facets'
import { listingConditions, type Condition, type ResolvedFilters, type SortKey } from './listing-where'

type Row = Record<string, unknown>
type Db = { all?(q: SQL): Promise<Row[]>; execute?(q: SQL): Promise<{ rows: Row[] }> }

async function rows(payload: Payload, q: SQL): Promise<Row[]> {
  const db = (payload.db as unknown as { drizzle: Db }).drizzle
  return env.usePostgres ? (await db.execute!(q)).rows : db.all!(q)
}

/** A localized text of the row `owner` (a column of the outer query) in `lang`, with the card's fallback. */
function localized(table: string, column: string, owner: SQL, lang: Lang): SQL {
  const read = (l: Lang) =>
    sql`(SELECT l.${sql.identifier(column)} FROM ${sql.identifier(table)} l WHERE l."_parent_id" = ${owner} AND l."_locale" = ${l})`
  return lang === DEFAULT_LANG ? read(lang) : sql`coalesce(nullif(${read(lang)}, ''), ${read(DEFAULT_LANG)})`
}

const category = (lang: Lang) => localized('products_locales', 'category', sql`p."id"`, lang)
const sortName = (lang: Lang) => localized('products_locales', 'sort_name', sql`p."id"`, lang)
const fragranceName = (lang: Lang) => localized('products_fragrance_locales', 'name', sql`f."id"`, lang)

/**
 * Sold out as the card shows it (listing-where.ts isOutOfStock): switched off, or no pieces — of any
 * fragrance where the operator counts pieces per fragrance (a number on any of them). Never null.
 */
const soldOut = sql`(coalesce(p."instock" = false, false) OR CASE
    WHEN EXISTS (SELECT 1 FROM "products_fragrance" s WHERE s."_parent_id" = p."id" AND s."stock" IS NOT NULL)
    THEN NOT EXISTS (SELECT 1 FROM "products_fragrance" s WHERE s."_parent_id" = p."id" AND s."stock" > 0)
    ELSE NOT (coalesce(p."stock", 0) > 0) END)`

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )
const oneOf = (expr: SQL, values: readonly (string | number)[]) =>
  values.length ? sql`${expr} IN (${list(values)})` : sql`1 = 0`

const numeric = (v: number) => sql`CAST(${v} AS NUMERIC)`
const asId = (id: string) => (/^\d+$/.test(id) ? Number(id) : id)

/**
 * Whether the sale of `term` covers the product p, read from the sales' own tables (a sale's products
 * are never bound: a sale over a catalogue of thousands binds as much as one over a single product):
 * the sale's chosen products (`sales_rels`), or — a category sale — the products whose Italian
 * category at the moment the page is made is the sale's (the category history's latest row then,
 * pricing/membership.ts categorySaleCover).
 */
function covers(term: PieceSaleTerm): SQL {
  if (term.category === null)
    return sql`EXISTS (SELECT 1 FROM "sales_rels" r WHERE r."parent_id" = ${asId(term.sale)}
      AND r."path" = 'products' AND r."products_id" = p."id")`
  return sql`(SELECT trim(h."category") FROM "category_history" h WHERE h."product_id" = p."id" AND h."from" <= ${term.at}
      ORDER BY h."from" DESC, h."id" DESC LIMIT 1) = ${term.category.trim()}`
}

/**
 * The single piece's price in euros as its card shows it: the lowest of the list price and each running
 * sale covering the product (pricing/sale.ts piecePriceCents, the same rounding to the cent).
 */
function priceOf(sales: readonly PieceSaleTerm[]): SQL {
  if (!sales.length) return sql`p."price"`
  const list = sql`CAST(p."price" AS NUMERIC)`
  const cuts = sales.map((s) => {
    const price =
      s.percent !== null
        ? sql`round(round(p."price" * 100) * ${numeric(100 - s.percent)} / 100) / 100`
        : numeric((s.priceCents ?? 0) / 100)
    return sql`CASE WHEN ${covers(s)} THEN ${price} ELSE ${list} END`
  })
  // The lowest of its arguments: LEAST on PostgreSQL, the many-argument min() on SQLite.
  const lowest = env.usePostgres ? sql.raw('least') : sql.raw('min')
  return sql`${lowest}(${list}, ${sql.join(cuts, sql`, `)})`
}

const inBand = (price: SQL, from: number, to: number | null) =>
  to === null ? sql`${price} >= ${from}` : sql`${price} >= ${from} AND ${price} < ${to}`

function condition(c: Condition, lang: Lang, sales: readonly PieceSaleTerm[]): SQL {
  switch (c.kind) {
    case 'category':
      return oneOf(category(lang), c.in)
    case 'fragrance':
      return sql`EXISTS (SELECT 1 FROM "products_fragrance" f WHERE f."_parent_id" = p."id" AND ${oneOf(fragranceName(lang), c.in)})`
    case 'price':
      return inBand(priceOf(sales), c.from, c.to)
    case 'sold-out':
      return c.out ? soldOut : sql`NOT (${soldOut})`
  }
}

/** The `WHERE` of the products (alias p) passing `conditions`, published only. */
const where = (conditions: readonly Condition[], lang: Lang, sales: readonly PieceSaleTerm[] = []) =>
  sql.join([sql`p."_status" = 'published'`, ...conditions.map((c) => sql`(${condition(c, lang, sales)})`)], sql` AND `)

const num = (v: unknown) => Number(v ?? 0)

/**
 * A sort key as the card shows it, never null: SQLite orders NULL first and PostgreSQL last, so a product
 * whose featured order or date the operator cleared moved from one end of the listing to the other with
 * the database. Its card says position 0 and its creation date (view.ts): it is ordered so on both.
 */
function sortColumn(key: SortKey['key'], lang: Lang, sales: readonly PieceSaleTerm[]): SQL {
  switch (key) {
    case 'price':
      return priceOf(sales)
    case 'sortName':
      return sql`coalesce(${sortName(lang)}, '')`
    case 'position':
      return sql`coalesce(p."position", 0)`
    case 'date':
      return sql`coalesce(p."date", p."created_at")`
    default:
      return sql`p.${sql.identifier(key)}`
  }
}

/** The ids of one page of the listing, in its order, and how many products the listing has. */
export async function listingPage(
  payload: Payload,
  lang: Lang,
  conditions: readonly Condition[],
  order: readonly SortKey[],
  limit: number,
  offset: number,
  sales: readonly PieceSaleTerm[] = [],
): Promise<{ ids: (string | number)[]; total: number }> {
  const by = order.map(({ key, desc }) => {
    const col = sortColumn(key, lang, sales)
    return desc ? sql`${col} DESC` : sql`${col} ASC`
  })
  const w = where(conditions, lang, sales)
  const [page, total] = await Promise.all([
    rows(
      payload,
      sql`SELECT p."id" AS "id" FROM "products" p WHERE ${w} ORDER BY ${sql.join(by, sql`, `)} LIMIT ${limit} OFFSET ${offset}`,
    ),
    rows(payload, sql`SELECT count(*) AS "n" FROM "products" p WHERE ${w}`),
  ])
  return { ids: page.map((r) => r.id as string | number), total: num(total[0]?.n) }
}

/** The distinct categories or fragrance names of the published products in the language (fallback included). */
export async function listingValues(payload: Payload, lang: Lang, field: 'category' | 'fragrance'): Promise<string[]> {
  const q =
    field === 'category'
      ? sql`SELECT DISTINCT ${category(lang)} AS "v" FROM "products" p WHERE ${where([], lang)}`
      : sql`SELECT DISTINCT ${fragranceName(lang)} AS "v" FROM "products" p
            JOIN "products_fragrance" f ON f."_parent_id" = p."id" WHERE ${where([], lang)}`
  return (await rows(payload, q)).map((r) => r.v).filter((v): v is string => typeof v === 'string' && v.trim() !== '')
}

const groups = (r: Row[]): Group[] => r.map((x) => ({ value: typeof x.v === 'string' ? x.v : null, count: num(x.n) }))

/** `expr` with each stored spelling of `aliases` replaced by its form's one spelling (listing-facets.ts). */
const oneSpelling = (expr: SQL, aliases: readonly (readonly [string, string])[]) =>
  aliases.length
    ? sql`CASE ${expr} ${sql.join(
        aliases.map(([from, to]) => sql`WHEN ${from} THEN ${to}`),
        sql` `,
      )} ELSE ${expr} END`
    : expr

/**
 * The filters' counts, one grouped count per filter over the products passing all the other filters:
 * per category, per fragrance name (each product once per name it has, its spellings of one name counted
 * once: `aliases`, listing-facets.ts spellingAliases), sold out or not, per price range.
 */
export async function facetGroups(
  payload: Payload,
  lang: Lang,
  f: ResolvedFilters,
  aliases: readonly (readonly [string, string])[] = [],
  sales: readonly PieceSaleTerm[] = [],
): Promise<FacetGroups> {
  const others = (skip: 'categories' | 'fragrances' | 'stock' | 'price') =>
    where(listingConditions(f, skip), lang, sales)
  // Over the prices read once per product (the sale expression once, not once per range).
  const band = (i: number) => {
    const { from, to } = bandBounds(PRICE_BANDS[i]!)
    return sql`sum(CASE WHEN ${inBand(sql`x."price"`, from, to)} THEN 1 ELSE 0 END) AS ${sql.identifier(`b${i}`)}`
  }
  const [categories, fragrances, stock, price] = await Promise.all([
    rows(
      payload,
      sql`SELECT x."v" AS "v", count(*) AS "n"
          FROM (SELECT ${category(lang)} AS "v" FROM "products" p WHERE ${others('categories')}) x
          GROUP BY x."v"`,
    ),
    rows(
      payload,
      sql`SELECT y."v" AS "v", count(DISTINCT y."pid") AS "n"
          FROM (SELECT x."pid" AS "pid", ${oneSpelling(sql`x."v"`, aliases)} AS "v"
                FROM (SELECT p."id" AS "pid", ${fragranceName(lang)} AS "v" FROM "products" p
                      JOIN "products_fragrance" f ON f."_parent_id" = p."id" WHERE ${others('fragrances')}) x) y
          GROUP BY y."v"`,
    ),
    rows(
      payload,
      sql`SELECT count(*) AS "n", sum(CASE WHEN ${soldOut} THEN 1 ELSE 0 END) AS "out"
          FROM "products" p WHERE ${others('stock')}`,
    ),
    rows(
      payload,
      sql`SELECT ${sql.join(
        PRICE_BANDS.map((_, i) => band(i)),
        sql`, `,
      )} FROM (SELECT ${priceOf(sales)} AS "price" FROM "products" p WHERE ${others('price')}) x`,
    ),
  ])
  const s = stock[0] ?? {}
  return {
    categories: groups(categories),
    fragrances: groups(fragrances),
    stock: { in: num(s.n) - num(s.out), out: num(s.out) },
    price: PRICE_BANDS.map((_, i) => num(price[0]?.[`b${i}`])),
  }
}
