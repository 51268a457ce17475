/**
 * Sale prices (issue 38), pure: the operator's sales and the shop's recorded list-price history give
 * the price of a product's variant at any moment, and what a reduction may announce (lowest-price.ts).
 * A variant is 0 for a single piece, n for the set of n.
 */
import { reductionAnnouncement, type PreviousPrice, type PricePoint } from './lowest-price'

export type Sale = {
  id: string
  starts: Date
  ends: Date
  /** The products it covers (a category sale lists the category's products). */
  productIds: readonly string[]
  /** A category sale's Italian category (it is one Sale per product and period: categorySaleCover). */
  category?: string
  /** A percentage off every variant, or a new price for the single piece (sets keep the same ratio). */
  percent: number | null
  priceCents: number | null
}

export type Reduction = PreviousPrice & { percentOff: number }

/** What a product view carries of an announced reduction: the previous price in euros, its period, the cut. */
export type ShownReduction = { previous: number; days: number; percentOff: number }

/** What a variant costs at a moment: the price charged, and the reduction it may announce. */
export type PriceAt = {
  cents: number
  /** The list price, when a sale makes `cents` lower. */
  listCents: number | null
  /** The announced reduction (previous price = lowest of the 30 days before the campaign), or null. */
  reduction: Reduction | null
  /** The end of the sale that sets the price (JSON-LD `priceValidUntil`). */
  validUntil: Date | null
}

const t = (d: Date) => d.getTime()
const activeAt = (s: Sale, at: Date) => t(s.starts) <= t(at) && t(at) < t(s.ends)

/** The list price in effect at `at`: the last point set at or before it. */
export function listAt(history: readonly PricePoint[], at: Date): number | null {
  let found: PricePoint | null = null
  for (const p of history) if (t(p.from) <= t(at) && (!found || t(p.from) >= t(found.from))) found = p
  return found ? found.cents : null
}

/** The price a sale sets on a variant whose list price is `listCents` (the single piece's is `baseCents`). */
export function salePriceCents(sale: Sale, listCents: number, baseCents: number): number {
  if (sale.percent !== null) return Math.round((listCents * (100 - sale.percent)) / 100)
  if (sale.priceCents === null || baseCents <= 0) return listCents
  return Math.round((listCents * sale.priceCents) / baseCents)
}

type Variant = { list: readonly PricePoint[]; base: readonly PricePoint[] }

/** The price at `at` and the sale that sets it (the lowest of the sales then running), if any. */
function priceAt(v: Variant, sales: readonly Sale[], at: Date): { cents: number; sale: Sale | null } | null {
  const list = listAt(v.list, at)
  if (list === null) return null
  const base = listAt(v.base, at) ?? list
  let best: { cents: number; sale: Sale | null } = { cents: list, sale: null }
  for (const s of sales) {
    if (!activeAt(s, at)) continue
    const cents = salePriceCents(s, list, base)
    if (cents < best.cents) best = { cents, sale: s }
  }
  return best
}

/** A price applied from a moment on, and whether a sale set it (below the list price then). */
export type AppliedPoint = PricePoint & { onSale: boolean }

/**
 * The prices applied to consumers over time: a point at every list-price change and at every start and
 * end of a sale, each the price from that moment on. Sale prices were applied, so they count.
 */
export function appliedHistory(v: Variant, sales: readonly Sale[]): AppliedPoint[] {
  const moments = new Set<number>([...v.list, ...v.base].map((p) => t(p.from)))
  for (const s of sales) moments.add(t(s.starts)).add(t(s.ends))
  const out: AppliedPoint[] = []
  for (const m of [...moments].sort((a, b) => a - b)) {
    const p = priceAt(v, sales, new Date(m))
    const last = out.at(-1)
    if (p && (last?.cents !== p.cents || last.onSale !== Boolean(p.sale)))
      out.push({ from: new Date(m), cents: p.cents, onSale: Boolean(p.sale) })
  }
  return out
}

