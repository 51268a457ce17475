import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'

/**
 * The carrier's side of an order (features/carriers, ADR 0042): the order a tracking event names by its
 * parcel, and the event's status recorded in one conditional statement — only when it is newer than the
 * one stored, so the same event twice (or an older one late) changes nothing, whoever runs it. Every parcel
 * of a shipment has its own row (orders_shipment_parcels) and status; the order's `shipment.status` is the
 * summary the carriers feature derives from them.
 */

type Column = never
type Db = {
  update(t: unknown): {
    set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<Record<string, unknown>[]> } }
  }
  select(c: unknown): { from(t: unknown): { where(w: unknown): Promise<Record<string, unknown>[]> } }
}
type Table = Record<string, Column>

/** The orders table, its parcels' table and their columns (Payload names a group's columns `group_field`). */
function tables(payload: Payload) {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  const col = (t: Table, name: string) => {
    const c = t[name]
    if (!c) throw new Error(`no column ${name}`)
    return c
  }
  const orders = a.tables.orders!
  const parcels = a.tables.orders_shipment_parcels
  if (!parcels) throw new Error('no table orders_shipment_parcels')
  return { db: a.drizzle, orders, parcels, col }
}

const PARCEL = /^[\w-]{1,64}$/

/** The order whose carrier shipment has this parcel (any of its parcels; null for a malformed id). */
export async function findOrderByParcel(payload: Payload, parcelId: string): Promise<Order | null> {
  if (!PARCEL.test(parcelId)) return null
  const found = await payload.find({
    collection: 'orders',
    where: {
      or: [{ 'shipment.parcelId': { equals: parcelId } }, { 'shipment.parcels.parcelId': { equals: parcelId } }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * Records a tracking status on the order with this parcel, if the event (`at`, ISO) is newer than the one
 * stored: one statement on the order's row (its summary; an order shipped before parcels had rows).
 */
export async function recordTrackingStatus(
  payload: Payload,
  parcelId: string,
  status: string,
  at: string,
): Promise<Order['id'] | null> {
  if (!PARCEL.test(parcelId)) return null
  const { db, orders: t, col } = tables(payload)
  const atCol = col(t, 'shipment_statusAt')
  const rows = await db
    .update(t)
    .set({ shipment_status: status, shipment_statusAt: at, updatedAt: new Date().toISOString() })
    .where(and(eq(col(t, 'shipment_parcelId'), parcelId as never), or(isNull(atCol), lt(atCol, at as never))))
    .returning({ id: col(t, 'id') })
  return rows.length === 1 ? (rows[0]!.id as Order['id']) : null
}

/**
 * Records one parcel's status, if the event is newer than the parcel's stored one: one statement on its
 * row. The order's id when it was recorded, null when nothing changed (an unknown parcel, a repeat).
 */
export async function recordParcelStatus(
  payload: Payload,
  parcelId: string,
  status: string,
  at: string,
): Promise<Order['id'] | null> {
  if (!PARCEL.test(parcelId)) return null
  const { db, parcels: t, col } = tables(payload)
  const atCol = col(t, 'statusAt')
  const rows = await db
    .update(t)
    .set({ status, statusAt: at })
    .where(and(eq(col(t, 'parcelId'), parcelId as never), or(isNull(atCol), lt(atCol, at as never))))
    .returning({ parent: col(t, '_parentID') })
  return rows.length >= 1 ? (rows[0]!.parent as Order['id']) : null
}

/** Every parcel's latest status on the order (none for an order without parcel rows). */
export async function parcelStatuses(payload: Payload, orderId: Order['id']): Promise<(string | null)[]> {
  const { db, parcels: t, col } = tables(payload)
  const rows = await db
    .select({ status: col(t, 'status') })
    .from(t)
    .where(eq(col(t, '_parentID'), orderId as never))
  return rows.map((r) => (r.status as string | null) ?? null)
}

/** The order's shipment summary and the state of its cancel, written directly (no move, no hooks). */
export async function setShipmentState(
  payload: Payload,
  orderId: Order['id'],
  state: { status?: string; statusAt?: string; cancellation?: string | null },
): Promise<void> {
  const { db, orders: t, col } = tables(payload)
  const set: Record<string, unknown> = { updatedAt: new Date().toISOString() }
  if (state.status !== undefined) set.shipment_status = state.status
  if (state.statusAt !== undefined) set.shipment_statusAt = state.statusAt
  if (state.cancellation !== undefined) set.shipment_cancellation = state.cancellation
  await db
    .update(t)
    .set(set)
    .where(eq(col(t, 'id'), orderId as never))
    .returning({ id: col(t, 'id') })
}
