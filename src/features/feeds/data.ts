import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { type ShippingRates, sizeOf } from '@/features/pricing'
import { getSales, priceEpoch, salePrices } from '@/features/pricing/server'
import { getSeller } from '@/features/seller/server'
import { getShippingRates } from '@/features/settings/server'
import { type Lang, localizedUrls } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { cached, cacheTags } from '@/lib/cache'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { toImg } from '@/lib/media'
import { getShopPayload } from '@/payload/shop-payload'
import { feedItems, type FeedProduct, type FeedShop, runningSale } from './items'
import { feedStream, type Part, splitBySize } from './parts'
import { type FeedFormat, feedHead, itemXml } from './render'
import { feedPage, type FeedRow, feedRows } from './rows'

/** The pieces left: the product's, or where counted per fragrance the fragrance with the most. */
function piecesLeft(p: FeedRow): number {
  const rows = p.fragrance ?? []
  if (rows.some((f) => typeof f.stock === 'number')) return Math.max(0, ...rows.map((f) => f.stock ?? 0))
  return p.stock ?? 0
}

/** Products a page of the catalogue holds; a page's items are cut further into parts by size (parts.ts). */
export const CHUNK = 100

type Sales = Awaited<ReturnType<typeof getSales>>

/**
 * What every part of one feed generation shares, read once per request outside the cached parts (a
 * cached read nested in another skips its cache: each part would read them from the database again).
 */
type Generation = { now: Date; sales: Sales; shop: FeedShop }

/**
 * One page of published products (the collection's read access: drafts never), with the price charged
 * at `now` and the reduction the product page announces (the same `salePrices`).
 */
export async function feedProducts(
  payload: Payload,
  lang: Lang,
  page: number,
  now = new Date(),
  size = CHUNK,
  preloaded?: Sales,
): Promise<{ products: FeedProduct[]; hasNextPage: boolean }> {
  // The page's ids (Payload's read access kept), then the few columns an item is made of (rows.ts).
  const { ids, hasNextPage } = await feedPage(payload, page, size)
  const docs = await feedRows(payload, lang, ids)
  const sales = preloaded ?? (await getSales(payload))
  const { prices } = await salePrices(payload, docs, now, sales)
  const products = docs.map((p): FeedProduct => {
    const id = String(p.id)
    const running = prices.get(id)
    const sale = running?.reduction ? runningSale(sales, id, running.saleEnds, now) : null
    return {
      id,
      sku: p.sku,
      name: p.name,
      url: p.url,
      category: p.category,
      summary: p.product_summary ?? '',
      description: p.description ?? null,
      price: running?.price ?? p.price,
      onSale: p.instock !== false,
      pieces: piecesLeft(p),
      weight: typeof p.weight === 'number' && p.weight > 0 ? p.weight : null,
      size: sizeOf(p.packedSize?.length, p.packedSize?.width, p.packedSize?.height),
      image: toImg(p.mainimage)?.url ?? null,
      gtin: p.gtin?.trim() || null,
      dealerOnly: Boolean(p.trade?.dealerOnly),
      reduction:
        running?.reduction && sale
          ? { previous: running.reduction.previous, starts: sale.starts, ends: sale.ends }
          : null,
    }
  })
  return { products, hasNextPage }
}

/**
 * Part `piece` of a page of products as the feed's `<item>` elements, each with its id. A page whose
 * items would pass the cache's size is built again for each of its parts (long texts only; rare).
 */
async function buildPart(
  gen: Generation,
  format: FeedFormat,
  page: number,
  piece: number,
  size: number,
): Promise<Part> {
  const payload = await getShopPayload()
  const { products, hasNextPage } = await feedProducts(payload, gen.shop.lang, page, gen.now, size, gen.sales)
  const items = feedItems(products, gen.shop, (s) => {
    // The operator's to fix in /cms: the product is missing from the platforms until then.
    if (piece === 0) log.warn('feed: product left out', { format, lang: gen.shop.lang, sku: s.sku, reason: s.reason })
  })
  const pieces = splitBySize(items.map((i) => [i.id, itemXml(i, format)] as const))
  return { items: [...(pieces[piece] ?? [])], pieces: pieces.length, hasNextPage }
}

async function buildHead(lang: Lang, key: readonly string[]): Promise<{ xml: string; etag: string }> {
  const t = messages[lang]
  const seller = await getSeller()
  const xml = feedHead({
    title: seller.name || t.meta.siteName,
    link: new URL(localizedUrls('/')[lang], env.siteUrl).toString(),
    description: t.meta.defaultDescription,
    built: new Date(),
  })
  // The generation's ETag: its key and the moment it was built (the head is rebuilt with every part).
  const etag = `"${crypto.createHash('sha1').update(JSON.stringify(key)).update(xml).digest('base64url')}"`
  return { xml, etag }
}

export type OpenFeed = { etag: string; stream: () => ReadableStream<Uint8Array> }

/**
 * A feed from the cache, kept as a head and parts (a feed of thousands is tens of megabytes; Next's
 * data cache keeps no entry over 2 MB): every part is rebuilt when a product, a sale, the seller or the
 * shop's settings are saved, when a sale starts or ends (the prices' epoch keys it) and when a
 * free-shipping offer does (its thresholds key it). The ETag comes with the head, before any part is
 * read; `stream` reads the parts one at a time as the client takes them.
 */
export async function openFeed(format: FeedFormat, lang: Lang, size = CHUNK): Promise<OpenFeed> {
  const now = new Date()
  const payload = await getShopPayload()
  const [sales, seller, shipping] = await Promise.all([getSales(payload), getSeller(), getShippingRates(now)])
  const epoch = priceEpoch(sales, now)
  const free = JSON.stringify(shipping.freeFrom)
  const tags = [cacheTags.products, cacheTags.sales, cacheTags.global('seller'), cacheTags.global('shop-settings')]
  const key = ['feed', format, lang, epoch, free, String(size)]
  const gen: Generation = { now, sales, shop: feedShop(lang, seller.name, shipping) }
  const head = await cached(() => buildHead(lang, key), [...key, 'head'], tags)()
  return {
    etag: head.etag,
    stream: () =>
      feedStream(head.xml, (page, piece) =>
        cached(() => buildPart(gen, format, page, piece, size), [...key, String(page), String(piece)], tags)(),
      ),
  }
}

const feedShop = (lang: Lang, sellerName: string, shipping: ShippingRates): FeedShop => ({
  siteUrl: env.siteUrl,
  lang,
  brand: sellerName || messages[lang].meta.siteName,
  shipping,
})

/** The whole file as text (scripts, tests); the route streams it. */
export async function getFeed(format: FeedFormat, lang: Lang, size = CHUNK): Promise<string> {
  return new Response((await openFeed(format, lang, size)).stream()).text()
}
