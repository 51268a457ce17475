/**
 * The listing's state in its URL (issue 54): `/shop?category=…&fragrance=…&stock=in|out&price=20-40&sort=…&page=N`.
 * Pure rules: reading the query (malformed values are dropped, so the page shown is the listing without
 * them), the one canonical form of each state (the key of its cached page) and the pager's arithmetic.
 */
import { DEFAULT_SORT, isSort, type Sort, type StockFilter } from './listing'

/** The price ranges offered, in euros (the lower bound included, the upper excluded; the last is open). */
export const PRICE_BANDS = ['0-20', '20-40', '40-80', '80-'] as const
export type PriceBand = (typeof PRICE_BANDS)[number]
export const isPriceBand = (v: unknown): v is PriceBand =>
  typeof v === 'string' && (PRICE_BANDS as readonly string[]).includes(v)

/** The bounds of a price range: [from, to) in euros, `to` null for the open one. */
export function bandBounds(band: PriceBand): { from: number; to: number | null } {
  const [from, to] = band.split('-')
  return { from: Number(from), to: to ? Number(to) : null }
}

/** No listing has more pages than this (10,000 products at the smallest page size of 6 is 1,667). */
export const MAX_PAGE = 2000
/** Free-text filter values longer than this are no category or fragrance name. */
const MAX_TEXT = 100

export type ListingParams = {
  category: string | null
  fragrance: string | null
  stock: StockFilter
  price: PriceBand | null
  sort: Sort
  page: number
}

export const DEFAULT_LISTING: ListingParams = {
  category: null,
  fragrance: null,
  stock: null,
  price: null,
  sort: DEFAULT_SORT,
  page: 1,
}

/** The query parameters the listing reads (anything else, `lang` or a campaign's tags, is not its state). */
export const LISTING_KEYS = ['category', 'fragrance', 'stock', 'price', 'sort', 'page'] as const

type Raw = string | string[] | undefined
export type RawSearch = Record<string, Raw> | URLSearchParams

const first = (v: Raw) => (Array.isArray(v) ? v[0] : v)
const get = (search: RawSearch, key: string): string | undefined =>
  search instanceof URLSearchParams ? (search.get(key) ?? undefined) : first(search[key])

/** A free-text value: trimmed, inner whitespace collapsed, null when empty or too long to be a name. */
function text(v: string | undefined): string | null {
  const s = v?.trim().replace(/\s+/g, ' ')
  return s && s.length <= MAX_TEXT ? s : null
}

/** A page number: digits only, 1 to MAX_PAGE; anything else is page 1. */
function pageNumber(v: string | undefined): number {
  if (!v || !/^\d{1,5}$/.test(v)) return 1
  const n = Number(v)
  return n >= 1 && n <= MAX_PAGE ? n : 1
}

/** The listing's state from the query; what cannot be read is left at its default. */
export function readListing(search: RawSearch): ListingParams {
  const stock = get(search, 'stock')
  const price = get(search, 'price')
  const sort = get(search, 'sort')
  return {
    category: text(get(search, 'category')),
    fragrance: text(get(search, 'fragrance')),
    stock: stock === 'in' || stock === 'out' ? stock : null,
    price: isPriceBand(price) ? price : null,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: pageNumber(get(search, 'page')),
  }
}

/** The canonical query of a state, parameters in a fixed order and defaults left out ('' for the bare listing). */
export function listingQuery(p: Partial<ListingParams>): string {
  const q = new URLSearchParams()
  if (p.category) q.set('category', p.category)
  if (p.fragrance) q.set('fragrance', p.fragrance)
  if (p.stock) q.set('stock', p.stock)
  if (p.price) q.set('price', p.price)
  if (p.sort && p.sort !== DEFAULT_SORT) q.set('sort', p.sort)
  if (p.page && p.page > 1) q.set('page', String(p.page))
  return q.toString()
}

/** Whether the state filters the catalogue (the page number and the order do not). */
export const isFiltered = (p: ListingParams) => Boolean(p.category || p.fragrance || p.stock || p.price)

/**
 * The key of a state's cached page, one URL segment (base64url of its canonical query): the proxy
 * rewrites `/shop?…` to `/{lang}/shop-page/{key}`, and the page accepts only keys in canonical form,
 * so each state has exactly one cached copy.
 */
export function listingKey(p: ListingParams): string {
  const bytes = new TextEncoder().encode(listingQuery(p))
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The state a key names, or null when it is not the canonical key of one. */
export function fromListingKey(key: string): ListingParams | null {
  if (!/^[A-Za-z0-9_-]{1,600}$/.test(key)) return null
  try {
    const bin = atob(key.replace(/-/g, '+').replace(/_/g, '/'))
    const query = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)))
    const params = readListing(new URLSearchParams(query))
    return listingKey(params) === key && listingQuery(params) !== '' ? params : null
  } catch {
    return null
  }
}

/** The pager's arithmetic: how many pages, whether `page` is one of them, the pages to link around it. */
export function pager(total: number, pageSize: number, page: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const exists = page >= 1 && page <= pages
  // The first, the last, and up to two either side of the current one; a gap is null (an ellipsis).
  const wanted = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b)
  const links: (number | null)[] = []
  for (const n of wanted) {
    const last = links[links.length - 1]
    if (typeof last === 'number' && n - last > 1) links.push(null)
    links.push(n)
  }
  return {
    pages,
    exists,
    links,
    previous: page > 1 ? page - 1 : null,
    next: page < pages ? page + 1 : null,
    from: total ? (page - 1) * pageSize + 1 : 0,
    to: Math.min(total, page * pageSize),
  }
}

/** The page size set in /cms, kept within what the listing offers (24 when unset). */
export const pageSizeOf = (v: unknown): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 6 && v <= 96 ? v : 24
