import { and, eq, gte, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { cacheTags, revalidate } from '@/lib/cache'
import { log } from '@/lib/logger'
import type { Order } from '@/payload-types'
import { orderLines } from './lines'

/**
 * Stock is a promise kept by the database (ADR 0009). Creating an order reserves its pieces with one
 * conditional statement per product — "take n where at least n are left" — so two buyers, in one
 * process or several, can never both take the last piece. Payment turns the reservation into a sale
 * (nothing more to take); an order that expires or is cancelled gives its pieces back.
 */

type Line = { productId: string; quantity: number; sets: string }

/** Pieces per product: a set of N counts N pieces, and the same product on several lines counts once. */
export function piecesByProduct(lines: readonly Line[]): Map<string, number> {
  const pieces = new Map<string, number>()
  for (const l of lines) {
    if (!l.productId) continue
    const perUnit = l.sets ? Math.max(1, Number(l.sets) || 1) : 1
    pieces.set(l.productId, (pieces.get(l.productId) ?? 0) + l.quantity * perUnit)
  }
  return pieces
}

type Products = { id: never; stock: never }
type Db = {
  update(t: unknown): {
    set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<{ stock: number | null }[]> } }
  }
}

function products(payload: Payload) {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, Products> }
  return { db: a.drizzle, t: a.tables.products }
}

const idValue = (id: string) => (Number.isNaN(Number(id)) ? id : Number(id)) as never

/** The pieces an order holds in stock (reserved when it was created). */
export const orderPieces = (order: Pick<Order, 'items'>) =>
  piecesByProduct(orderLines(order).map((l) => ({ productId: l.productId, quantity: l.quantity, sets: l.sets })))

/** Gives pieces back (an order expired, was cancelled, or its reservation failed half-way). */
export async function releasePieces(payload: Payload, pieces: Map<string, number>): Promise<void> {
  const { db, t } = products(payload)
  for (const [id, n] of pieces) {
    await db
      .update(t)
      .set({ stock: sql`coalesce(${t.stock}, 0) + ${n}` })
      .where(eq(t.id, idValue(id)))
      .returning({ stock: t.stock })
  }
  if (pieces.size) revalidate(cacheTags.products)
}

/**
 * Takes the pieces, all or nothing: each product in one conditional statement (ids in a fixed order);
 * when one has too few left, the pieces already taken are given back. Returns the product that was
 * short, if any.
 */
export async function reservePieces(
  payload: Payload,
  pieces: Map<string, number>,
): Promise<{ ok: true } | { ok: false; productId: string }> {
  const { db, t } = products(payload)
  const taken = new Map<string, number>()
  let emptied = false
  for (const [id, n] of [...pieces].sort(([a], [b]) => a.localeCompare(b))) {
    const rows = await db
      .update(t)
      .set({ stock: sql`${t.stock} - ${n}` })
      .where(and(eq(t.id, idValue(id)), gte(t.stock, n as never)))
      .returning({ stock: t.stock })
    if (!rows.length) {
      await releasePieces(payload, taken)
      return { ok: false, productId: id }
    }
    taken.set(id, n)
    if ((rows[0]!.stock ?? 0) <= 0) emptied = true
  }
  // The storefront shows "out of stock" for a product with no pieces left.
  if (emptied) revalidate(cacheTags.products)
  log.debug('pieces reserved', { pieces: Object.fromEntries(pieces) })
  return { ok: true }
}
