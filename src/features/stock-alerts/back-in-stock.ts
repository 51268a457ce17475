/**
 * Back-in-stock alerts, the pure part (issue 40): what of a product can be bought — the product, or each
 * fragrance where stock is counted per fragrance — and what came back between two states of it (a /cms
 * edit, an expired or cancelled order, a refund's restock). An alert is for the product or one of its
 * fragrances; it is sent once, when what it waits for comes back.
 */

export type StockState = {
  /** The operator's "on sale" switch. */
  instock?: boolean | null
  stock?: number | null
  fragrance?: { name?: string | null; stock?: number | null }[] | null
}

/** What an alert waits for: the product as a whole, or one fragrance of it (by name). */
export type AlertTarget = { fragrance: string | null }

const PRODUCT = '*'
const perFragrance = (s: StockState) => (s.fragrance ?? []).some((f) => typeof f.stock === 'number')

/** The things of a product that can be bought now: `*` (the product) and the names of fragrances with pieces. */
export function buyable(s: StockState): Set<string> {
  const out = new Set<string>()
  if (s.instock === false) return out
  if (perFragrance(s)) {
    for (const f of s.fragrance ?? []) if (f.name && (f.stock ?? 0) > 0) out.add(f.name)
    if (out.size) out.add(PRODUCT)
  } else if ((s.stock ?? 0) > 0) {
    out.add(PRODUCT)
    for (const f of s.fragrance ?? []) if (f.name) out.add(f.name)
  }
  return out
}

/** Whether an alert's target can be bought in this state. */
export const isBuyable = (s: StockState, target: AlertTarget): boolean => buyable(s).has(target.fragrance ?? PRODUCT)

/** Whether an alert is due: its target could not be bought before and can now. */
export const cameBack = (before: StockState, after: StockState, target: AlertTarget): boolean =>
  !isBuyable(before, target) && isBuyable(after, target)
