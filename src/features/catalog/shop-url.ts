import { DEFAULT_SORT, type Sort, type StockFilter } from '@/features/products'

/** Where a listing is: the shop (/shop) or the search's results (/search?q=…), whose query is kept. */
export type ListingAt = { path: '/shop' } | { path: '/search'; q: string }
export const SHOP: ListingAt = { path: '/shop' }

/** The shareable URL of a listing: /shop?category=…&stock=…&sort=… (defaults left out), or /search?q=…&…. */
export function shopUrl(
  state: { category: string | null; stock: StockFilter; sort: Sort | null },
  at: ListingAt = SHOP,
): string {
  const q = new URLSearchParams()
  if (at.path === '/search') q.set('q', at.q)
  if (state.category) q.set('category', state.category)
  if (state.stock) q.set('stock', state.stock)
  // The shop's default order, and the search's (by relevance: no sort), are left out.
  if (state.sort && (at.path === '/search' || state.sort !== DEFAULT_SORT)) q.set('sort', state.sort)
  const s = q.toString()
  return s ? `${at.path}?${s}` : at.path
}
