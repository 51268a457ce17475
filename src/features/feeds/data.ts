import type { Payload } from 'payload'
import { getSales, priceEpoch, salePrices } from '@/features/pricing/server'
import { getSeller } from '@/features/seller/server'
import { getShippingRates } from '@/features/settings/server'
import { type Lang, localizedUrls } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { cached, cacheTags } from '@/lib/cache'
import { env } from '@/lib/env'
import { toImg } from '@/lib/media'
import { allPages } from '@/lib/pages'
import { getShopPayload } from '@/payload/shop-payload'
import type { Product } from '@/payload-types'
import { feedItems, type FeedProduct, runningSale } from './items'
import { type FeedFormat, renderFeed } from './render'

/** The fields a feed reads of a product; the rest of the document (the other rich texts, safety, gallery, how-to) stays in the database. */
const SELECT: { [K in Exclude<keyof Selected, 'id'>]: true } = {
  name: true,
  url: true,
  sku: true,
  gtin: true,
  category: true,
  price: true,
  sets: true,
  product_summary: true,
  description: true,
  instock: true,
  stock: true,
  fragrance: true,
  mainimage: true,
  trade: true,
}

/** A product as selected. */
type Selected = Pick<
  Product,
  | 'id'
  | 'name'
  | 'url'
  | 'sku'
  | 'gtin'
  | 'category'
  | 'price'
  | 'sets'
  | 'product_summary'
  | 'description'
  | 'instock'
  | 'stock'
  | 'fragrance'
  | 'mainimage'
  | 'trade'
>

/** The pieces left: the product's, or where counted per fragrance the fragrance with the most. */
function piecesLeft(p: Selected): number {
  const rows = p.fragrance ?? []
  if (rows.some((f) => typeof f.stock === 'number')) return Math.max(0, ...rows.map((f) => f.stock ?? 0))
  return p.stock ?? 0
}

/** Published products (the collection's read access: drafts never), a page at a time, with the prices charged now. */
export async function feedProducts(payload: Payload, lang: Lang, now = new Date()): Promise<FeedProduct[]> {
  const docs = await allPages(
    (page) =>
      payload.find({
        collection: 'products',
        locale: lang,
        depth: 1,
        limit: 250,
        page,
        sort: ['position', 'id'],
        overrideAccess: false,
        select: SELECT as never,
        populate: { media: { url: true, filename: true, prefix: true, updatedAt: true } } as never,
      }) as unknown as Promise<{ docs: Selected[]; hasNextPage: boolean }>,
  )
  const { prices } = await salePrices(payload, docs as unknown as Product[], now)
  const sales = prices.size ? await getSales(payload) : []
  return docs.map((p): FeedProduct => {
    const id = String(p.id)
    const running = prices.get(id)
    const sale = running ? runningSale(sales, id, running.saleEnds, now) : null
    return {
      id,
      sku: p.sku,
      name: p.name,
      url: p.url,
      category: p.category,
      summary: p.product_summary ?? '',
      description: p.description ?? null,
      price: p.price,
      sets: (p.sets ?? []).map((s) => ({ number: s.number, price: s.price })),
      onSale: p.instock !== false,
      pieces: piecesLeft(p),
      image: toImg(p.mainimage)?.url ?? null,
      gtin: p.gtin?.trim() || null,
      dealerOnly: Boolean(p.trade?.dealerOnly),
      sale: running && sale ? { price: running.price, sets: running.sets, starts: sale.starts, ends: sale.ends } : null,
    }
  })
}

/** One feed built now: the products, the seller's name as the brand, the shipping rates in force. */
export async function buildFeed(format: FeedFormat, lang: Lang, now = new Date()): Promise<string> {
  const payload = await getShopPayload()
  const [products, seller, shipping] = await Promise.all([
    feedProducts(payload, lang, now),
    getSeller(),
    getShippingRates(now),
  ])
  const t = messages[lang]
  const items = feedItems(products, {
    siteUrl: env.siteUrl,
    lang,
    brand: seller.name || t.meta.siteName,
    shipping,
    setOf: t.product.setOf,
  })
  const channel = {
    title: seller.name || t.meta.siteName,
    link: new URL(localizedUrls('/')[lang], env.siteUrl).toString(),
    description: t.meta.defaultDescription,
    built: now,
  }
  return renderFeed(format, channel, items)
}

/**
 * A feed from the cache: rebuilt when a product, a sale, the seller or the shop's settings are saved,
 * when a sale starts or ends (the prices' epoch keys it) and when a free-shipping offer does (its
 * thresholds key it).
 */
export async function getFeed(format: FeedFormat, lang: Lang): Promise<string> {
  const now = new Date()
  const epoch = priceEpoch(await getSales(await getShopPayload()), now)
  const free = (await getShippingRates(now)).freeFrom
  return cached(
    () => buildFeed(format, lang),
    ['feed', format, lang, epoch, JSON.stringify(free)],
    [cacheTags.products, cacheTags.sales, cacheTags.global('seller'), cacheTags.global('shop-settings')],
  )()
}
