/**
 * The filters' counts from one read (issue 54's review): each option's count is what its link shows, the
 * other filters kept — the same tests as the listing's `where` (listing-where.ts), applied to the few
 * fields of the products that pass all filters but at most one, read once instead of one `count` query
 * per option (categories + fragrances + 2 availabilities + 4 price ranges per cached page).
 */
import { bandBounds, PRICE_BANDS, type PriceBand } from './listing-params'
import { foldValue } from './listing-canonical'
import { listingWhere, type ResolvedFilters } from './listing-where'
import type { Where } from 'payload'

/** The fields a product's counts read. */
export type FacetRow = {
  id: string | number
  category?: string | null
  price?: number | null
  fragrance?: { name?: string | null }[] | null
}

export type Facets = {
  categories: { value: string; count: number }[]
  fragrances: { value: string; count: number }[]
  stock: { in: number; out: number }
  price: { value: PriceBand; count: number }[]
}

type Dim = 'categories' | 'fragrances' | 'stock' | 'price'
const DIMS: Dim[] = ['categories', 'fragrances', 'stock', 'price']

/** The `where` of the rows the counts need: those passing every filter but (at most) one. */
export function facetRowsWhere(f: ResolvedFilters, outOfStock: readonly (string | number)[]): Where {
  const set = DIMS.filter((d) => f[d] !== null)
  if (set.length <= 1) return {}
  return { or: set.map((d) => listingWhere({ ...f, [d]: null }, outOfStock)) }
}

const inBand = (price: number | null | undefined, band: PriceBand) => {
  const { from, to } = bandBounds(band)
  return typeof price === 'number' && price >= from && (to === null || price < to)
}

/** Each option's count with the other filters kept, as the database would count it. */
export function tallyFacets(
  rows: readonly FacetRow[],
  f: ResolvedFilters,
  outOfStock: readonly (string | number)[],
  values: { categories: readonly string[]; fragrances: readonly string[] },
): Facets {
  const out = new Set(outOfStock.map(String))
  const passes: Record<Dim, (r: FacetRow) => boolean> = {
    categories: (r) => !f.categories || f.categories.includes(r.category ?? ''),
    fragrances: (r) => !f.fragrances || (r.fragrance ?? []).some((x) => f.fragrances!.includes(x.name ?? '')),
    stock: (r) => f.stock === null || (f.stock === 'out') === out.has(String(r.id)),
    price: (r) => !f.price || inBand(r.price, f.price),
  }
  const others = (r: FacetRow, skip: Dim) => DIMS.every((d) => d === skip || passes[d](r))
  const tally = (list: readonly string[], skip: Dim, keys: (r: FacetRow) => string[]) => {
    const n = new Map(list.map((v) => [foldValue(v), 0]))
    for (const r of rows) {
      if (!others(r, skip)) continue
      for (const k of new Set(keys(r))) if (n.has(k)) n.set(k, n.get(k)! + 1)
    }
    return list.map((value) => ({ value, count: n.get(foldValue(value))! }))
  }
  const count = (skip: Dim, test: (r: FacetRow) => boolean) => rows.filter((r) => others(r, skip) && test(r)).length
  return {
    categories: tally(values.categories, 'categories', (r) => (r.category ? [foldValue(r.category)] : [])),
    fragrances: tally(values.fragrances, 'fragrances', (r) =>
      (r.fragrance ?? []).flatMap((x) => (x.name ? [foldValue(x.name)] : [])),
    ),
    stock: { in: count('stock', (r) => !out.has(String(r.id))), out: count('stock', (r) => out.has(String(r.id))) },
    price: PRICE_BANDS.map((value) => ({ value, count: count('price', (r) => inBand(r.price, value)) })),
  }
}
