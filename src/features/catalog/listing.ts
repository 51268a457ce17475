/** Pure rules of the shop listing: filter labels, stock filter, the eight sort orders. */

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

const ALL = ['all products', 'tutti i prodotti']
const IN_STOCK = ['in stock', 'disponibile', 'disponibili']
const OUT_OF_STOCK = ['out of stock', 'esaurito', 'esauriti']

/** What choosing a filter label does: clear the category, set the stock filter, or set the category. */
export type FilterAction =
  { kind: 'all' } | { kind: 'stock'; value: 'in' | 'out' } | { kind: 'category'; value: string }

export function filterAction(label: string): FilterAction {
  const l = label.trim().toLowerCase()
  if (ALL.includes(l)) return { kind: 'all' }
  if (IN_STOCK.includes(l)) return { kind: 'stock', value: 'in' }
  if (OUT_OF_STOCK.includes(l)) return { kind: 'stock', value: 'out' }
  return { kind: 'category', value: label.trim() }
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
