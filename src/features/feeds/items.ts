/**
 * The product feeds' items (issue 54), pure: the published catalogue as Google Merchant Center and a
 * Meta catalogue take it. One item per product, the single piece (its id the SKU): sets are left out,
 * since their landing page shows the single piece's price and availability (README "Product feeds").
 * Dealer-only goods (display stands) never appear, nor a product without a picture (both feeds refuse
 * an item without `image_link`), nor one whose id Google would refuse. The price is the one the shop
 * charges now; a reduction is announced (`price` the previous price, `sale_price` the price charged)
 * only when the product page announces it (Omnibus, art. 17-bis Codice del consumo: the previous price
 * is the lowest of the 30 days before the campaign; features/pricing/sale.ts).
 */
import type { Lang } from '@/i18n/locales'
import { localizedUrls } from '@/i18n/locales'
import { toCents } from '@/lib/money'
import { plainText } from '@/lib/richtext'
import { quoteShipping, type ShippingRates, type Size } from '@/features/pricing'

/** A published product as the feeds read it (data.ts selects just these fields). */
export type FeedProduct = {
  id: string
  sku: string
  name: string
  /** The product page's slug: /shop/{url}. */
  url: string
  category: string
  summary: string
  /** The rich-text description (Lexical JSON), written out as plain text. */
  description: unknown
  /** The single piece's price charged now (a running sale's). */
  price: number
  /** The operator's switch (off: not sold), and the pieces left (of the fragrance with the most, where counted so). */
  onSale: boolean
  pieces: number
  /** A piece's weight in grams and packed size, as the checkout's shipping quote reads them; null: unknown. */
  weight: number | null
  size: Size | null
  /** The main picture's URL as stored (relative to the site, or absolute). */
  image: string | null
  gtin: string | null
  dealerOnly: boolean
  /** The reduction the product page announces (previous price and the sale's period); null when it announces none. */
  reduction: FeedReduction | null
}

export type FeedReduction = { previous: number; starts: Date; ends: Date }

/** What every item shares: where the shop is, in which language, whose brand, how it ships. */
export type FeedShop = {
  siteUrl: string
  lang: Lang
  brand: string
  shipping: ShippingRates
}

export type FeedItem = {
  id: string
  title: string
  description: string
  link: string
  imageLink: string
  inStock: boolean
  price: number
  /** The price charged and the sale's period, only when a reduction is announced (`price` is then the previous price). */
  sale: { price: number; starts: Date; ends: Date } | null
  brand: string
  gtin: string | null
  productType: string
  /** The shipping price of this item alone to each country the shop ships to. */
  shipping: { country: string; price: number }[]
}

/** "12.50 EUR": the feeds' price format (a dot, two decimals, the ISO currency). */
export function feedPrice(eur: number): string {
  const cents = toCents(eur)
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')} EUR`
}

const MINUTE = 60_000
/** ISO 8601 to the minute, in UTC (Google's `YYYY-MM-DDThh:mmZ`): 2026-11-28T09:00Z. */
const isoMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16) + 'Z'

/**
 * `sale_price_effective_date`: the sale's period as an ISO 8601 interval, start/end, to the minute: the
 * start rounded up and the end down, so the feed never claims the sale price outside the sale.
 */
export const effectiveDate = (sale: { starts: Date; ends: Date }): string =>
  `${isoMinute(Math.ceil(sale.starts.getTime() / MINUTE) * MINUTE)}/${isoMinute(Math.floor(sale.ends.getTime() / MINUTE) * MINUTE)}`

/** Google refuses an item whose id is longer than this (Meta takes 100). */
export const MAX_ID = 50

/** What the shipping of one item depends on. */
export type ShippedItem = { key: string; price: number; weight: number | null; size: Size | null; category: string }