/**
 * The start of the campaign the sale price in effect at `at` belongs to. Sale prices that follow one
 * another without a pause are one campaign only while the reduction grows (the European Commission's
 * guidance on progressive reductions, 2021/C 526/02 §2.2): each step cheaper than the one before keeps
 * the previous price of the first step. A step dearer than the one before — 40 % off, then 20 % off — is
 * a new reduction, announced against the lowest price of the 30 days before it (the 40 % price). A
 * pause (a list price in between) ends a campaign too. `history` is the variant's `appliedHistory`.
 */
export function campaignStart(history: readonly AppliedPoint[], at: Date): Date {
  let k = -1
  for (let i = 0; i < history.length; i += 1) if (t(history[i]!.from) <= t(at)) k = i
  if (k < 0) return at
  while (k > 0 && history[k - 1]!.onSale && history[k]!.onSale && history[k - 1]!.cents > history[k]!.cents) k -= 1
  return history[k]!.from
}

/** A variant's price at `at` under `sales` (those covering its product), with what it may announce. */
export function variantPrice(v: Variant, sales: readonly Sale[], at: Date): PriceAt | null {
  const now = priceAt(v, sales, at)
  if (!now) return null
  if (!now.sale) return { cents: now.cents, listCents: null, reduction: null, validUntil: null }
  const history = appliedHistory(v, sales)
  const announced = reductionAnnouncement(history, campaignStart(history, at), now.cents)
  return {
    cents: now.cents,
    listCents: listAt(v.list, at),
    reduction: announced && { ...announced.previous, percentOff: announced.percentOff },
    validUntil: now.sale.ends,
  }
}

/**
 * The latest start or end of a sale at or before `at`: the prices change only there, so it keys the
 * cached catalogue — after a boundary the next read is a new entry, not the next save in /cms.
 */
export function priceEpoch(sales: readonly Sale[], at: Date): string {
  let last = 0
  for (const s of sales) for (const m of [t(s.starts), t(s.ends)]) if (m <= t(at) && m > last) last = m
  return last ? new Date(last).toISOString() : 'none'
}

/**
 * What the running sales do to a single piece's price, for a query that filters or sorts by the price a
 * card shows (the listing, ADR 0045): per sale running at `at`, which products it covers and its cut.
 * The query reads the products from the sales' own tables — the sale's chosen products, or for a
 * category sale the products in its category at `at` (the category history, `categorySaleCover`) — so
 * what it binds does not grow with the sale (SQLite binds at most 32,766 values, PostgreSQL 65,535).
 * The piece costs the lowest of its list price and each of these (`priceAt` with list = base).
 */
export type PieceSaleTerm = {
  /** The sale's id (the `sales` row). */
  sale: string
  /** A category sale's Italian category; null: the sale's chosen products. */
  category: string | null
  /** The moment the page is made (a category sale covers the products in its category then), ISO. */
  at: string
  percent: number | null
  priceCents: number | null
}

export function pieceSaleTerms(sales: readonly Sale[], at: Date): PieceSaleTerm[] {
  const terms = new Map<string, PieceSaleTerm>()
  // A category sale is one Sale per product and period (categorySaleCover): one term per sale.
  for (const s of sales)
    if (activeAt(s, at) && s.productIds.length > 0 && (s.percent !== null || s.priceCents !== null))
      terms.set(s.id, {
        sale: s.id,
        category: s.category ?? null,
        at: at.toISOString(),
        percent: s.percent,
        priceCents: s.percent === null ? s.priceCents : null,
      })
  return [...terms.values()]
}

/**
 * A single piece's price in cents under `covering`, the terms covering its product (the same rule as
 * `priceAt` for the piece: list = base).
 */
export function piecePriceCents(listCents: number, covering: readonly PieceSaleTerm[]): number {
  let best = listCents
  for (const t of covering) {
    const cents = t.percent !== null ? Math.round((listCents * (100 - t.percent)) / 100) : (t.priceCents ?? listCents)
    if (cents < best) best = cents
  }
  return best
}
