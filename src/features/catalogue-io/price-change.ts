import { fromCents, toCents } from '@/lib/money'
import type { CurrentProduct, ProductEdit } from './columns'

/**
 * A bulk price change (pure): every product of a category (Italian name, any case) up or down by a
 * percentage, rounded to the cent. It becomes ordinary edits, so it is previewed, checked against the
 * running sales and applied exactly like a CSV. Set prices are not changed (they are a /cms edit).
 */
export type PriceChange = { category: string; percent: number }

/** `category=Candele:+5%`, `category=Candele:-10`, `categoria=Vasi:+2,5%`; null when it is not one. */
export function parsePriceChange(text: string): PriceChange | null {
  const m = /^\s*(?:category|categoria)\s*=\s*(.+?)\s*:\s*([+-]\d{1,3}(?:[.,]\d{1,2})?)\s*%?\s*$/i.exec(text)
  if (!m) return null
  const percent = Number(m[2]!.replace(',', '.'))
  return percent !== 0 && percent > -90 && percent <= 200 ? { category: m[1]!, percent } : null
}

/** The price after the change, to the cent (half a cent away from zero). */
export const changedPrice = (price: number, percent: number) =>
  fromCents(Math.round((toCents(price) * (100 + percent)) / 100))

export function priceChangeEdits(products: readonly CurrentProduct[], change: PriceChange): ProductEdit[] {
  const category = change.category.toLowerCase()
  return products
    .filter((p) => p.category.it.toLowerCase() === category)
    .map((p) => ({ line: 0, sku: p.sku, hasRow: true, price: changedPrice(p.price, change.percent), variants: [] }))
}
