import type { Where } from 'payload'
import { cache } from 'react'
import { DEFAULT_LANG, type Lang } from '@/i18n/locales'
import { cached } from '@/lib/cache'
import { getShopPayload } from '@/payload/shop-payload'
import { previewing } from '@/features/preview/server'
import { currentEpoch, PRODUCT_TAGS } from './data'
import { canonicalIds, slugLookup } from './lookup-rules'
import type { ProductView } from './types'
import { toViews } from './view'

/**
 * Bounded reads of the catalogue (issue 54): a page, the cart, the checkout, the wishlist and the search
 * read only the products they name — by address, by id, by category with a limit — each an indexed
 * query, never the whole catalogue. The published ones are cached like the catalogue (tagged products
 * and sales, keyed by the price epoch), one entry per product or per selection of the shop's own
 * making; the operator's preview reads the latest drafts, uncached.
 */

type Query = { where?: Where; limit: number }

/** Products as the storefront shows them, in the featured order (position, then id), at most `limit`. */
async function load(lang: Lang, drafts: boolean, { where, limit }: Query): Promise<ProductView[]> {
  const payload = await getShopPayload()
  const { docs } = await payload.find({
    collection: 'products',
    locale: lang,
    depth: 1,
    limit,
    pagination: false,
    sort: ['position', 'id'],
    ...(where ? { where } : {}),
    // Published products for everyone (the collection's read access); the latest drafts in a preview.
    ...(drafts ? { draft: true, overrideAccess: true } : { overrideAccess: false }),
  })
  return toViews(payload, lang, docs)
}

/** A missing product is not cached (any address or id may be asked for): the next ask reads again. */
class Missing extends Error {}

/** A read cached per key while published; a missing answer (null) is never kept. */
async function cachedOne(key: string[], read: () => Promise<ProductView | null>): Promise<ProductView | null> {
  const epoch = await currentEpoch()
  const run = async () => {
    const found = await read()
    if (!found) throw new Missing()
    return found
  }
  return cached(run, [...key, epoch], PRODUCT_TAGS)().catch((err: unknown) => {
    if (err instanceof Missing) return null
    throw err
  })
}

const one = async (lang: Lang, drafts: boolean, where: Where) => (await load(lang, drafts, { where, limit: 1 }))[0]

/**
 * The product at an address, matched as ever (case and spaces do not matter: normalizeSlug); one read
 * per request however many parts of the page ask (metadata, layout, page).
 */
export const getProductBySlug = cache(async (lang: Lang, slug: string): Promise<ProductView | null> => {
  if (await previewing()) return draftBySlug(lang, slug)
  const url = slugLookup(slug)
  if (url === null) return null // no stored address can match it (every one follows the slug rule)
  return cachedOne(['product-slug', lang, url], async () => (await one(lang, false, { url: { equals: url } })) ?? null)
})

/** In the operator's preview: the latest draft at an address (uncached). */
export async function draftBySlug(lang: Lang, slug: string): Promise<ProductView | null> {
  const url = slugLookup(slug)
  return url === null ? null : ((await one(lang, true, { url: { equals: url } })) ?? null)
}

/** One published product by id (cached per product). */
const publishedById = (lang: Lang, id: number) =>
  cachedOne(['product-id', lang, String(id)], async () => (await one(lang, false, { id: { equals: id } })) ?? null)

/**
 * The published products with these ids, in the order asked, once each; unknown, unpublished and
 * malformed ids are left out. Prices and stock as the catalogue has them (the cart and the checkout).
 */
export async function getPublishedProductsByIds(lang: Lang, ids: readonly string[]): Promise<ProductView[]> {
  const found = await Promise.all(canonicalIds(ids).map((id) => publishedById(lang, id)))
  return found.filter((p) => p !== null)
}

/** The products with these ids the storefront shows: published, or the latest drafts in a preview. */
export async function getProductsByIds(lang: Lang, ids: readonly string[]): Promise<ProductView[]> {
  return (await previewing()) ? draftsByIds(lang, ids) : getPublishedProductsByIds(lang, ids)
}

/** In the operator's preview: the latest drafts with these ids, in the order asked (uncached). */
export async function draftsByIds(lang: Lang, ids: readonly string[]): Promise<ProductView[]> {
  const wanted = canonicalIds(ids)
  if (!wanted.length) return []
  const byId = new Map(
    (await load(lang, true, { where: { id: { in: wanted } }, limit: wanted.length })).map((p) => [p.id, p]),
  )
  return wanted.map((id) => byId.get(String(id))).filter((p) => p !== undefined)
}

/** A selection of the shop's own making: cached as one entry while published. */
async function selection(lang: Lang, name: string[], query: Query): Promise<ProductView[]> {
  if (await previewing()) return load(lang, true, query)
  return cached(() => load(lang, false, query), ['products-of', lang, ...name, await currentEpoch()], PRODUCT_TAGS)()
}

/**
 * The products whose category, as shown in `lang`, is `category`. A category left empty in a language
 * shows the Italian one (Payload's fallback for text), so that one counts there too.
 */
function categoryIs(lang: Lang, category: string): Where {
  const own: Where = { category: { equals: category } }
  if (lang === DEFAULT_LANG) return own
  const empty: Where = { or: [{ category: { exists: false } }, { category: { equals: '' } }] }
  return { or: [own, { and: [empty, { [`category.${DEFAULT_LANG}`]: { equals: category } }] }] }
}

/** Other products of the same category, in the featured order, at most `limit`. */
export function getRelatedProducts(lang: Lang, product: ProductView, limit = 4): Promise<ProductView[]> {
  return selection(lang, ['related', product.id, product.category, String(limit)], {
    where: { and: [categoryIs(lang, product.category), { id: { not_equals: Number(product.id) } }] },
    limit,
  })
}

/** The products marked new (the home page's selection), in the featured order, at most `limit`. */
export function getNewProducts(lang: Lang, limit: number): Promise<ProductView[]> {
  return selection(lang, ['new', String(limit)], { where: { new: { equals: true } }, limit })
}

/** The first products in the featured order (what the shop puts first), at most `limit`. */
export function getFeaturedProducts(lang: Lang, limit: number): Promise<ProductView[]> {
  return selection(lang, ['featured', String(limit)], { limit })
}

/** The distinct categories of the published products matching `where`, as stored in `locale`. */
async function distinctCategories(locale: Lang, where?: Where): Promise<string[]> {
  const payload = await getShopPayload()
  const { values } = await payload.findDistinct({
    collection: 'products',
    field: 'category',
    locale,
    overrideAccess: false,
    ...(where ? { where } : {}),
  })
  return values.map((v) => v.category).filter((c): c is string => typeof c === 'string' && c !== '')
}

/**
 * The categories of the published catalogue as shown in one language, alphabetical: distinct reads on
 * the category's index; in English, the Italian ones of the products left without an English one.
 */
export async function getCategories(lang: Lang): Promise<string[]> {
  const read = async () => {
    const own = await distinctCategories(lang)
    const fallback =
      lang === DEFAULT_LANG
        ? []
        : await distinctCategories(DEFAULT_LANG, {
            or: [{ [`category.${lang}`]: { exists: false } }, { [`category.${lang}`]: { equals: '' } }],
          })
    return [...new Set([...own, ...fallback])].sort(new Intl.Collator(lang).compare)
  }
  return cached(read, ['product-categories', lang], PRODUCT_TAGS)()
}
