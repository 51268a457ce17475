/** Pure rules of the shop listing: filter options, stock filter, the eight sort orders. */

export const SORTS = [
  'featured',
  'best-selling',
  'a-z',
  'z-a',
  'price-asc',
  'price-desc',
  'date-asc',
  'date-desc',
] as const
export type Sort = (typeof SORTS)[number]
export const DEFAULT_SORT: Sort = 'a-z'
export const isSort = (v: unknown): v is Sort => typeof v === 'string' && (SORTS as readonly string[]).includes(v)

export type StockFilter = 'in' | 'out' | null

/** What a filter option does, stored with it in /cms and independent of its label in either language. */
export const FILTER_MEANINGS = ['category', 'all', 'in-stock', 'out-of-stock'] as const
export type FilterMeaning = (typeof FILTER_MEANINGS)[number]
export const isFilterMeaning = (v: unknown): v is FilterMeaning =>
  typeof v === 'string' && (FILTER_MEANINGS as readonly string[]).includes(v)

/** A filter option as the listing shows it: its label in the page's language and its meaning. */
export type FilterOption = { label: string; meaning: FilterMeaning }

/** What choosing a filter option does: clear the category, set the stock filter, or set the category (its label). */
export type FilterAction =
  { kind: 'all' } | { kind: 'stock'; value: 'in' | 'out' } | { kind: 'category'; value: string }

export function filterAction(option: FilterOption): FilterAction {
  if (option.meaning === 'all') return { kind: 'all' }
  if (option.meaning === 'in-stock') return { kind: 'stock', value: 'in' }
  if (option.meaning === 'out-of-stock') return { kind: 'stock', value: 'out' }
  return { kind: 'category', value: option.label.trim() }
}

/**
 * The meaning of an option saved before meanings existed, read from its label as the shop used to
 * (only the seed's upgrade of an old shop uses it: features/demo/filters.ts).
 */
export function meaningFromLabel(label: string): FilterMeaning {
  const l = label.trim().toLowerCase()
  if (['all products', 'tutti i prodotti'].includes(l)) return 'all'
  if (['in stock', 'disponibile', 'disponibili'].includes(l)) return 'in-stock'
  if (['out of stock', 'esaurito', 'esauriti'].includes(l)) return 'out-of-stock'
  return 'category'
}

type Listable = { name: string; price: number; date: string; category: string; instock: boolean; position: number }

export function filterProducts<T extends Listable>(items: T[], category: string | null, stock: StockFilter): T[] {
  const c = category?.trim().toLowerCase()
  return items.filter(
    (p) =>
      (!c || p.category.trim().toLowerCase() === c) && (stock === null || (stock === 'in' ? p.instock : !p.instock)),
  )
}

export function sortProducts<T extends Listable>(items: T[], sort: Sort, locale: string): T[] {
  const list = [...items].sort((a, b) => a.position - b.position)
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  switch (sort) {
    case 'featured':
    case 'best-selling':
      return list
    case 'a-z':
      return list.sort((a, b) => collator.compare(a.name, b.name))
    case 'z-a':
      return list.sort((a, b) => collator.compare(b.name, a.name))
    case 'price-asc':
      return list.sort((a, b) => a.price - b.price)
    case 'price-desc':
      return list.sort((a, b) => b.price - a.price)
    case 'date-asc':
      return list.sort((a, b) => a.date.localeCompare(b.date))
    case 'date-desc':
      return list.sort((a, b) => b.date.localeCompare(a.date))
  }
}

/** Slugs match case-insensitively with whitespace collapsed (spec). */
export const normalizeSlug = (slug: string): string =>
  decodeURIComponent(slug).trim().replace(/\s+/g, ' ').toLowerCase()
