/**
 * The filters' counts (issue 54): each option's count is what its link shows, the other filters kept.
 * The database counts them grouped — one GROUP BY per filter over the products passing all the others
 * (listing-sql.ts) — by the stored values; here those groups become the shop's options: each stored
 * spelling of a value ("Candele", "candele ") counted under its one spelling (listing-canonical.ts).
 */
import { PRICE_BANDS, type PriceBand } from './listing-params'
import { foldValue } from './listing-canonical'

export type Facets = {
  categories: { value: string; count: number }[]
  fragrances: { value: string; count: number }[]
  stock: { in: number; out: number }
  price: { value: PriceBand; count: number }[]
}

/** One group of a GROUP BY: a stored value (null: none in this language) and how many products have it. */
export type Group = { value: string | null; count: number }

/** What the database counted: per stored value, per availability and per price range (PRICE_BANDS' order). */
export type FacetGroups = {
  categories: readonly Group[]
  fragrances: readonly Group[]
  stock: { in: number; out: number }
  price: readonly number[]
}

/**
 * The options of one filter, in the shop's order and spelling: every stored spelling of a value adds to
 * it; a value without products counts 0; stored values the shop does not name (blank) are left out.
 */
export function foldGroups(groups: readonly Group[], values: readonly string[]): { value: string; count: number }[] {
  const n = new Map(values.map((v) => [foldValue(v), 0]))
  for (const g of groups) {
    if (g.value === null) continue
    const k = foldValue(g.value)
    if (n.has(k)) n.set(k, n.get(k)! + g.count)
  }
  return values.map((value) => ({ value, count: n.get(foldValue(value))! }))
}

/** The counts the listing shows, from the database's groups and the language's values. */
export function facetsFrom(
  groups: FacetGroups,
  values: { categories: readonly string[]; fragrances: readonly string[] },
): Facets {
  return {
    categories: foldGroups(groups.categories, values.categories),
    fragrances: foldGroups(groups.fragrances, values.fragrances),
    stock: { in: groups.stock.in, out: groups.stock.out },
    price: PRICE_BANDS.map((value, i) => ({ value, count: groups.price[i] ?? 0 })),
  }
}

/**
 * The stored spellings that share their folded form with another (stored "Fico" and "fico "), each paired
 * with one spelling of its form: the database counts a product once per form, not once per spelling, when
 * one product carries two of them (two fragrance rows spelt differently) — as the link of that value,
 * which matches all its spellings, shows it once. Empty when every value has one spelling (the usual case).
 */
export function spellingAliases(stored: readonly string[]): [string, string][] {
  const first = new Map<string, string>()
  const pairs: [string, string][] = []
  for (const s of stored) {
    const k = foldValue(s)
    const one = first.get(k)
    if (one === undefined) first.set(k, s)
    else pairs.push([s, one])
  }
  return pairs
}

export const NO_FACETS: Facets = { categories: [], fragrances: [], stock: { in: 0, out: 0 }, price: [] }
