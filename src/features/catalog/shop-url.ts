import { DEFAULT_SORT, listingQuery, type PriceBand, type Sort, type StockFilter } from '@/features/products'

/** Where a listing is: the shop (/shop) or the search's results (/search?q=…), whose query is kept. */
export type ListingAt = { path: '/shop' } | { path: '/search'; q: string }
export const SHOP: ListingAt = { path: '/shop' }

/** A listing's state as its links carry it (the shop's filters beyond category and stock are optional). */
export type ListingState = {
  category: string | null
  stock: StockFilter
  sort: Sort | null
  fragrance?: string | null
  price?: PriceBand | null
  page?: number
}

/**
 * The shareable URL of a listing: the shop's canonical query (products/listing-params.ts: defaults left
 * out, parameters in a fixed order), or /search?q=…&category=…&stock=…&sort=….
 */
export function shopUrl(state: ListingState, at: ListingAt = SHOP): string {
  if (at.path === '/shop') {
    const s = listingQuery({ ...state, sort: state.sort ?? DEFAULT_SORT })
    return s ? `/shop?${s}` : '/shop'
  }
  const q = new URLSearchParams()
  q.set('q', at.q)
  if (state.category) q.set('category', state.category)
  if (state.stock) q.set('stock', state.stock)
  // The search's order by relevance (no sort) is left out.
  if (state.sort) q.set('sort', state.sort)
  return `${at.path}?${q.toString()}`
}
