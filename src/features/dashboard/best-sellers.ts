import { and, eq, gte, inArray, lt, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { Lang } from '@/features/i18n/locales'
import { toCents } from '@/lib/money'

export type BestSeller = { name: string; sku: string; quantity: number; cents: number }

type Query = Promise<Record<string, unknown>[]> & {
  where(w: unknown): Query
  innerJoin(t: unknown, on: unknown): Query
  groupBy(...g: unknown[]): Query
  orderBy(...o: unknown[]): Query
  limit(n: number): Query
}
type Db = { select(f: unknown): { from(t: unknown): Query } }
type Table = Record<string, never>

/**
 * The five products sold most in the window (pieces), with their lines' amount, summed in the database
 * per product (per SKU for a line whose product was deleted). Each is named as the product is named now
 * in the operator's language — an order line keeps the name its buyer saw, in the buyer's language —
 * and by the line's name only when the product is gone.
 */
export async function bestSellers(
  payload: Payload,
  w: { since: string; until: string },
  paid: string[],
  lang: Lang,
): Promise<BestSeller[]> {
  const { drizzle, tables } = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  const i = tables.orders_items!
  const o = tables.orders!
  const quantity = sql<number>`sum(${i.quantity})`
  const rows = (await drizzle
    .select({
      product: sql<number | null>`max(${i.product})`,
      name: sql<string>`max(${i.name})`,
      sku: sql<string | null>`max(${i.sku})`,
      quantity,
      amount: sql<number>`sum(${i.price} * ${i.quantity})`,
    })
    .from(i)
    .innerJoin(o, eq(i._parentID, o.id))
    .where(and(gte(o.createdAt, w.since), lt(o.createdAt, w.until), inArray(o.status, paid)))
    .groupBy(sql`coalesce(cast(${i.product} as text), ${i.sku})`)
    .orderBy(sql`${quantity} desc`)
    .limit(5)) as {
    product: number | string | null
    name: string
    sku: string | null
    quantity: number | string
    amount: number | string
  }[]
  const ids = rows.map((r) => r.product).filter((id): id is number | string => id !== null && id !== undefined)
  const products = ids.length
    ? await payload.find({
        collection: 'products',
        where: { id: { in: ids } },
        locale: lang,
        limit: ids.length,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { name: true },
      })
    : { docs: [] }
  const names = new Map(products.docs.map((p) => [String(p.id), p.name]))
  return rows.map((r) => ({
    name: (r.product !== null && names.get(String(r.product))) || r.name,
    sku: r.sku ?? '',
    quantity: Number(r.quantity),
    cents: toCents(Number(r.amount)),
  }))
}