/**
 * Italy first, then the other countries the shop ships to, each with the price of shipping this item
 * alone: the checkout's own quote (features/pricing `quoteShipping`: the piece packed with the operator's
 * packaging, the band of its weight in the country's zone, the free-shipping threshold), kept in this
 * one function so the feed follows the shop's rules. A country the quote cannot price (too heavy for
 * its bands, no zone) gets no block: the shop would ask for a quote there, not charge a price.
 */
export function shippingFor(item: ShippedItem, rates: ShippingRates): { country: string; price: number }[] {
  const line = { key: item.key, weight: item.weight, size: item.size, quantity: 1 }
  const quote = quoteShipping([{ ...line, type: item.category.trim().toLowerCase() }], item.price, rates)
  const countries = [...rates.countries.filter((c) => c === 'IT'), ...rates.countries.filter((c) => c !== 'IT')]
  return countries.flatMap((country) => {
    const fee = quote.byCountry[country]
    return typeof fee === 'number' ? [{ country, price: fee }] : []
  })
}

/** Text on one line: control characters and runs of white space become one space. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001F\u007F\s]+/g, ' ').trim()

/** Plain text of at most `max` characters: whole words, an ellipsis where cut. */
export function clip(text: string, max: number): string {
  const t = oneLine(text)
  if (t.length <= max) return t
  const cut = t.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

const absolute = (url: string, siteUrl: string) => new URL(url, siteUrl).toString()

/** The product page in the feed's language: /shop/{slug}?lang=it, on the shop's origin. */
export const productLink = (url: string, shop: Pick<FeedShop, 'siteUrl' | 'lang'>) =>
  absolute(localizedUrls(`/shop/${encodeURIComponent(url)}`)[shop.lang], shop.siteUrl)

/** The running sale that sets a product's price now: the one ending when that price's validity ends. */
export function runningSale<S extends { productIds: readonly string[]; starts: Date; ends: Date }>(
  sales: readonly S[],
  productId: string,
  ends: string | null,
  now: Date,
): S | null {
  const t = now.getTime()
  const on = sales.filter((s) => s.productIds.includes(productId) && s.starts.getTime() <= t && t < s.ends.getTime())
  return on.find((s) => ends !== null && s.ends.toISOString() === ends) ?? on[0] ?? null
}

/** Why an item was left out: the operator reads it in the log (data.ts). */
export type SkippedItem = { sku: string; reason: 'id-too-long' | 'duplicate-id' }

/**
 * The feed's items, in the catalogue's order. An id seen before (a SKU used twice) or longer than
 * Google takes is left out and reported to `skipped` (a cut id could collide with another SKU).
 */
export function feedItems(
  products: readonly FeedProduct[],
  shop: FeedShop,
  skipped: (s: SkippedItem) => void = () => {},
): FeedItem[] {
  const seen = new Set<string>()
  const out: FeedItem[] = []
  for (const p of products) {
    const id = p.sku.trim()
    if (p.dealerOnly || !p.image || !id) continue
    if (id.length > MAX_ID) {
      skipped({ sku: id, reason: 'id-too-long' })
      continue
    }
    if (seen.has(id)) {
      skipped({ sku: id, reason: 'duplicate-id' })
      continue
    }
    seen.add(id)
    const title = oneLine(p.name)
    // Meta wants a description unlike the title: with none written, the title with its category (or brand).
    const description =
      oneLine(plainText(p.description)) || oneLine(p.summary) || `${title} – ${oneLine(p.category) || shop.brand}`
    const r = p.reduction
    const announced = r !== null && toCents(p.price) < toCents(r.previous)
    out.push({
      id,
      title,
      description,
      link: productLink(p.url, shop),
      imageLink: absolute(p.image, shop.siteUrl),
      inStock: p.onSale && p.pieces > 0,
      price: announced ? r.previous : p.price,
      sale: announced ? { price: p.price, starts: r.starts, ends: r.ends } : null,
      brand: shop.brand,
      gtin: p.gtin,
      productType: p.category,
      shipping: shippingFor(
        { key: id, price: p.price, weight: p.weight, size: p.size, category: p.category },
        shop.shipping,
      ),
    })
  }
  return out
}
