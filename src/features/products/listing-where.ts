/**
 * The listing as database queries (issue 54, ADR 0040): the tests and sort orders of a listing, said in
 * SQL by the repository (listing-sql.ts). Pure: the caller supplies what only the database knows (the
 * stored spellings of a category or fragrance, the products out of stock).
 */
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

/** The four filters, each a dimension of the counts (listing-facets.ts). */
export type Dim = 'categories' | 'fragrances' | 'stock' | 'price'
export const DIMS: readonly Dim[] = ['categories', 'fragrances', 'stock', 'price']

/**
 * One test a listed product passes, as the repository says it in SQL (listing-sql.ts): its category or
 * one of its fragrances among the stored spellings, its price in [from, to), sold out or not (the rule of
 * isOutOfStock below, said in SQL).
 */
export type Condition =
  | { kind: 'category'; in: string[] }
  | { kind: 'fragrance'; in: string[] }
  | { kind: 'price'; from: number; to: number | null }
  | { kind: 'sold-out'; out: boolean }

/**
 * The tests of a listing (all must pass), leaving out the `skip` dimension: the counts of one filter keep
 * all the others.
 */
export function listingConditions(f: ResolvedFilters, skip: Dim | null = null): Condition[] {
  const and: Condition[] = []
  if (f.categories && skip !== 'categories') and.push({ kind: 'category', in: [...f.categories] })
  if (f.fragrances && skip !== 'fragrances') and.push({ kind: 'fragrance', in: [...f.fragrances] })
  if (f.price && skip !== 'price') and.push({ kind: 'price', ...bandBounds(f.price) })
  if (f.stock && skip !== 'stock') and.push({ kind: 'sold-out', out: f.stock === 'out' })
  return and
}

export type SortKey = { key: 'sortName' | 'price' | 'date' | 'position' | 'id'; desc: boolean }

/** The database's order for each of the eight sorts; ties by the featured order, then the id (a stable paging). */
export function listingSort(sort: Sort): SortKey[] {
  const tail: SortKey[] = [
    { key: 'position', desc: false },
    { key: 'id', desc: false },
  ]
  switch (sort) {
    case 'featured':
    case 'best-selling':
      return tail
    // By the name without case or accents (the products' sortName, lib/sort-key.ts), as the collator did.
    case 'a-z':
      return [{ key: 'sortName', desc: false }, ...tail]
    case 'z-a':
      return [{ key: 'sortName', desc: true }, ...tail]
    case 'price-asc':
      return [{ key: 'price', desc: false }, ...tail]
    case 'price-desc':
      return [{ key: 'price', desc: true }, ...tail]
    case 'date-asc':
      return [{ key: 'date', desc: false }, ...tail]
    case 'date-desc':
      return [{ key: 'date', desc: true }, ...tail]
  }
}

type StockRow = {
  instock?: boolean | null
  stock?: number | null
  fragrance?: { stock?: number | null }[] | null
}

/**
 * Sold out as the product's card shows it (products/view.ts): switched off, or no pieces — of any
 * fragrance, where the operator counts pieces per fragrance (a number on any of them). The listing's
 * filter and counts say the same rule in SQL (listing-sql.ts soldOut).
 */
export function isOutOfStock(p: StockRow): boolean {
  if (p.instock === false) return true
  const rows = p.fragrance ?? []
  if (rows.some((f) => typeof f.stock === 'number')) return !rows.some((f) => (f.stock ?? 0) > 0)
  return !((p.stock ?? 0) > 0)
}
