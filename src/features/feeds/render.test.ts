import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { feedItems, type FeedProduct, type FeedShop } from './items'
import { feedFile, FEED_FILES, itemsXml, renderFeed } from './render'
import { feedProblems, parseItems } from './spec'

const shop: FeedShop = {
  siteUrl: 'https://shop.example',
  lang: 'it',
  brand: 'Vetrina S.r.l.',
  shipping: { italy: 5.99, abroad: 14.99, freeFrom: { italy: 89.69, abroad: null }, countries: ['IT', 'FR'] },
}
const channel = {
  title: 'Vetrina',
  link: 'https://shop.example/?lang=it',
  description: 'Candele & vasi',
  built: new Date('2026-11-28T08:00:00Z'),
}

const product = (over: Partial<FeedProduct>): FeedProduct => ({
  id: '1',
  sku: 'CND-01',
  name: 'Candela "Ambra" & <Miele>',
  url: 'candela-ambra',
  category: 'Candele',
  summary: '',
  description: { root: { children: [{ type: 'paragraph', children: [{ text: 'Cera & stoppino <cotone> \u0002' }] }] } },
  price: 24.5,
  onSale: true,
  pieces: 10,
  image: '/cms/api/media/file/a.webp?v=1&w=2',
  gtin: null,
  dealerOnly: false,
  reduction: null,
  weight: null,
  size: null,
  ...over,
})

const reduction = { previous: 24.5, starts: new Date('2026-11-27T23:00:00Z'), ends: new Date('2026-12-01T23:00:00Z') }
const items = feedItems(
  [
    product({ price: 19.6, reduction }),
    product({ id: '2', sku: 'VASO-1', name: 'Vaso', gtin: '8001234567890', pieces: 0 }),
    product({ id: '3', sku: 'STAND', name: 'Espositore', dealerOnly: true }),
  ],
  shop,
)
const google = renderFeed('google', channel, items)
const meta = renderFeed('meta', channel, items)

/** xmllint reads the file from stdin and exits non-zero on any well-formedness error. */
const wellFormed = (xml: string) => execFileSync('xmllint', ['--noout', '-'], { input: xml })

describe('the feeds as files', () => {
  it('are well-formed RSS 2.0 with the g: namespace, texts escaped and forbidden characters dropped', () => {
    for (const xml of [google, meta]) {
      expect(() => wellFormed(xml)).not.toThrow()
      expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">')
      expect(xml).toContain('<g:title>Candela &quot;Ambra&quot; &amp; &lt;Miele&gt;</g:title>')
      expect(xml).toContain('<g:image_link>https://shop.example/cms/api/media/file/a.webp?v=1&amp;w=2</g:image_link>')
      expect(xml).not.toContain('\u0002')
      expect(xml).toContain('<lastBuildDate>Sat, 28 Nov 2026 08:00:00 GMT</lastBuildDate>')
    }
    expect(parseItems(google)[0]!.fields.description).toBe('Cera & stoppino <cotone>')
  })

  it('pass each format’s required fields, item by item', () => {
    expect(feedProblems(google, 'google')).toEqual([])
    expect(feedProblems(meta, 'meta')).toEqual([])
    // The check itself fails a feed that misses one.
    expect(feedProblems(google.replace(/<g:brand>[^<]*<\/g:brand>/, ''), 'google')).toEqual(['CND-01: no brand'])
    expect(feedProblems(google, 'meta')).toContain('CND-01: availability in_stock')
    // Google's sale period is to the minute: a period with seconds fails the check.
    expect(feedProblems(google.replace('23:00Z/', '23:00:00Z/'), 'google')).toEqual([
      'CND-01: sale_price without its period',
    ])
  })

  it('never list a dealer-only product', () => {
    expect(parseItems(google).map((i) => i.fields.id)).toEqual(['CND-01', 'VASO-1'])
    expect(parseItems(meta).map((i) => i.fields.id)).toEqual(['CND-01', 'VASO-1'])
    expect(google).not.toContain('Espositore')
  })

  it('write prices, the sale price and its period, availability and shipping per country', () => {
    const [piece, vaso] = parseItems(google)
    expect(piece!.fields).toMatchObject({
      price: '24.50 EUR',
      sale_price: '19.60 EUR',
      sale_price_effective_date: '2026-11-27T23:00Z/2026-12-01T23:00Z',
      availability: 'in_stock',
      condition: 'new',
      brand: 'Vetrina S.r.l.',
      link: 'https://shop.example/shop/candela-ambra?lang=it',
    })
    expect(piece!.shipping).toEqual([
      { country: 'IT', service: 'Standard', price: '5.99 EUR' },
      { country: 'FR', service: 'Standard', price: '14.99 EUR' },
    ])
    expect(vaso!.fields.sale_price).toBeUndefined()
    expect(vaso!.fields.availability).toBe('out_of_stock')
    expect(parseItems(meta)[1]!.fields.availability).toBe('out of stock')
    expect(parseItems(meta)[0]!.fields.availability).toBe('in stock')
  })

  it('give the barcode when set, else identifier_exists = no (Google); Meta gets no identifier_exists', () => {
    const g = parseItems(google)
    expect(g.map((i) => [i.fields.gtin, i.fields.identifier_exists])).toEqual([
      [undefined, 'no'],
      ['8001234567890', undefined],
    ])
    const m = parseItems(meta)
    expect(m.map((i) => [i.fields.gtin, i.fields.identifier_exists])).toEqual([
      [undefined, undefined],
      ['8001234567890', undefined],
    ])
  })

  it('cut a title and a description to each format’s length, at a word', () => {
    const long = feedItems(
      [product({ name: 'Candela '.repeat(30), description: null, summary: 'parola '.repeat(1000) })],
      shop,
    )
    const [g] = parseItems(renderFeed('google', channel, long))
    const [m] = parseItems(renderFeed('meta', channel, long))
    expect(g!.fields.title!.length).toBeLessThanOrEqual(150)
    expect(g!.fields.description!.length).toBeLessThanOrEqual(5000)
    expect(m!.fields.title!.length).toBeLessThanOrEqual(200)
    expect(m!.fields.title!.length).toBeGreaterThan(g!.fields.title!.length)
    expect(m!.fields.description!.length).toBeLessThanOrEqual(9999)
  })
})

describe('itemsXml', () => {
  it('joins the parts in order and gives an id once, the first, across parts', () => {
    const parts = [
      [
        ['A', '<item>a</item>'],
        ['B', '<item>b</item>'],
      ],
      [
        ['A', '<item>a again</item>'],
        ['C', '<item>c</item>'],
      ],
      [],
    ] as const
    expect(itemsXml(parts)).toBe('<item>a</item>\n<item>b</item>\n<item>c</item>\n')
  })
})

describe('feedFile', () => {
  it('names a format and a language, and nothing else', () => {
    expect(FEED_FILES).toEqual(['google-it.xml', 'google-en.xml', 'meta-it.xml', 'meta-en.xml'])
    expect(feedFile('google-it.xml')).toEqual({ format: 'google', lang: 'it' })
    expect(feedFile('meta-en.xml')).toEqual({ format: 'meta', lang: 'en' })
    for (const bad of ['google-fr.xml', 'bing-it.xml', 'google-it.csv', 'google-it.xml.bak', '../google-it.xml', ''])
      expect(feedFile(bad), bad).toBeNull()
  })
})
