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

/**
 * The prices applied to consumers over time: a point at every list-price change and at every start and
 * end of a sale, each the price from that moment on. Sale prices were applied, so they count.
 */
export function appliedHistory(v: Variant, sales: readonly Sale[]): PricePoint[] {
  const moments = new Set<number>([...v.list, ...v.base].map((p) => t(p.from)))
  for (const s of sales) moments.add(t(s.starts)).add(t(s.ends))
  const out: PricePoint[] = []
  for (const m of [...moments].sort((a, b) => a - b)) {
    const p = priceAt(v, sales, new Date(m))
    if (p && out.at(-1)?.cents !== p.cents) out.push({ from: new Date(m), cents: p.cents })
  }
  return out
}

/**
 * The start of the campaign `sale` belongs to: sales of the product that follow one another without a
 * pause (the next starts before or as the previous ends) are one campaign, so a reduction that grows
 * keeps the previous price of its first step.
 */
export function campaignStart(sale: Sale, sales: readonly Sale[]): Date {
  let start = sale.starts
  for (let moved = true; moved;) {
    moved = false
    for (const s of sales)
      if (t(s.starts) < t(start) && t(s.ends) >= t(start)) {
        start = s.starts
        moved = true
      }
  }
  return start
}

/** A variant's price at `at` under `sales` (those covering its product), with what it may announce. */
export function variantPrice(v: Variant, sales: readonly Sale[], at: Date): PriceAt | null {
  const now = priceAt(v, sales, at)
  if (!now) return null
  if (!now.sale) return { cents: now.cents, listCents: null, reduction: null, validUntil: null }
  const announced = reductionAnnouncement(appliedHistory(v, sales), campaignStart(now.sale, sales), now.cents)
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
