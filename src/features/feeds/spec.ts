/**
 * What each format requires of an item (Google's product data specification, Meta's catalogue feed
 * fields), as a check the tests run on the files the shop serves: the unit tests on rendered items,
 * the integration test on a feed built from the database, the end-to-end test on /feeds/google-it.xml.
 * It reads the feed as render.ts writes it (one `g:` element per line, shipping blocks on one line);
 * that the file is well-formed XML is for a real parser (the tests run xmllint).
 */
import type { FeedFormat } from './render'

export type ParsedItem = {
  fields: Record<string, string>
  shipping: { country: string; service: string; price: string }[]
}

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')

const elements = (xml: string): [string, string][] =>
  [...xml.matchAll(/<g:([a-z_]+)>([^<]*)<\/g:\1>/g)].map((m) => [m[1]!, unescape(m[2]!)])

/** The items of a feed, each element's text unescaped. */
export function parseItems(xml: string): ParsedItem[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => {
    const body = m[1]!
    const shipping = [...body.matchAll(/<g:shipping>([\s\S]*?)<\/g:shipping>/g)].map((s) => {
      const f = Object.fromEntries(elements(s[1]!))
      return { country: f.country ?? '', service: f.service ?? '', price: f.price ?? '' }
    })
    return { fields: Object.fromEntries(elements(body.replace(/<g:shipping>[\s\S]*?<\/g:shipping>/g, ''))), shipping }
  })
}

const REQUIRED: Record<FeedFormat, readonly string[]> = {
  google: ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price', 'condition', 'brand'],
  meta: ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price', 'condition', 'brand'],
}
const AVAILABILITY: Record<FeedFormat, readonly string[]> = {
  google: ['in_stock', 'out_of_stock', 'preorder', 'backorder'],
  meta: ['in stock', 'out of stock', 'preorder', 'available for order', 'discontinued'],
}
const LIMITS: Record<FeedFormat, Record<string, number>> = {
  google: { id: 50, title: 150, description: 5000 },
  meta: { id: 100, title: 200, description: 9999 },
}
const PRICE = /^\d+\.\d{2} [A-Z]{3}$/
// Google's format: to the minute, with a zone (YYYY-MM-DDThh:mmZ or ±hhmm); seconds are not in it.
const ISO = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(Z|[+-]\\d{4})'
const INTERVAL = new RegExp(`^${ISO}/${ISO}$`)

/** The problems of one item against its format's required fields and value formats; empty when it passes. */
export function itemProblems(item: ParsedItem, format: FeedFormat): string[] {
  const f = item.fields
  const id = f.id ?? '?'
  const out: string[] = []
  for (const name of REQUIRED[format]) if (!f[name]?.trim()) out.push(`${id}: no ${name}`)
  for (const [name, max] of Object.entries(LIMITS[format]))
    if ((f[name]?.length ?? 0) > max) out.push(`${id}: ${name} longer than ${max}`)
  if (f.availability && !AVAILABILITY[format].includes(f.availability))
    out.push(`${id}: availability ${f.availability}`)
  if (f.condition && f.condition !== 'new') out.push(`${id}: condition ${f.condition}`)
  for (const name of ['price', 'sale_price'])
    if (f[name] !== undefined && !PRICE.test(f[name]!)) out.push(`${id}: ${name} ${f[name]}`)
  for (const s of item.shipping) if (!PRICE.test(s.price) || !/^[A-Z]{2}$/.test(s.country)) out.push(`${id}: shipping`)
  for (const name of ['link', 'image_link'])
    if (f[name] && !/^https?:\/\//.test(f[name]!)) out.push(`${id}: ${name} not absolute`)
  if (f.sale_price !== undefined && !INTERVAL.test(f.sale_price_effective_date ?? ''))
    out.push(`${id}: sale_price without its period`)
  if (format === 'google') {
    // Italy and the EEA countries the shop sells to require a shipping cost.
    if (!item.shipping.some((s) => s.country === 'IT')) out.push(`${id}: no shipping to IT`)
    if (!f.gtin && f.identifier_exists !== 'no') out.push(`${id}: neither gtin nor identifier_exists=no`)
  }
  return out
}

/** Every problem of every item of a feed. */
export const feedProblems = (xml: string, format: FeedFormat): string[] =>
  parseItems(xml).flatMap((i) => itemProblems(i, format))
