/**
 * The feeds as files, pure: RSS 2.0 with Google's `g:` namespace, which Google Merchant Center reads
 * and a Meta catalogue (Commerce Manager's data feed) accepts as it is. The two differ where their
 * specifications do: Google's availability is `in_stock`, Meta's `in stock`; Google takes
 * `identifier_exists` = no for goods without a barcode, Meta does not; the
 * lengths they keep of a title and a description. Every text goes through lib/xml.ts.
 */
import { isLang, type Lang, LANGS } from '@/i18n/locales'
import { xmlElement, xmlText } from '@/lib/xml'
import { clip, effectiveDate, feedPrice, type FeedItem } from './items'

export type FeedFormat = 'google' | 'meta'
export const FEED_FORMATS: readonly FeedFormat[] = ['google', 'meta']

/** The feeds' file names, one per format and language: google-it.xml, meta-en.xml … (served at /feeds/). */
export const FEED_FILES: readonly string[] = FEED_FORMATS.flatMap((f) => LANGS.map((l) => `${f}-${l}.xml`))

/** The format and language a feed's file name stands for; null for any other name. */
export function feedFile(name: string): { format: FeedFormat; lang: Lang } | null {
  const m = /^([a-z]+)-([a-z]+)\.xml$/.exec(name)
  if (!m || !FEED_FORMATS.includes(m[1] as FeedFormat) || !isLang(m[2])) return null
  return { format: m[1] as FeedFormat, lang: m[2] }
}

/** The channel: the shop's name, its home page in the feed's language, a line about it, when it was built. */
export type FeedChannel = { title: string; link: string; description: string; built: Date }

export const GOOGLE_NS = 'http://base.google.com/ns/1.0'

/** What each format keeps of a text (Google: title 150, description 5,000; Meta: 200 and 9,999). */
const LIMITS: Record<FeedFormat, { title: number; description: number }> = {
  google: { title: 150, description: 5000 },
  meta: { title: 200, description: 9999 },
}

const g = (name: string, value: string | number) => xmlElement(`g:${name}`, value)

/** One item's `<item>` element. */
export function itemXml(item: FeedItem, format: FeedFormat): string {
  const limits = LIMITS[format]
  const lines = [
    g('id', item.id),
    g('title', clip(item.title, limits.title)),
    g('description', clip(item.description, limits.description)),
    g('link', item.link),
    g('image_link', item.imageLink),
    g(
      'availability',
      format === 'google' ? (item.inStock ? 'in_stock' : 'out_of_stock') : item.inStock ? 'in stock' : 'out of stock',
    ),
    g('condition', 'new'),
    g('price', feedPrice(item.price)),
  ]
  if (item.sale)
    lines.push(g('sale_price', feedPrice(item.sale.price)), g('sale_price_effective_date', effectiveDate(item.sale)))
  lines.push(g('brand', item.brand))
  if (item.gtin) lines.push(g('gtin', item.gtin))
  else if (format === 'google') lines.push(g('identifier_exists', 'no'))
  if (item.productType) lines.push(g('product_type', item.productType))
  for (const s of item.shipping)
    lines.push(
      `<g:shipping>${g('country', s.country)}${g('service', 'Standard')}${g('price', feedPrice(s.price))}</g:shipping>`,
    )
  return `<item>\n${lines.map((l) => `  ${l}`).join('\n')}\n</item>`
}

/** The file's start, up to its first item. */
export const feedHead = (channel: FeedChannel): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NS}">`,
    '<channel>',
    `<title>${xmlText(channel.title)}</title>`,
    `<link>${xmlText(channel.link)}</link>`,
    `<description>${xmlText(channel.description)}</description>`,
    `<lastBuildDate>${channel.built.toUTCString()}</lastBuildDate>`,
    '',
  ].join('\n')

export const FEED_TAIL = '</channel>\n</rss>\n'

/** The items' elements, an id given once (the first): a SKU used twice would have the file refused. */
export function itemsXml(chunks: readonly (readonly (readonly [string, string])[])[]): string {
  const seen = new Set<string>()
  const out: string[] = []
  for (const chunk of chunks)
    for (const [id, xml] of chunk) {
      if (seen.has(id)) continue
      seen.add(id)
      out.push(xml, '\n')
    }
  return out.join('')
}

/** The whole feed, UTF-8. */
export const renderFeed = (format: FeedFormat, channel: FeedChannel, items: readonly FeedItem[]): string =>
  feedHead(channel) + itemsXml([items.map((i) => [i.id, itemXml(i, format)] as const)]) + FEED_TAIL
