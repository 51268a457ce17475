import { describe, expect, it } from 'vitest'
import type { ShippingRates } from '@/features/pricing'
import {
  clip,
  effectiveDate,
  feedItems,
  feedPrice,
  type FeedProduct,
  type FeedShop,
  runningSale,
  shippingFor,
  type SkippedItem,
} from './items'

const rates: ShippingRates = {
  italy: 5.99,
  abroad: 14.99,
  freeFrom: { italy: 89.69, abroad: null },
  countries: ['IT', 'FR', 'DE'],
}
const shop: FeedShop = {
  siteUrl: 'https://shop.example',
  lang: 'it',
  brand: 'Vetrina S.r.l.',
  shipping: rates,
}

const product = (over: Partial<FeedProduct> = {}): FeedProduct => ({
  id: '7',
  sku: 'CND-01',
  name: 'Candela Ambra',
  url: 'candela-ambra',
  category: 'Candele',
  summary: 'Una candela.',
  description: {
    root: { children: [{ type: 'paragraph', children: [{ text: 'Cera di soia,' }, { text: '<b>60 ore</b>' }] }] },
  },
  price: 24.5,
  onSale: true,
  pieces: 2,
  image: '/cms/api/media/file/ambra.webp?v=abc',
  gtin: null,
  dealerOnly: false,
  reduction: null,
  weight: null,
  size: null,
  ...over,
})

describe('feedPrice', () => {
  it('writes a dot, two decimals and the currency, exact to the cent', () => {
    expect(feedPrice(12.5)).toBe('12.50 EUR')
    expect(feedPrice(0)).toBe('0.00 EUR')
    expect(feedPrice(1234)).toBe('1234.00 EUR')
    expect(feedPrice(0.1 + 0.2)).toBe('0.30 EUR')
    expect(feedPrice(89.69)).toBe('89.69 EUR')
  })
})

describe('effectiveDate', () => {
  it('is an ISO 8601 interval to the minute in UTC (Google’s format): the start rounded up, the end down', () => {
    const sale = { starts: new Date('2026-11-27T23:00:00.000Z'), ends: new Date('2026-12-01T22:59:59.500Z') }
    expect(effectiveDate(sale)).toBe('2026-11-27T23:00Z/2026-12-01T22:59Z')
    const odd = { starts: new Date('2026-11-27T23:00:01.000Z'), ends: new Date('2026-12-01T23:00:00.000Z') }
    expect(effectiveDate(odd)).toBe('2026-11-27T23:01Z/2026-12-01T23:00Z')
  })
})

describe('runningSale', () => {
  const now = new Date('2026-11-28T10:00:00Z')
  const s = (id: string, starts: string, ends: string, productIds = ['7']) => ({
    id,
    starts: new Date(starts),
    ends: new Date(ends),
    productIds,
  })
  it('finds the sale that sets the price: running now, covering the product, ending when the price does', () => {
    const sales = [
      s('past', '2026-11-01T00:00:00Z', '2026-11-10T00:00:00Z'),
      s('other', '2026-11-20T00:00:00Z', '2026-12-20T00:00:00Z', ['8']),
      s('long', '2026-11-20T00:00:00Z', '2026-12-31T00:00:00Z'),
      s('short', '2026-11-27T00:00:00Z', '2026-11-30T00:00:00Z'),
    ]
    expect(runningSale(sales, '7', '2026-11-30T00:00:00.000Z', now)?.id).toBe('short')
    expect(runningSale(sales, '7', null, now)?.id).toBe('long')
    expect(runningSale(sales, '9', null, now)).toBeNull()
  })
})

describe('shippingFor', () => {
  const item = (price: number, weight: number | null = null) => ({
    key: 'CND-01',
    price,
    weight,
    size: null,
    category: 'Candele',
  })
  it('prices Italy and every other country the shop ships to, free from the threshold where one runs', () => {
    expect(shippingFor(item(24.5), rates)).toEqual([
      { country: 'IT', price: 5.99 },
      { country: 'FR', price: 14.99 },
      { country: 'DE', price: 14.99 },
    ])
    expect(shippingFor(item(89.69), rates).map((s) => s.price)).toEqual([0, 14.99, 14.99])
  })

  it('is the checkout’s quote: a heavy piece pays its weight band; a country it cannot price gets no block', () => {
    const table = [
      {
        name: 'Italia',
        countries: ['IT'],
        bands: [
          { upToKg: 2, price: 5.99 },
          { upToKg: 10, price: 12 },
        ],
      },
      { name: 'Vicini', countries: ['FR'], bands: [{ upToKg: 2, price: 14.99 }] },
      {
        name: 'Lontani',
        countries: ['DE'],
        bands: [
          { upToKg: 2, price: 19.99 },
          { upToKg: 10, price: 29.99 },
        ],
      },
    ]
    const heavy = shippingFor(item(40, 4000), { ...rates, table })
    expect(heavy).toEqual([
      { country: 'IT', price: 12 },
      { country: 'DE', price: 29.99 },
    ])
    expect(shippingFor(item(40, 500), { ...rates, table }).map((s) => s.price)).toEqual([5.99, 14.99, 19.99])
  })
})

