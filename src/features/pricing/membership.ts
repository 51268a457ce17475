/**
 * A category sale over time, pure (issue 52, ADR 0032): the shop records which Italian category each
 * published product is in from each moment on (the products' hook, `category-history`). A category sale
 * covers a product only while the product was in its category, so a product that later moves in or out
 * of the category keeps the history it really had: a past price is what was charged then.
 */
import type { Sale } from './sale'

/** From `from` on, `productId` was in `category` (Italian), until its next row. */
export type Membership = { productId: string; category: string; from: Date }

/** A period of a product in a category: from `from` (inclusive) to `to` (exclusive; null: still). */
export type Period = { from: Date; to: Date | null }

const same = (a: string, b: string) => a.trim() === b.trim()

/** Each product's periods in `category`, from the rows of every product (in any order). */
export function periodsIn(rows: readonly Membership[], category: string): Map<string, Period[]> {
  const byProduct = Map.groupBy(rows, (r) => r.productId)
  const out = new Map<string, Period[]>()
  for (const [productId, mine] of byProduct) {
    const sorted = [...mine].sort((a, b) => a.from.getTime() - b.from.getTime())
    const periods: Period[] = []
    sorted.forEach((r, i) => {
      const next = sorted[i + 1]?.from ?? null
      if (!same(r.category, category)) return
      const last = periods.at(-1)
      // Two rows in a row naming the category (e.g. spaces changed): one period.
      if (last && last.to?.getTime() === r.from.getTime()) last.to = next
      else periods.push({ from: r.from, to: next })
    })
    if (periods.length) out.set(productId, periods)
  }
  return out
}

/**
 * A category sale as the sales of each product it covered: one per period the product spent in the
 * category during the sale, starting and ending where the period and the sale overlap.
 */
export function categorySaleCover(
  sale: Omit<Sale, 'productIds'>,
  category: string,
  rows: readonly Membership[],
): Sale[] {
  const out: Sale[] = []
  for (const [productId, periods] of periodsIn(rows, category))
    for (const p of periods) {
      const starts = Math.max(sale.starts.getTime(), p.from.getTime())
      const ends = Math.min(sale.ends.getTime(), p.to?.getTime() ?? Infinity)
      if (starts < ends) out.push({ ...sale, starts: new Date(starts), ends: new Date(ends), productIds: [productId] })
    }
  return out
}
