import { and, eq, gte, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { cacheTags, revalidate } from '@/lib/cache'
import { log } from '@/lib/logger'
import type { LiveStock } from '@/features/products/server'
import { afterStockChange } from '@/features/stock-alerts/server'
import type { Order } from '@/payload-types'
import { orderLines } from '@/features/cart'

/**
 * Stock is a promise kept by the database (ADR 0009). Creating an order reserves its pieces with one
 * conditional statement per stock unit — "take n where at least n are left" — so two buyers, in one
 * process or several, can never both take the last piece. Payment turns the reservation into a sale
 * (nothing more to take); an order that expires or is cancelled gives its pieces back.
 *
 * A stock unit is a product, or one fragrance of a product whose operator keeps stock per fragrance
 * (a number in the fragrance's Stock field): unit keys `p:<product>` and `f:<product>:<fragrance row>`.
 */

export type StockLine = { productId: string; quantity: number; sets: string; fragrance?: string }
/** How the product of a line keeps its stock: the fragrance rows that count their own (by name, in any language). */
export type StockKeeping = { byFragrance: Map<string, string> | null }

/** Pieces per stock unit: a set of N counts N pieces, and the same unit on several lines counts once. */
export function piecesByUnit(
  lines: readonly StockLine[],
  keeping: (productId: string) => StockKeeping = () => ({ byFragrance: null }),
): Map<string, number> {
  const pieces = new Map<string, number>()
  for (const l of lines) {
    if (!l.productId) continue
    const perUnit = l.sets ? Math.max(1, Number(l.sets) || 1) : 1
    const row = keeping(l.productId).byFragrance?.get(l.fragrance ?? '')
    const key = row ? `f:${l.productId}:${row}` : `p:${l.productId}`
    pieces.set(key, (pieces.get(key) ?? 0) + l.quantity * perUnit)
  }
  return pieces
}

/** The product a unit key belongs to. */
export const unitProduct = (key: string) => key.split(':')[1] ?? ''

type Localized = string | Record<string, string | null | undefined> | null | undefined
type FragranceRow = { id?: string | null; name?: Localized; stock?: number | null }

/** The fragrance rows of each product that count their own stock, by their names in every language. */
async function stockKeeping(payload: Payload, productIds: string[]) {
  const ids = [...new Set(productIds.filter(Boolean))]
  const keeping = new Map<string, StockKeeping>()
  if (!ids.length) return keeping
  const res = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    locale: 'all' as never,
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    select: { fragrance: true },
  })
  for (const p of res.docs) {
    const rows = ((p as { fragrance?: FragranceRow[] | null }).fragrance ?? []).filter((r) => r.id)
    const counted = rows.some((r) => typeof r.stock === 'number')
    if (!counted) continue
    const byName = new Map<string, string>()
    for (const r of rows) {
      const names = typeof r.name === 'object' && r.name ? Object.values(r.name) : [r.name]
      for (const n of names) if (n) byName.set(n, r.id!)
    }
    keeping.set(String(p.id), { byFragrance: byName })
  }
  return keeping
}

/** The pieces of these lines per stock unit, as the products keep their stock now. */
export async function stockUnits(payload: Payload, lines: readonly StockLine[]): Promise<Map<string, number>> {
  const keeping = await stockKeeping(
    payload,
    lines.map((l) => l.productId),
  )
  return piecesByUnit(lines, (id) => keeping.get(id) ?? { byFragrance: null })
}

/** The pieces an order holds in stock (reserved when it was created). */
export const orderPieces = (payload: Payload, order: Pick<Order, 'items'>) => stockUnits(payload, orderLines(order))

type Table = { id: never; stock: never; _parentID?: never }
type Db = {
  update(t: unknown): {
    set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<{ stock: number | null }[]> } }
  }
  select(fields: unknown): {
    from(t: unknown): { where(w: unknown): Promise<{ id: string | number; stock: number | null }[]> }
  }
}

function tables(payload: Payload) {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  return { db: a.drizzle, products: a.tables.products, fragrances: a.tables.products_fragrance }
}

const idValue = (id: string) => (Number.isNaN(Number(id)) ? id : Number(id)) as never

/** The row and condition a unit's stock lives in. */
function unitTarget(payload: Payload, key: string) {
  const { db, products, fragrances } = tables(payload)
  const [kind, product, row] = key.split(':')
  return kind === 'f'
    ? { db, t: fragrances, where: and(eq(fragrances.id, row as never), eq(fragrances._parentID!, idValue(product!))) }
    : { db, t: products, where: eq(products.id, idValue(product!)) }
}

/** The counts in the database now: the product's and those of its fragrance rows (features/products/stock-edit.ts). */
export async function liveStock(payload: Payload, productId: string | number): Promise<LiveStock> {
  const { db, products, fragrances } = tables(payload)
  const id = idValue(String(productId))
  const [own, rows] = await Promise.all([
    db.select({ id: products.id, stock: products.stock }).from(products).where(eq(products.id, id)),
    db.select({ id: fragrances.id, stock: fragrances.stock }).from(fragrances).where(eq(fragrances._parentID!, id)),
  ])
  return { stock: own[0]?.stock ?? null, rows: new Map(rows.map((r) => [String(r.id), r.stock])) }
}

/** Gives pieces back (an order expired, was cancelled or refunded with goods back, or its reservation failed half-way). */
export async function releasePieces(payload: Payload, pieces: Map<string, number>): Promise<void> {
  for (const [key, n] of pieces) {
    const { db, t, where } = unitTarget(payload, key)
    const rows = await db
      .update(t)
      .set({ stock: sql`coalesce(${t.stock}, 0) + ${n}` })
      .where(where)
      .returning({ stock: t.stock })
    // A fragrance renamed or removed since the order: its pieces have no row to go back to.
    if (!rows.length) log.warn('pieces not returned: the stock unit is gone', { unit: key, pieces: n })
  }
  if (!pieces.size) return
  revalidate(cacheTags.products)
  // Whoever waits for these products hears they are back (issue 40): the one place orders give pieces back.
  await afterStockChange(payload, [...new Set([...pieces.keys()].map(unitProduct))])
}

/**
 * Takes the pieces, all or nothing: each unit in one conditional statement (keys in a fixed order);
 * when one has too few left, the pieces already taken are given back. Returns the product that was
 * short, if any.
 */
export async function reservePieces(
  payload: Payload,
  pieces: Map<string, number>,
): Promise<{ ok: true } | { ok: false; productId: string }> {
  const taken = new Map<string, number>()
  let emptied = false
  for (const [key, n] of [...pieces].sort(([a], [b]) => a.localeCompare(b))) {
    const { db, t, where } = unitTarget(payload, key)
    const rows = await db
      .update(t)
      .set({ stock: sql`${t.stock} - ${n}` })
      .where(and(where, gte(t.stock, n as never)))
      .returning({ stock: t.stock })
    if (!rows.length) {
      await releasePieces(payload, taken)
      return { ok: false, productId: unitProduct(key) }
    }
    taken.set(key, n)
    if ((rows[0]!.stock ?? 0) <= 0) emptied = true
  }
  // The storefront shows "out of stock" for a product (or fragrance) with no pieces left.
  if (emptied) revalidate(cacheTags.products)
  log.debug('pieces reserved', { pieces: Object.fromEntries(pieces) })
  return { ok: true }
}
