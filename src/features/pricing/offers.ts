/**
 * Offers the operator sets up without a code (issue 38), pure: free shipping from a threshold per zone
 * (the shop's standing "free from 89,69 €" is one of them) and "buy X, get Y free" on a category (3
 * candles for the price of 2: of every 3 pieces the cheapest is free). They apply in the cart's one quote
 * (features/cart/pricing.ts) before a discount code. An automatic percentage on a category for a period
 * is a category sale (sale.ts), which also announces the 30-day price as the law asks.
 */
export type Zone = 'italy' | 'abroad'

/** What the cart calls an offer, in each language. */
export type OfferLabels = { it: string; en: string }

export type Offer =
  | {
      kind: 'free-shipping'
      labels: OfferLabels
      zone: Zone | 'all'
      threshold: number
      starts?: Date | null
      ends?: Date | null
    }
  | {
      kind: 'buy-x-get-y'
      labels: OfferLabels
      /** Italian category name (as sales and codes name them). */
      category: string
      buy: number
      free: number
      starts?: Date | null
      ends?: Date | null
    }

export const isRunning = (o: Pick<Offer, 'starts' | 'ends'>, now: Date) =>
  (!o.starts || o.starts.getTime() <= now.getTime()) && (!o.ends || now.getTime() < o.ends.getTime())

/** The lowest running free-shipping threshold per zone (euros); null: shipping is never free there. */
export function freeShippingFrom(offers: readonly Offer[], now: Date): Record<Zone, number | null> {
  const out: Record<Zone, number | null> = { italy: null, abroad: null }
  for (const o of offers) {
    if (o.kind !== 'free-shipping' || !isRunning(o, now)) continue
    for (const z of ['italy', 'abroad'] as const)
      if ((o.zone === 'all' || o.zone === z) && (out[z] === null || o.threshold < out[z]!)) out[z] = o.threshold
  }
  return out
}

export type OfferLine = { category: string; unitCents: number; quantity: number }
export type OfferResult = {
  /** Cents off each line. */
  perLine: number[]
  applied: { labels: OfferLabels; cents: number }[]
  /** Offers a few more pieces would unlock: how many. */
  missing: { labels: OfferLabels; pieces: number }[]
}

const sameCategory = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * "Buy X, get Y": of the category's pieces in the cart, for every `buy` pieces the `free` cheapest are
 * free (the shop gives the cheaper pieces, as shops do). A line belongs to the first running offer of
 * its category.
 */
export function applyOffers(lines: readonly OfferLine[], offers: readonly Offer[], now: Date): OfferResult {
  const perLine = lines.map(() => 0)
  const applied: OfferResult['applied'] = []
  const missing: OfferResult['missing'] = []
  const taken = new Set<number>()
  for (const o of offers) {
    if (o.kind !== 'buy-x-get-y' || !isRunning(o, now) || o.buy < 2 || o.free < 1 || o.free >= o.buy) continue
    const mine = lines.map((l, i) => i).filter((i) => !taken.has(i) && sameCategory(lines[i]!.category, o.category))
    if (!mine.length) continue
    mine.forEach((i) => taken.add(i))
    const pieces = mine.flatMap((i) => Array.from({ length: lines[i]!.quantity }, () => i))
    const freeCount = Math.floor(pieces.length / o.buy) * o.free
    // The cheapest pieces are the free ones.
    const cheapest = [...pieces].sort((a, b) => lines[a]!.unitCents - lines[b]!.unitCents || a - b).slice(0, freeCount)
    let cents = 0
    for (const i of cheapest) {
      perLine[i] = perLine[i]! + lines[i]!.unitCents
      cents += lines[i]!.unitCents
    }
    if (cents > 0) applied.push({ labels: o.labels, cents })
    const rest = pieces.length % o.buy
    if (rest > 0) missing.push({ labels: o.labels, pieces: o.buy - rest })
  }
  return { perLine, applied, missing }
}
