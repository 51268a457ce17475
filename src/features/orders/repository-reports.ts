import { and, eq, gte, inArray, lt, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { allPages } from '@/lib/pages'
import type { Order } from '@/payload-types'
import type { OrderStatus } from './lifecycle'

/**
 * The orders as reports read them: the operator's and the accountant's exports, the /cms dashboard, the
 * metrics, the backup's manifest. Reads only, each one query (or one paginated query) as its report
 * needs it; the reports do their sums and their days in Italy themselves (features/orders/repository.ts
 * is the order's own reads and writes).
 */

const PAGE = 200

type Col = never
type Table = Record<string, Col>
type Query = Promise<Record<string, unknown>[]> & {
  where(w: unknown): Query
  innerJoin(t: unknown, on: unknown): Query
  groupBy(...g: unknown[]): Query
  orderBy(...o: unknown[]): Query
  limit(n: number): Query
}
type Db = { select(f: unknown): { from(t: unknown): Query } }
const database = (payload: Payload) => {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  return { db: a.drizzle, orders: a.tables.orders!, items: a.tables.orders_items!, events: a.tables.payment_events! }
}

/** Every order created from `since` (included) to `until` (excluded), instants, oldest first. */
export const ordersCreatedBetween = (payload: Payload, since: string, until: string): Promise<Order[]> =>
  allPages((page) =>
    payload.find({
      collection: 'orders',
      where: { createdAt: { greater_than_equal: since, less_than: until } },
      sort: 'createdAt',
      page,
      limit: PAGE,
      depth: 0,
      overrideAccess: true,
    }),
  )

/** How many orders each customer account has (accounts with none are not in the map). */
export async function orderCountsByUser(payload: Payload): Promise<Map<string | number, number>> {
  const counts = new Map<string | number, number>()
  const orders = await allPages((page) =>
    payload.find({
      collection: 'orders',
      where: { user: { exists: true } },
      page,
      limit: PAGE,
      depth: 0,
      overrideAccess: true,
      select: { user: true },
    }),
  )
  for (const o of orders) {
    const id = typeof o.user === 'object' && o.user ? o.user.id : o.user
    if (id !== null && id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

/** Every order that took a discount code, in one of these statuses: the code's figures. */
export const ordersWithCode = (payload: Payload, statuses: readonly OrderStatus[]) =>
  allPages((page) =>
    payload.find({
      collection: 'orders',
      where: { and: [{ discountCode: { exists: true } }, { status: { in: [...statuses] } }] },
      page,
      limit: PAGE,
      depth: 0,
      overrideAccess: true,
      select: { discountCode: true, discount: true, codeDiscount: true, totalAmount: true },
    }),
  )

/** Every order with an invoice number of the year (YYYY), in the numbers' order: the accountant's export. */
export const ordersInvoicedIn = (payload: Payload, year: string): Promise<Order[]> =>
  allPages((page) =>
    payload.find({
      collection: 'orders',
      where: { invoiceNumber: { like: `${year}/` } },
      sort: 'invoiceNumber',
      page,
      limit: PAGE,
      depth: 0,
      overrideAccess: true,
    }),
  )

/** The order a credit note refers to (a refund's order), or null when there is none (or it cannot be read). */
export const orderOfCreditNote = (payload: Payload, id: string): Promise<Order | null> =>
  payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true }).catch(() => null)

/** The invoice number of every invoiced order (the backup's manifest names their years). */
export async function invoiceNumbers(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { invoiceNumber: { exists: true } },
    select: { invoiceNumber: true },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((d) => String(d.invoiceNumber ?? ''))
}

/** One order's figures for the dashboard, as the database returns them. */
export type OrderFactRow = { id: unknown; createdAt: unknown; status: unknown; total: unknown; trade: unknown }

/** The dashboard's orders: every order created from `since` (included) to `until` (excluded). */
export async function orderFactsBetween(payload: Payload, since: string, until: string): Promise<OrderFactRow[]> {
  const { db, orders: o } = database(payload)
  return (await db
    .select({ id: o.id, createdAt: o.createdAt, status: o.status, total: o.totalAmount, trade: o.trade })
    .from(o)
    .where(and(gte(o.createdAt, since), lt(o.createdAt, until)))) as OrderFactRow[]
}

/** Refunds (cents) per order placed since `since`, summed in the database. */
export async function refundsPerOrderSince(payload: Payload, since: string) {
  const { db, orders: o, events: e } = database(payload)
  return (await db
    .select({ order: e.order, cents: sql<number>`coalesce(sum(${e.amount}), 0)` })
    .from(e)
    .innerJoin(o, eq(e.order, o.id))
    .where(and(eq(e.type, 'refund' as never), gte(o.createdAt, since)))
    .groupBy(e.order)) as { order: number; cents: number | string }[]
}

/**
 * The five products sold most (pieces) by the orders created in the window in one of the `paid`
 * statuses, with their lines' amount, summed in the database per product (per SKU for a line whose
 * product was deleted); `name` and `sku` are one of its lines'.
 */
export async function bestSellingLines(payload: Payload, w: { since: string; until: string }, paid: string[]) {
  const { db, items: i, orders: o } = database(payload)
  const quantity = sql<number>`sum(${i.quantity})`
  return (await db
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
}

/** How many orders were created from `since` (included) to `until` (excluded). */
export async function countOrdersCreatedBetween(payload: Payload, since: string, until: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'orders',
    where: { createdAt: { greater_than_equal: since, less_than: until } },
    overrideAccess: true,
  })
  return totalDocs
}

/** How many orders are in each of these statuses (a status with none has no row). */
export async function countOrdersInStatuses(payload: Payload, statuses: OrderStatus[]) {
  const { db, orders: o } = database(payload)
  return (await db
    .select({ status: o.status, n: sql<number>`count(*)` })
    .from(o)
    .where(inArray(o.status, statuses))
    .groupBy(o.status)) as { status: unknown; n: unknown }[]
}

/** The held payments waiting for the operator (ADR 0031), the oldest `limit`: the order's total and what was paid. */
export const oldestHeldPayments = async (payload: Payload, limit: number) =>
  (
    await payload.find({
      collection: 'orders',
      where: { status: { equals: 'needs-attention' } },
      sort: 'createdAt',
      limit,
      depth: 0,
      overrideAccess: true,
      select: { totalAmount: true, heldPayment: { amount: true } },
    })
  ).docs

/** Every status's count of orders and their totals summed (the metrics' gauges); a status with none has no row. */
export async function orderTotalsByStatus(payload: Payload) {
  const { db, orders: o } = database(payload)
  return (await db
    .select({ status: o.status, n: sql<number>`count(*)`, total: sql<number>`coalesce(sum(${o.totalAmount}), 0)` })
    .from(o)
    .groupBy(o.status)) as { status: string; n: number | string; total: number | string }[]
}