describe('clip', () => {
  it('keeps short texts, cuts long ones at a word with an ellipsis within the limit', () => {
    expect(clip('  due   parole ', 150)).toBe('due parole')
    const cut = clip('parola '.repeat(40), 150)
    expect(cut.length).toBeLessThanOrEqual(150)
    expect(cut.endsWith('parola…')).toBe(true)
  })
})

describe('feedItems', () => {
  it('gives each product one item, the single piece, with the required fields (sets are left out)', () => {
    const items = feedItems([product()], shop)
    expect(items).toEqual([
      {
        id: 'CND-01',
        title: 'Candela Ambra',
        description: 'Cera di soia, <b>60 ore</b>',
        link: 'https://shop.example/shop/candela-ambra?lang=it',
        imageLink: 'https://shop.example/cms/api/media/file/ambra.webp?v=abc',
        inStock: true,
        price: 24.5,
        sale: null,
        brand: 'Vetrina S.r.l.',
        gtin: null,
        productType: 'Candele',
        shipping: shippingFor({ key: 'CND-01', price: 24.5, weight: null, size: null, category: 'Candele' }, rates),
      },
    ])
  })

  it('links in the feed’s language; out of stock with no piece left or when the operator stops selling', () => {
    const [piece] = feedItems([product({ pieces: 2 })], { ...shop, lang: 'en' })
    expect(piece!.link).toBe('https://shop.example/shop/candela-ambra?lang=en')
    expect(piece!.inStock).toBe(true)
    expect(feedItems([product({ pieces: 0 })], shop)[0]!.inStock).toBe(false)
    expect(feedItems([product({ onSale: false, pieces: 40 })], shop)[0]!.inStock).toBe(false)
  })

  it('leaves out dealer-only goods, products without a picture; a SKU used again or too long is reported', () => {
    const skipped: SkippedItem[] = []
    const long = `L${'X'.repeat(50)}`
    const items = feedItems(
      [
        product({ id: '1', sku: 'STAND-1', dealerOnly: true }),
        product({ id: '2', sku: 'NOPIC', image: null }),
        product({ id: '3', sku: 'CND-01' }),
        product({ id: '4', sku: 'CND-01', name: 'Copia' }),
        product({ id: '5', sku: long }),
        product({ id: '6', sku: 'X'.repeat(50) }),
      ],
      shop,
      (s) => skipped.push(s),
    )
    expect(items.map((i) => [i.id, i.title])).toEqual([
      ['CND-01', 'Candela Ambra'],
      ['X'.repeat(50), 'Candela Ambra'],
    ])
    expect(skipped).toEqual([
      { sku: 'CND-01', reason: 'duplicate-id' },
      { sku: long, reason: 'id-too-long' },
    ])
  })

  it('announces a reduction as the shop does: previous price as price, the price charged as sale price', () => {
    const starts = new Date('2026-11-27T23:00:00Z')
    const ends = new Date('2026-12-01T23:00:00Z')
    const [piece] = feedItems([product({ price: 19.6, reduction: { previous: 24.5, starts, ends } })], shop)
    expect(piece!.price).toBe(24.5)
    expect(piece!.sale).toEqual({ price: 19.6, starts, ends })
  })

  it('announces nothing when the shop announces nothing (Omnibus): only the price charged', () => {
    // List 100, 40 % off, then 20 % off: the shop charges 80 and shows no previous price (the lowest of
    // the 30 days before was 60), so the feed says 80 and nothing more, never "100 → 80".
    const [piece] = feedItems([product({ price: 80, reduction: null })], shop)
    expect([piece!.price, piece!.sale]).toEqual([80, null])
  })

  it('takes the shipping threshold on the price charged, the sale price while a sale runs', () => {
    const reduction = { previous: 95, starts: new Date(0), ends: new Date(8.64e15) }
    const [onSale] = feedItems([product({ price: 85, reduction })], shop)
    expect(onSale!.shipping[0]).toEqual({ country: 'IT', price: 5.99 })
    const [full] = feedItems([product({ price: 95 })], shop)
    expect(full!.shipping[0]).toEqual({ country: 'IT', price: 0 })
  })

  it('describes a product without a description by its summary, else never by its title alone (Meta)', () => {
    expect(feedItems([product({ description: null })], shop)[0]!.description).toBe('Una candela.')
    const [bare] = feedItems([product({ description: null, summary: ' ' })], shop)
    expect(bare!.description).toBe('Candela Ambra – Candele')
    expect(bare!.description).not.toBe(bare!.title)
    const [none] = feedItems([product({ description: null, summary: '', category: '' })], shop)
    expect(none!.description).toBe('Candela Ambra – Vetrina S.r.l.')
  })
})
