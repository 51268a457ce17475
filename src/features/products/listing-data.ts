import type { Payload, Where } from 'payload'
import type { Lang } from '@/i18n/locales'
import { cached, cacheTags } from '@/lib/cache'
import { getShopPayload } from '@/payload/shop-payload'
import { getSales, priceEpoch } from '@/features/pricing/server'
import type { Product } from '@/payload-types'
import { listingQuery, pager, pageSizeOf, PRICE_BANDS, type ListingParams, type PriceBand } from './listing-params'
import {
  isOutOfStock,
  listingSort,
  listingWhere,
  matching,
  MAYBE_OUT,
  NO_FILTERS,
  type ResolvedFilters,
} from './listing-where'
import type { ProductView } from './types'
import { toViews } from './view'

/** What the catalogue holds in one language: its categories and fragrances, and which products are sold out. */
type Facts = { categories: string[]; fragrances: string[]; outOfStock: (string | number)[] }

/** The distinct stored values of a text field among the published products (by index, not by loading them). */
async function distinct(payload: Payload, lang: Lang, field: 'category' | 'fragrance.name'): Promise<string[]> {
  const res = await payload.findDistinct({ collection: 'products', field, locale: lang, overrideAccess: false })
  return res.values
    .map((v) => (v as Record<string, unknown>)[field])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .sort((a, b) => a.localeCompare(b, lang))
}

async function loadFacts(payload: Payload, lang: Lang): Promise<Facts> {
  const [categories, fragrances, maybeOut] = await Promise.all([
    distinct(payload, lang, 'category'),
    distinct(payload, lang, 'fragrance.name'),
    // Only the few that may be sold out, only the fields that decide it (ADR 0040).
    payload.find({
      collection: 'products',
      where: MAYBE_OUT,
      select: { instock: true, stock: true, fragrance: { stock: true } },
      depth: 0,
      pagination: false,
      overrideAccess: false,
    }),
  ])
  return { categories, fragrances, outOfStock: maybeOut.docs.filter(isOutOfStock).map((p) => p.id) }
}

export type ListingFacet = { value: string; count: number }
export type ListingResult = {
  /** false: a filter names no category or fragrance of the catalogue, or the page is past the last (404). */
  found: boolean
  /** A filter names no category or fragrance of the catalogue in this language (the route drops it). */
  unknownFilter: boolean
  products: ProductView[]
  total: number
  pageSize: number
  pages: number
  facets: {
    categories: ListingFacet[]
    fragrances: ListingFacet[]
    stock: { in: number; out: number }
    price: { value: PriceBand; count: number }[]
  }
}

/** How many products a combination leaves (the database counts; nothing is loaded). */
const counter = (payload: Payload, lang: Lang, facts: Facts) => (f: ResolvedFilters) =>
  payload
    .count({ collection: 'products', locale: lang, where: listingWhere(f, facts.outOfStock), overrideAccess: false })
    .then((r) => r.totalDocs)

/**
 * Each filter's count with the others kept: choosing a category keeps the chosen availability, fragrance
 * and price range, so each count is what that link shows.
 */
async function facetsOf(payload: Payload, lang: Lang, facts: Facts, f: ResolvedFilters) {
  const count = counter(payload, lang, facts)
  const [categories, fragrances, inStock, outStock, price] = await Promise.all([
    Promise.all(facts.categories.map((c) => count({ ...f, categories: [c] }).then((n) => ({ value: c, count: n })))),
    Promise.all(facts.fragrances.map((c) => count({ ...f, fragrances: [c] }).then((n) => ({ value: c, count: n })))),
    count({ ...f, stock: 'in' }),
    count({ ...f, stock: 'out' }),
    Promise.all(PRICE_BANDS.map((b) => count({ ...f, price: b }).then((n) => ({ value: b, count: n })))),
  ])
  return { categories, fragrances, stock: { in: inStock, out: outStock }, price }
}

async function loadListing(lang: Lang, params: ListingParams): Promise<ListingResult> {
  const payload = await getShopPayload()
  const [settings, facts] = await Promise.all([
    payload.findGlobal({ slug: 'shop-settings', depth: 0 }),
    loadFacts(payload, lang),
  ])
  const pageSize = pageSizeOf(settings.pageSize)
  const filters: ResolvedFilters = {
    ...NO_FILTERS,
    categories: matching(params.category, facts.categories),
    fragrances: matching(params.fragrance, facts.fragrances),
    stock: params.stock,
    price: params.price,
  }
  if (filters.categories?.length === 0 || filters.fragrances?.length === 0) {
    const none = { categories: [], fragrances: [], stock: { in: 0, out: 0 }, price: [] }
    return { found: false, unknownFilter: true, products: [], total: 0, pageSize, pages: 1, facets: none }
  }
  const facets = await facetsOf(payload, lang, facts, filters)
  const where: Where = listingWhere(filters, facts.outOfStock)
  const res = await payload.find({
    collection: 'products',
    locale: lang,
    where,
    sort: listingSort(params.sort),
    limit: pageSize,
    page: params.page,
    depth: 1,
    overrideAccess: false,
  })
  const { pages, exists } = pager(res.totalDocs, pageSize, params.page)
  // Page 1 of an empty combination is the page that says so; any other page past the last is not found.
  const found = exists || (params.page === 1 && res.totalDocs === 0)
  const products = found ? await toViews(payload, lang, res.docs as Product[]) : []
  return { found, unknownFilter: false, products, total: res.totalDocs, pageSize, pages, facets }
}

/**
 * One page of the listing, cached per language, sale period and canonical state until a product, a sale
 * or the shop settings (the page size) are saved. Only states naming the catalogue's own categories and
 * fragrances reach a page (others answer 404), so the cached variants are bounded (ADR 0040).
 */
export async function getListingPage(lang: Lang, params: ListingParams): Promise<ListingResult> {
  const epoch = priceEpoch(await getSales(await getShopPayload()), new Date())
  return cached(
    () => loadListing(lang, params),
    ['listing', lang, epoch, listingQuery(params)],
    [cacheTags.products, cacheTags.sales, cacheTags.global('shop-settings'), cacheTags.global('seller')],
  )()
}
