import type { Payload } from 'payload'
import type { Lang } from '@/i18n/locales'
import { cached, cacheTags } from '@/lib/cache'
import { getShopPayload } from '@/payload/shop-payload'
import { getSales, pieceSaleTerms, priceEpoch, type PieceSaleTerm } from '@/features/pricing/server'
import type { Product } from '@/payload-types'
import { canonicalValues, spellingsOf, type ListingFacts } from './listing-canonical'
import { listingQuery, pager, pageSizeOf, type ListingParams } from './listing-params'
import { listingConditions, listingSort, NO_FILTERS, type ResolvedFilters } from './listing-where'
import { facetsFrom, NO_FACETS, spellingAliases, type Facets } from './listing-facets'
import { facetGroups, listingPage, listingValues } from './listing-sql'
import type { ProductView } from './types'
import { toViews } from './view'

/**
 * The language's categories and fragrances: as stored (every spelling, for the filters' `in`) and as the
 * shop names them (one spelling per value, listing-canonical.ts).
 */
type Values = { stored: { categories: string[]; fragrances: string[] }; categories: string[]; fragrances: string[] }

async function loadValues(lang: Lang): Promise<Values> {
  const payload = await getShopPayload()
  const [categories, fragrances] = await Promise.all([
    listingValues(payload, lang, 'category'),
    listingValues(payload, lang, 'fragrance'),
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
 * and price range, so each count is what that link shows. One grouped count per filter in the database
 * (listing-sql.ts), with the same rule for the language's values as the listing's own query.
 */
async function facetsOf(
  payload: Payload,
  lang: Lang,
  values: Values,
  f: ResolvedFilters,
  sales: readonly PieceSaleTerm[],
): Promise<Facets> {
  const aliases = spellingAliases(values.stored.fragrances)
  return facetsFrom(await facetGroups(payload, lang, f, aliases, sales), values)
}

/** One page's products, read by Payload (access, fallback, the photos) in the order the database paged them. */
async function pageProducts(payload: Payload, lang: Lang, ids: (string | number)[]): Promise<Product[]> {
  if (!ids.length) return []
  const res = await payload.find({
    collection: 'products',
    locale: lang,
    where: { id: { in: ids } },
    depth: 1,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
  })
  const byId = new Map(res.docs.map((d) => [String(d.id), d as Product]))
  return ids.flatMap((id) => byId.get(String(id)) ?? [])
}
async function loadListing(lang: Lang, params: ListingParams): Promise<ListingResult> {
  const payload = await getShopPayload()
  const [settings, values, allSales] = await Promise.all([
    payload.findGlobal({ slug: 'shop-settings', depth: 0 }),
    getListingValues(lang),
    getSales(payload),
  ])
  // The price filter, its counts and the price sort use the price each card charges (a sale's, while it runs).
  const sales = pieceSaleTerms(allSales, new Date())
  const pageSize = pageSizeOf(settings.pageSize)
  const filters: ResolvedFilters = {
    ...NO_FILTERS,
    categories: params.category ? spellingsOf(params.category, values.stored.categories) : null,
    fragrances: params.fragrance ? spellingsOf(params.fragrance, values.stored.fragrances) : null,
    stock: params.stock,
    price: params.price,
  }
  const res = await listingPage(
    payload,
    lang,
    listingConditions(filters),
    listingSort(params.sort),
    pageSize,
    (params.page - 1) * pageSize,
    sales,
  )
  const { pages, exists } = pager(res.total, pageSize, params.page)
  // Page 1 of an empty combination is the page that says so; any other page past the last is not found,
  // answered from the page's own query before any count of the filters is made.
  if (!exists && !(params.page === 1 && res.total === 0))
    return { ...notFound(pageSize, false), total: res.total, pages }
  const [facets, products] = await Promise.all([
    facetsOf(payload, lang, values, filters, sales),
    pageProducts(payload, lang, res.ids).then((docs) => toViews(payload, lang, docs)),
  ])
  return { found: true, unknownFilter: false, products, total: res.total, pageSize, pages, facets }
}

const notFound = (pageSize: number, unknownFilter: boolean): ListingResult => ({
  found: false,
  unknownFilter,
  products: [],
  total: 0,
  pageSize,
  pages: 1,
  facets: NO_FACETS,
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
