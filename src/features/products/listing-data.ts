import type { Payload } from 'payload'
import type { Lang } from '@/i18n/locales'
import { cached, cacheTags } from '@/lib/cache'
import { getShopPayload } from '@/payload/shop-payload'
import { getSales, priceEpoch } from '@/features/pricing/server'
import type { Product } from '@/payload-types'
import { canonicalValues, spellingsOf, type ListingFacts } from './listing-canonical'
import { listingQuery, pager, pageSizeOf, type ListingParams } from './listing-params'
import { isOutOfStock, listingSort, listingWhere, MAYBE_OUT, NO_FILTERS, type ResolvedFilters } from './listing-where'
import { facetRowsWhere, tallyFacets, type FacetRow, type Facets } from './listing-facets'
import type { ProductView } from './types'
import { toViews } from './view'

/**
 * The language's categories and fragrances: as stored (every spelling, for the filters' `in`) and as the
 * shop names them (one spelling per value, listing-canonical.ts).
 */
type Values = { stored: { categories: string[]; fragrances: string[] }; categories: string[]; fragrances: string[] }
/** What the catalogue holds in one language: its values, and which products are sold out. */
type Facts = Values & { outOfStock: (string | number)[] }

/** The distinct stored values of a text field among the published products (by index, not by loading them). */
async function distinct(payload: Payload, lang: Lang, field: 'category' | 'fragrance.name'): Promise<string[]> {
  const res = await payload.findDistinct({ collection: 'products', field, locale: lang, overrideAccess: false })
  return res.values
    .map((v) => (v as Record<string, unknown>)[field])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
}

async function loadValues(lang: Lang): Promise<Values> {
  const payload = await getShopPayload()
  const [categories, fragrances] = await Promise.all([
    distinct(payload, lang, 'category'),
    distinct(payload, lang, 'fragrance.name'),
  ])
  return {
    stored: { categories, fragrances },
    categories: canonicalValues(categories, lang),
    fragrances: canonicalValues(fragrances, lang),
  }
}

/** The language's categories and fragrances, cached per language until a product is saved. */
export const getListingValues = (lang: Lang): Promise<Values> =>
  cached(() => loadValues(lang), ['listing-values', lang], [cacheTags.products])()

/**
 * What the proxy checks a listing URL against (listing-canonical.ts): the language's values as the shop
 * spells them, how many products it has and the page size. Cached per language.
 */
export const getListingFacts = (lang: Lang): Promise<ListingFacts> =>
  cached(
    async () => {
      const payload = await getShopPayload()
      const [values, total, settings] = await Promise.all([
        getListingValues(lang),
        payload.count({ collection: 'products', locale: lang, overrideAccess: false }),
        payload.findGlobal({ slug: 'shop-settings', depth: 0 }),
      ])
      const pageSize = pageSizeOf(settings.pageSize)
      return { categories: values.categories, fragrances: values.fragrances, total: total.totalDocs, pageSize }
    },
    ['listing-facts', lang],
    [cacheTags.products, cacheTags.global('shop-settings')],
  )()

async function loadFacts(payload: Payload, lang: Lang): Promise<Facts> {
  const [values, maybeOut] = await Promise.all([
    getListingValues(lang),
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
  return { ...values, outOfStock: maybeOut.docs.filter(isOutOfStock).map((p) => p.id) }
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
  facets: Facets
}

/**
 * Each filter's count with the others kept: choosing a category keeps the chosen availability, fragrance
 * and price range, so each count is what that link shows. One read of four fields of the products that
 * pass all filters but one (no fallback to Italian: the same values the `where` compares), counted here.
 */
async function facetsOf(payload: Payload, lang: Lang, facts: Facts, f: ResolvedFilters): Promise<Facets> {
  const rows = await payload.find({
    collection: 'products',
    locale: lang,
    fallbackLocale: false,
    where: facetRowsWhere(f, facts.outOfStock),
    select: { category: true, price: true, fragrance: { name: true } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return tallyFacets(rows.docs as FacetRow[], f, facts.outOfStock, facts)
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
    categories: params.category ? spellingsOf(params.category, facts.stored.categories) : null,
    fragrances: params.fragrance ? spellingsOf(params.fragrance, facts.stored.fragrances) : null,
    stock: params.stock,
    price: params.price,
  }
  const res = await payload.find({
    collection: 'products',
    locale: lang,
    where: listingWhere(filters, facts.outOfStock),
    sort: listingSort(params.sort),
    limit: pageSize,
    page: params.page,
    depth: 1,
    overrideAccess: false,
  })
  const { pages, exists } = pager(res.totalDocs, pageSize, params.page)
  // Page 1 of an empty combination is the page that says so; any other page past the last is not found,
  // answered from the page's own query before any count of the filters is made.
  if (!exists && !(params.page === 1 && res.totalDocs === 0))
    return { ...notFound(pageSize, false), total: res.totalDocs, pages }
  const [facets, products] = await Promise.all([
    facetsOf(payload, lang, facts, filters),
    toViews(payload, lang, res.docs as Product[]),
  ])
  return { found: true, unknownFilter: false, products, total: res.totalDocs, pageSize, pages, facets }
}

const notFound = (pageSize: number, unknownFilter: boolean): ListingResult => ({
  found: false,
  unknownFilter,
  products: [],
  total: 0,
  pageSize,
  pages: 1,
  facets: { categories: [], fragrances: [], stock: { in: 0, out: 0 }, price: [] },
})

/**
 * One page of the listing, cached per language, sale period and canonical state until a product, a sale
 * or the shop settings (the page size) are saved. A state must name the catalogue's categories and
 * fragrances in the shop's own spelling (the proxy sends every other spelling there, listing-canonical.ts);
 * one that does not is answered not found from the language's cached values, before and without any
 * cache entry of its own, so made-up values never grow the cache (ADR 0040).
 */
export async function getListingPage(lang: Lang, params: ListingParams): Promise<ListingResult> {
  const values = await getListingValues(lang)
  const known = (v: string | null, list: string[]) => v === null || list.includes(v)
  if (!known(params.category, values.categories) || !known(params.fragrance, values.fragrances))
    return notFound(0, true)
  const epoch = priceEpoch(await getSales(await getShopPayload()), new Date())
  return cached(
    () => loadListing(lang, params),
    ['listing', lang, epoch, listingQuery(params)],
    [cacheTags.products, cacheTags.sales, cacheTags.global('shop-settings'), cacheTags.global('seller')],
  )()
}
