import { getImageProps } from 'next/image'
import type { Payload } from 'payload'
import { getProductsByIds } from '@/features/products/server'
import type { ProductView } from '@/features/products/types'
import { formatPrice } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { cached, cacheTags } from '@/lib/cache'
import { getShopPayload } from '@/payload/shop-payload'
import { parseSynonyms, type SynonymGroups } from './query'
import { didYouMean, search, searchEngine, type Found } from './search'

/** The operator's synonyms, cached until the search settings are saved (so a change applies at once). */
export async function getSynonyms(payload: Payload): Promise<SynonymGroups> {
  return cached(
    async () => {
      const s = await payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true })
      return parseSynonyms((s.synonyms ?? []).map((r) => r.words))
    },
    ['search-synonyms'],
    [cacheTags.global('search-settings')],
  )()
}

export type ProductHit = ProductView & { other: boolean }
export type ShopSearch = {
  products: ProductHit[]
  categories: Found[]
  pages: Found[]
  /** The words the search also used for words it did not know ("vaniglai" → "vaniglia"). */
  corrected: string | null
}

const MAX_RESULTS = 200
const refsOf = (found: readonly Found[]) => found.map((f) => f.ref)

/**
 * A search of the shop in the page's language: products as the catalogue shows them (price, stock now),
 * read by id — only the ones found, and no more than `wanted` of them (a suggestion shows six).
 */
export async function searchShop(raw: string, lang: Lang, wanted = Infinity): Promise<ShopSearch> {
  const payload = await getShopPayload()
  const outcome = await search(searchEngine(payload), raw, lang, {
    synonyms: await getSynonyms(payload),
    limit: MAX_RESULTS,
  })
  const hits = outcome.found.filter((f) => f.kind === 'product')
  const products: ProductHit[] = []
  // In the order found; a hit no longer published (or unknown) is skipped and the next ones read.
  for (let next = 0; next < hits.length && products.length < wanted;) {
    const batch = hits.slice(next, next + (wanted - products.length))
    next += batch.length
    const views = await getProductsByIds(lang, refsOf(batch))
    const byId = new Map(views.map((p) => [p.id, p]))
    for (const f of batch) {
      const view = byId.get(f.ref)
      if (view) products.push({ ...view, other: f.other })
    }
  }
  const own = (kind: Found['kind']) => outcome.found.filter((f) => f.kind === kind && !f.other)
  const corrected = outcome.corrected.length
    ? outcome.terms.map((w) => outcome.corrected.find((c) => c.word === w)?.to[0] ?? w).join(' ')
    : null
  return { products, categories: own('category'), pages: own('page'), corrected }
}

/** "Did you mean" for a search that found no product. */
export async function suggestCorrection(raw: string, lang: Lang): Promise<string | null> {
  const payload = await getShopPayload()
  return didYouMean(searchEngine(payload), raw, lang, await getSynonyms(payload))
}

export type Suggestion = {
  products: {
    id: string
    name: string
    url: string
    price: string
    image: string | null
    soldOut: boolean
    other: boolean
  }[]
  categories: { title: string; url: string }[]
  pages: { title: string; url: string }[]
}

const SUGGESTED = 6
const THUMB = { width: 96, height: 96, quality: 60 } as const

/**
 * The header's suggestions for what is typed so far: six products with photo and price, three
 * categories, three pages. Not kept in the server's data cache (every typed prefix would be an entry
 * on disk): the answer is cacheable by URL — query and language are in it, nothing about the visitor
 * is in the answer — and the search itself takes a few milliseconds (`npm run bench:search`).
 */
export async function suggest(raw: string, lang: Lang): Promise<Suggestion> {
  const found = await searchShop(raw, lang, SUGGESTED)
  return {
    products: found.products.slice(0, SUGGESTED).map((p) => ({
      id: p.id,
      name: p.name,
      url: `/shop/${p.url}`,
      price: formatPrice(p.price),
      image: p.mainimage ? getImageProps({ src: p.mainimage.url, alt: '', ...THUMB }).props.src : null,
      soldOut: !p.instock,
      other: p.other,
    })),
    categories: found.categories.slice(0, 3).map((c) => ({ title: c.title, url: c.url })),
    pages: found.pages.slice(0, 3).map((c) => ({ title: c.title, url: c.url })),
  }
}
