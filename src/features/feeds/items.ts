/**
 * The product feeds' items (issue 54), pure: the published catalogue as Google Merchant Center and a
 * Meta catalogue take it. One item per thing a shopper can buy: the single piece (its id the SKU) and
 * each set of N pieces (`SKU-xN`, a multipack). Dealer-only goods (display stands) never appear, nor a
 * product without a picture (both feeds refuse an item without `image_link`). Prices are the ones the
 * shop charges now: the list price, and while a sale runs the sale price with the sale's period.
 */
import { fill } from '@/i18n/config'
import type { Lang } from '@/i18n/locales'
import { localizedUrls } from '@/i18n/locales'
import { toCents } from '@/lib/money'
import { plainText } from '@/lib/richtext'
import { type ShippingRates, zoneFee } from '@/features/pricing'

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
  /** The list prices: the single piece and each set of N pieces. */
  price: number
  sets: readonly { number: number; price: number }[]
  /** The operator's switch (off: not sold), and the pieces left (of the fragrance with the most, where counted so). */
  onSale: boolean
  pieces: number
  /** The main picture's URL as stored (relative to the site, or absolute). */
  image: string | null
  gtin: string | null
  dealerOnly: boolean
  /** The running sale's prices (single piece and sets) and its period; null when none runs. */
  sale: FeedSale | null
}

export type FeedSale = { price: number; sets: readonly { number: number; price: number }[]; starts: Date; ends: Date }

/** What every item shares: where the shop is, in which language, whose brand, how it ships. */
export type FeedShop = {
  siteUrl: string
  lang: Lang
  brand: string
  shipping: ShippingRates
  /** "Confezione da {number}" / "Set of {number}": a set's title. */
  setOf: string
}

export type FeedItem = {
  id: string
  title: string
  description: string
  link: string
  imageLink: string
  inStock: boolean
  price: number
  /** The sale price and its period, only when below the list price. */
  sale: { price: number; starts: Date; ends: Date } | null
  brand: string
  gtin: string | null
  /** Pieces in a set (Google's `multipack`); null for the single piece. */
  multipack: number | null
  productType: string
  /** The shipping price of this item alone to each country the shop ships to. */
  shipping: { country: string; price: number }[]
}

/** "12.50 EUR": the feeds' price format (a dot, two decimals, the ISO currency). */
export function feedPrice(eur: number): string {
  const cents = toCents(eur)
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')} EUR`
}

/** ISO 8601 to the second, in UTC: 2026-11-28T09:00:00Z. */
const isoSecond = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z')

/** `sale_price_effective_date`: the sale's period as an ISO 8601 interval, start/end. */
export const effectiveDate = (sale: { starts: Date; ends: Date }): string =>
  `${isoSecond(sale.starts)}/${isoSecond(sale.ends)}`

/** Italy first, then the other countries the shop ships to, each with the price of shipping this item alone. */
export function shippingFor(price: number, rates: ShippingRates): { country: string; price: number }[] {
  const others = rates.countries.filter((c) => c !== 'IT')
  return [
    { country: 'IT', price: zoneFee(price, 'italy', rates) },
    ...others.map((country) => ({ country, price: zoneFee(price, 'abroad', rates) })),
  ]
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

/** The feed's items, in the catalogue's order; an id seen before (a SKU used twice) is left out. */
export function feedItems(products: readonly FeedProduct[], shop: FeedShop): FeedItem[] {
  const seen = new Set<string>()
  const out: FeedItem[] = []
  for (const p of products) {
    if (p.dealerOnly || !p.image || !p.sku.trim()) continue
    const description = oneLine(plainText(p.description)) || oneLine(p.summary) || oneLine(p.name)
    const common = {
      description,
      link: productLink(p.url, shop),
      imageLink: absolute(p.image, shop.siteUrl),
      brand: shop.brand,
      productType: p.category,
    }
    const variants = [
      { pieces: 1, price: p.price, salePrice: p.sale?.price ?? null },
      ...p.sets.map((s) => ({
        pieces: s.number,
        price: s.price,
        salePrice: p.sale?.sets.find((x) => x.number === s.number)?.price ?? null,
      })),
    ]
    for (const v of variants) {
      const id = v.pieces === 1 ? p.sku.trim() : `${p.sku.trim()}-x${v.pieces}`
      if (seen.has(id)) continue
      seen.add(id)
      const sale =
        p.sale && v.salePrice !== null && toCents(v.salePrice) < toCents(v.price)
          ? { price: v.salePrice, starts: p.sale.starts, ends: p.sale.ends }
          : null
      out.push({
        ...common,
        id,
        title: oneLine(v.pieces === 1 ? p.name : `${p.name} – ${fill(shop.setOf, { number: v.pieces })}`),
        inStock: p.onSale && p.pieces >= v.pieces,
        price: v.price,
        sale,
        // A set the shop makes up itself carries the single piece's barcode beside its multipack count
        // (Google's rule for merchant-defined multipacks).
        gtin: p.gtin,
        multipack: v.pieces === 1 ? null : v.pieces,
        shipping: shippingFor(sale?.price ?? v.price, shop.shipping),
      })
    }
  }
  return out
}
