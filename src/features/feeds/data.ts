import type { Payload } from 'payload'
import { getSales, priceEpoch, salePrices } from '@/features/pricing/server'
import { getSeller } from '@/features/seller/server'
import { getShippingRates } from '@/features/settings/server'
import { type Lang, localizedUrls } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { cached, cacheTags } from '@/lib/cache'
import { env } from '@/lib/env'
import { toImg } from '@/lib/media'
import { getShopPayload } from '@/payload/shop-payload'
import type { Product } from '@/payload-types'
import { feedItems, type FeedProduct, runningSale } from './items'
import { FEED_TAIL, type FeedFormat, feedHead, itemXml, itemsXml } from './render'

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

/** Products a chunk holds: its cached file part stays well under Next's 2 MB per entry (about 3 KB an item). */
export const CHUNK = 100

/**
 * One page of published products (the collection's read access: drafts never), with the prices
 * charged at `now`.
 */
export async function feedProducts(
  payload: Payload,
  lang: Lang,
  page: number,
  now = new Date(),
  size = CHUNK,
): Promise<{ products: FeedProduct[]; hasNextPage: boolean }> {
  const res = (await payload.find({
    collection: 'products',
    locale: lang,
    depth: 1,
    limit: size,
    page,
    sort: ['position', 'id'],
    overrideAccess: false,
    select: SELECT as never,
    // Payload computes a picture's url from its filename (and, in a bucket, its prefix).
    populate: { media: { url: true, filename: true, prefix: true, updatedAt: true } } as never,
  })) as unknown as { docs: Selected[]; hasNextPage: boolean }
  const docs = res.docs
  const { prices } = await salePrices(payload, docs as unknown as Product[], now)
  const sales = prices.size ? await getSales(payload) : []
  const products = docs.map((p): FeedProduct => {
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
  return { products, hasNextPage: res.hasNextPage }
}

type Chunk = { items: [string, string][]; hasNextPage: boolean }

/** One page of products as the feed's `<item>` elements, each with its id. */
async function buildChunk(format: FeedFormat, lang: Lang, page: number, size: number): Promise<Chunk> {
  const now = new Date()
  const payload = await getShopPayload()
  const [{ products, hasNextPage }, seller, shipping] = await Promise.all([
    feedProducts(payload, lang, page, now, size),
    getSeller(),
    getShippingRates(now),
  ])
  const t = messages[lang]
  const shop = { siteUrl: env.siteUrl, lang, brand: seller.name || t.meta.siteName, shipping, setOf: t.product.setOf }
  return { items: feedItems(products, shop).map((i) => [i.id, itemXml(i, format)]), hasNextPage }
}

async function buildHead(lang: Lang): Promise<string> {
  const t = messages[lang]
  const seller = await getSeller()
  return feedHead({
    title: seller.name || t.meta.siteName,
    link: new URL(localizedUrls('/')[lang], env.siteUrl).toString(),
    description: t.meta.defaultDescription,
    built: new Date(),
  })
}

/**
 * A feed from the cache, kept in parts of CHUNK products (a feed of thousands is tens of megabytes;
 * Next's data cache keeps no entry over 2 MB): every part is rebuilt when a product, a sale, the seller
 * or the shop's settings are saved, when a sale starts or ends (the prices' epoch keys it) and when a
 * free-shipping offer does (its thresholds key it). Only the parts are read from the database.
 */
export async function getFeed(format: FeedFormat, lang: Lang, size = CHUNK): Promise<string> {
  const now = new Date()
  const epoch = priceEpoch(await getSales(await getShopPayload()), now)
  const free = JSON.stringify((await getShippingRates(now)).freeFrom)
  const tags = [cacheTags.products, cacheTags.sales, cacheTags.global('seller'), cacheTags.global('shop-settings')]
  const key = ['feed', format, lang, epoch, free, String(size)]
  const head = await cached(() => buildHead(lang), [...key, 'head'], tags)()
  const chunks: Chunk['items'][] = []
  for (let page = 1; ; page++) {
    const chunk = await cached(() => buildChunk(format, lang, page, size), [...key, String(page)], tags)()
    chunks.push(chunk.items)
    if (!chunk.hasNextPage) break
  }
  return head + itemsXml(chunks) + FEED_TAIL
}
