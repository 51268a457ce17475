import { DEFAULT_SORT, type Sort, type StockFilter } from './listing'

/** The shareable URL of a listing: /shop?category=…&stock=…&sort=… (defaults left out). */
export function shopUrl(state: { category: string | null; stock: StockFilter; sort: Sort }): string {
  const q = new URLSearchParams()
  if (state.category) q.set('category', state.category)
  if (state.stock) q.set('stock', state.stock)
  if (state.sort !== DEFAULT_SORT) q.set('sort', state.sort)
  const s = q.toString()
  return s ? `/shop?${s}` : '/shop'
}
