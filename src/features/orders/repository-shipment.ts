import { and, eq, isNull, lt, or } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'

/**
 * The carrier's side of an order (features/carriers, ADR 0042): the order a tracking event names by its
 * parcel, and the event's status recorded in one conditional statement — only when it is newer than the
 * one stored, so the same event twice (or an older one late) changes nothing, whoever runs it.
 */

type Column = never
type Db = {
  update(t: unknown): {
    set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<{ id: unknown }[]> } }
  }
}

/** The orders table and its shipment columns (Payload names a group's columns `group_field`). */
function shipmentColumns(payload: Payload) {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, Record<string, Column>> }
  const t = a.tables.orders!
  const col = (name: string) => {
    const c = t[`shipment_${name}`]
    if (!c) throw new Error(`orders table has no shipment_${name}`)
    return c
  }
  col('status')
  return { db: a.drizzle, t, parcel: col('parcelId'), at: col('statusAt') }
}

const PARCEL = /^[\w-]{1,64}$/

/** The order whose carrier shipment has this parcel (null for any other, or a malformed id). */
export async function findOrderByParcel(payload: Payload, parcelId: string): Promise<Order | null> {
  if (!PARCEL.test(parcelId)) return null
  const found = await payload.find({
    collection: 'orders',
    where: { 'shipment.parcelId': { equals: parcelId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * Records a tracking status on the order with this parcel, if the event (`at`, ISO) is newer than the one
 * stored: one statement. The order's id when it was recorded, null when nothing changed.
 */
export async function recordTrackingStatus(
  payload: Payload,
  parcelId: string,
  status: string,
  at: string,
): Promise<Order['id'] | null> {
  if (!PARCEL.test(parcelId)) return null
  const { db, t, parcel, at: atCol } = shipmentColumns(payload)
  const rows = await db
    .update(t)
    .set({ shipment_status: status, shipment_statusAt: at, updatedAt: new Date().toISOString() })
    .where(and(eq(parcel, parcelId as never), or(isNull(atCol), lt(atCol, at as never))))
    .returning({ id: (t as Record<string, Column>).id })
  return rows.length === 1 ? (rows[0]!.id as Order['id']) : null
}
