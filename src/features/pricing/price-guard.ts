import type { Payload } from 'payload'
import { toCents } from '@/lib/money'
import type { PricePoint } from './lowest-price'
import { variantPrice, type Sale } from './sale'
import { loadHistory, loadSales } from './data'

/**
 * A list-price change while a sale runs (issue 54's bulk edits), pure: a running sale announces its
 * reduction against the lowest price of the 30 days before it (sale.ts). A new list price that would
 * make a running announcement untrue — the reduction gone, a different previous price, or the price
 * charged going up while "on sale" — is refused until the sale ends; a cut that only deepens the
 * reduction is allowed. `history` is the product's list prices by set (0 the single piece).
 */
export function saleBreakingChange(
  history: ReadonlyMap<number, readonly PricePoint[]>,
  sales: readonly Sale[],
  now: Date,
  newCents: number,
): Sale | null {
  const base = history.get(0) ?? []
  if (!base.length) return null
  const newBase = [...base, { from: now, cents: newCents }]
  for (const [set, list] of [[0, base] as const, ...[...history].filter(([s]) => s !== 0)]) {
    const before = variantPrice({ list, base: set === 0 ? list : base }, sales, now)
    if (!before?.reduction) continue
    const after = variantPrice({ list: set === 0 ? newBase : list, base: newBase }, sales, now)
    if (!after?.reduction || after.cents > before.cents || after.reduction.cents !== before.reduction.cents)
      return sales.find((s) => s.ends.getTime() === before.validUntil?.getTime()) ?? sales[0]!
  }
  return null
}

const when = (d: Date) => d.toLocaleString('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'short' })

/**
 * The rule as the import asks it: the reason (Italian) a published product's new price is refused, or
 * null. Loads the sales and the price history once; nothing when no sale runs.
 */
export async function salePriceRule(
  payload: Payload,
  now = new Date(),
): Promise<(productId: string, newPrice: number) => string | null> {
  const sales = (await loadSales(payload)).filter((s) => s.starts <= now && now < s.ends)
  if (!sales.length) return () => null
  const history = await loadHistory(payload)
  return (productId, newPrice) => {
    const on = sales.filter((s) => s.productIds.includes(productId))
    if (!on.length) return null
    const sale = saleBreakingChange(history.get(productId) ?? new Map(), on, now, toCents(newPrice))
    return sale
      ? `Il prodotto è in promozione fino al ${when(sale.ends)}: il nuovo prezzo cambierebbe lo sconto annunciato rispetto al prezzo più basso degli ultimi 30 giorni. Cambialo dopo la fine della promozione.`
      : null
  }
}
