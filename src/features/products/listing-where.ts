/**
 * The listing as database queries (issue 54, ADR 0040): Payload `where` clauses and sort orders on the
 * `products` collection. Pure: the caller supplies what only the database knows (the stored spellings
 * of a category or fragrance, the products out of stock).
 */
import type { Where } from 'payload'
import type { Sort, StockFilter } from './listing'
import { bandBounds, type PriceBand } from './listing-params'

/** The filters once resolved against the catalogue: each text filter as the stored values it matches. */
export type ResolvedFilters = {
  /** The stored spellings of the chosen category (case and spaces may differ from the URL's). */
  categories: string[] | null
  fragrances: string[] | null
  stock: StockFilter
  price: PriceBand | null
}

export const NO_FILTERS: ResolvedFilters = { categories: null, fragrances: null, stock: null, price: null }

/**
 * The `where` of a listing. `outOfStock` lists the products shown as sold out (availability depends on
 * the fragrance rows in a way a `where` cannot say, see outOfStock below); the in-stock filter is the
 * rest of the catalogue.
 */
export function listingWhere(f: ResolvedFilters, outOfStock: readonly (string | number)[]): Where {
  const and: Where[] = []
  if (f.categories) and.push({ category: { in: f.categories } })
  if (f.fragrances) and.push({ 'fragrance.name': { in: f.fragrances } })
  if (f.price) {
    const { from, to } = bandBounds(f.price)
    and.push({ price: { greater_than_equal: from } })
    if (to !== null) and.push({ price: { less_than: to } })
  }
  if (f.stock === 'out') and.push({ id: { in: outOfStock.length ? [...outOfStock] : [NONE] } })
  if (f.stock === 'in' && outOfStock.length) and.push({ id: { not_in: [...outOfStock] } })
  return and.length ? { and } : {}
}
/** An id no product has: "in an empty list" written so every database accepts it. */
const NONE = -1

/** The database's order for each of the eight sorts; ties by the featured order, then the id (a stable paging). */
export function listingSort(sort: Sort): string[] {
  const tail = ['position', 'id']
  switch (sort) {
    case 'featured':
    case 'best-selling':
      return tail
    // By the name without case or accents (the products' sortName, lib/sort-key.ts), as the collator did.
    case 'a-z':
      return ['sortName', ...tail]
    case 'z-a':
      return ['-sortName', ...tail]
    case 'price-asc':
      return ['price', ...tail]
    case 'price-desc':
      return ['-price', ...tail]
    case 'date-asc':
      return ['date', ...tail]
    case 'date-desc':
      return ['-date', ...tail]
  }
}

/**
 * The products that may be out of stock, a superset the database finds by index: switched off, no pieces
 * (or none counted), or a fragrance with none. `isOutOfStock` then decides each exactly.
 */
export const MAYBE_OUT: Where = {
  or: [
    { instock: { equals: false } },
    { stock: { less_than_equal: 0 } },
    { stock: { exists: false } },
    { 'fragrance.stock': { less_than_equal: 0 } },
  ],
}

type StockRow = {
  instock?: boolean | null
  stock?: number | null
  fragrance?: { stock?: number | null }[] | null
}

/**
 * Sold out as the product's card shows it (products/view.ts): switched off, or no pieces — of any
 * fragrance, where the operator counts pieces per fragrance (a number on any of them).
 */
export function isOutOfStock(p: StockRow): boolean {
  if (p.instock === false) return true
  const rows = p.fragrance ?? []
  if (rows.some((f) => typeof f.stock === 'number')) return !rows.some((f) => (f.stock ?? 0) > 0)
  return !((p.stock ?? 0) > 0)
}
