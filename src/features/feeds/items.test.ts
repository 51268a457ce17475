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
  setOf: 'Confezione da {number}',
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
  sets: [{ number: 3, price: 65 }],
  onSale: true,
  pieces: 2,
  image: '/cms/api/media/file/ambra.webp?v=abc',
  gtin: null,
  dealerOnly: false,
  sale: null,
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
  it('is an ISO 8601 interval from the start to the end, to the second in UTC', () => {
    const sale = { starts: new Date('2026-11-27T23:00:00.000Z'), ends: new Date('2026-12-01T22:59:59.500Z') }
    expect(effectiveDate(sale)).toBe('2026-11-27T23:00:00Z/2026-12-01T22:59:59Z')
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
  it('prices Italy and every other country the shop ships to, free from the threshold where one runs', () => {
    expect(shippingFor(24.5, rates)).toEqual([
      { country: 'IT', price: 5.99 },
      { country: 'FR', price: 14.99 },
      { country: 'DE', price: 14.99 },
    ])
    expect(shippingFor(89.69, rates).map((s) => s.price)).toEqual([0, 14.99, 14.99])
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
  it('gives the single piece and each set an item, with the required fields', () => {
    const [piece, set] = feedItems([product()], shop)
    expect(piece).toEqual({
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
      multipack: null,
      productType: 'Candele',
      shipping: shippingFor(24.5, rates),
    })
    expect(set).toMatchObject({ id: 'CND-01-x3', title: 'Candela Ambra – Confezione da 3', price: 65, multipack: 3 })
  })

  it('links in the feed’s language and says a set is out of stock when fewer pieces are left', () => {
    const [piece, set] = feedItems([product({ pieces: 2 })], { ...shop, lang: 'en', setOf: 'Set of {number}' })
    expect(piece!.link).toBe('https://shop.example/shop/candela-ambra?lang=en')
    expect(set!.title).toBe('Candela Ambra – Set of 3')
    expect([piece!.inStock, set!.inStock]).toEqual([true, false])
    const off = feedItems([product({ onSale: false, pieces: 40 })], shop)
    expect(off.map((i) => i.inStock)).toEqual([false, false])
  })

  it('leaves out dealer-only goods, products without a picture and a SKU already used', () => {
    const items = feedItems(
      [
        product({ id: '1', sku: 'STAND-1', dealerOnly: true, sets: [] }),
        product({ id: '2', sku: 'NOPIC', image: null, sets: [] }),
        product({ id: '3', sku: 'CND-01', sets: [] }),
        product({ id: '4', sku: 'CND-01', name: 'Copia', sets: [] }),
      ],
      shop,
    )
    expect(items.map((i) => [i.id, i.title])).toEqual([['CND-01', 'Candela Ambra']])
  })

  it('adds the sale price and the sale’s period only where the sale lowers the price', () => {
    const starts = new Date('2026-11-27T23:00:00Z')
    const ends = new Date('2026-12-01T23:00:00Z')
    const sale = { price: 19.6, sets: [{ number: 3, price: 65 }], starts, ends }
    const [piece, set] = feedItems([product({ sale })], shop)
    expect(piece!.sale).toEqual({ price: 19.6, starts, ends })
    expect(piece!.price).toBe(24.5)
    expect(set!.sale).toBeNull()
  })

  it('takes the shipping threshold on the price charged, the sale price while a sale runs', () => {
    const sale = { price: 85, sets: [], starts: new Date(0), ends: new Date(8.64e15) }
    const [onSale] = feedItems([product({ price: 95, sets: [], sale })], shop)
    expect(onSale!.shipping[0]).toEqual({ country: 'IT', price: 5.99 })
    const [full] = feedItems([product({ price: 95, sets: [] })], shop)
    expect(full!.shipping[0]).toEqual({ country: 'IT', price: 0 })
  })

  it('describes a product without a description by its summary, then its name', () => {
    expect(feedItems([product({ description: null, sets: [] })], shop)[0]!.description).toBe('Una candela.')
    expect(feedItems([product({ description: null, summary: ' ', sets: [] })], shop)[0]!.description).toBe(
      'Candela Ambra',
    )
  })
})
