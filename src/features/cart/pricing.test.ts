import { describe, expect, it } from 'vitest'
import { DEFAULT_SHIPPING } from '@/features/pricing/shipping'
import { chargedTotals } from '@/features/tax/regime'
import type { StoredCode } from '@/features/pricing/codes'
import { priceCart, type CatalogProduct } from './pricing'

const candle: CatalogProduct = {
  id: '1',
  name: 'Fig',
  url: 'fig',
  price: 29.9,
  instock: true,
  sku: 'C1',
  type: 'boxed',
  image: '/a.webp',
  fragrances: ['Fig', 'Cedar'],
  sets: [{ number: 2, price: 54.9 }],
}
const vase: CatalogProduct = {
  id: '2',
  name: 'Vase',
  url: 'vase',
  price: 59,
  instock: true,
  sku: 'V1',
  type: 'unboxed',
  image: '/v.webp',
  fragrances: [],
  sets: [],
}
const soldOut: CatalogProduct = { ...vase, id: '3', instock: false }

describe('server-side cart pricing', () => {
  it('uses catalogue prices, the set price when a set is chosen, and ignores anything the browser says', () => {
    const r = priceCart(
      [
        { id: '1', fragrance: 'Fig', sets: '2', quantity: 1 },
        { id: '1', fragrance: 'Cedar', sets: '', quantity: 2 },
        { id: '2', fragrance: '', sets: '', quantity: 1 },
      ],
      [candle, vase],
    )
    expect(r.lines.map((l) => l.price)).toEqual([54.9, 29.9, 59])
    expect(r.subtotal).toBe(173.7)
    expect(r.checkoutable).toBe(true)
  })
  it('flags missing, out-of-stock and invalid variants and blocks checkout', () => {
    const r = priceCart(
      [
        { id: '9', fragrance: '', sets: '', quantity: 1 },
        { id: '3', fragrance: '', sets: '', quantity: 1 },
        { id: '1', fragrance: 'Lemon', sets: '', quantity: 1 },
        { id: '1', fragrance: '', sets: '', quantity: 1 },
        { id: '1', fragrance: 'Fig', sets: '7', quantity: 1 },
      ],
      [candle, soldOut],
    )
    expect(r.lines.map((l) => l.problem)).toEqual([
      'missing',
      'out-of-stock',
      'invalid-variant',
      'invalid-variant',
      'invalid-variant',
    ])
    expect(r.subtotal).toBe(0)
    expect(r.checkoutable).toBe(false)
  })

  it('quotes every amount the shopper sees: line totals, subtotal, shipping and total per zone', () => {
    const small = priceCart([{ id: '1', fragrance: 'Fig', sets: '', quantity: 2 }], [candle])
    expect(small.lines[0]!.lineTotal).toBe(59.8)
    expect(small.subtotal).toBe(59.8)
    expect(small.shipping).toEqual({ italy: 5.99, abroad: 14.99 })
    expect(small.total).toEqual({ italy: 65.79, abroad: 74.79 })
    const big = priceCart([{ id: '2', fragrance: '', sets: '', quantity: 2 }], [vase])
    expect(big.subtotal).toBe(118)
    expect(big.shipping).toEqual({ italy: 0, abroad: 0 })
    expect(big.total).toEqual({ italy: 118, abroad: 118 })
    const none = priceCart([{ id: '3', fragrance: '', sets: '', quantity: 1 }], [soldOut])
    expect(none.subtotal).toBe(0)
    expect(none.shipping).toEqual({ italy: 0, abroad: 0 })
    expect(none.checkoutable).toBe(false)
  })
})

describe('a discount code in the quote', () => {
  const now = new Date('2026-11-26T10:00:00Z')
  const code = (over: Partial<StoredCode> = {}): StoredCode => ({
    id: '7',
    code: 'BENVENUTO10',
    kind: 'percent',
    percent: 10,
    used: 0,
    ...over,
  })
  const lines = [
    { id: '1', fragrance: 'Fig', sets: '', quantity: 2 },
    { id: '2', fragrance: '', sets: '', quantity: 1 },
  ]
  const at = (found: StoredCode | null, usesByCustomer = 0) => ({
    code: { typed: 'BENVENUTO10', found, usesByCustomer, now },
    now,
  })

  it('takes its discount per line, and shipping and the totals follow what is left to pay', () => {
    // 59.80 + 59.00 = 118.80, 10% = 5.98 + 5.90 = 11.88; 106.92 is above the 89.69 free-shipping threshold.
    const q = priceCart(lines, [{ ...candle, category: 'Candele' }, vase], DEFAULT_SHIPPING, at(code()))
    expect(q.subtotal).toBe(118.8)
    expect(q.lines.map((l) => l.discount)).toEqual([5.98, 5.9])
    expect(q.discount).toBe(11.88)
    expect(q.code).toEqual({ typed: 'BENVENUTO10', ok: true, code: 'BENVENUTO10', amount: 11.88, freeShipping: false })
    expect(q.total).toEqual({ italy: 106.92, abroad: 106.92 })
    // Under the threshold after the discount, shipping is charged again, and the cart says how much is missing.
    const half = priceCart(lines, [candle, vase], DEFAULT_SHIPPING, at(code({ percent: 30 })))
    expect(half.discount).toBe(35.64)
    expect(half.shipping).toEqual({ italy: 5.99, abroad: 14.99 })
    expect(half.toFreeShipping).toEqual({ italy: 6.53, abroad: 6.53 })
    expect(half.total.italy).toBe(89.15)
  })

  it('a free-shipping code zeroes the fee everywhere; a limited one touches only its lines', () => {
    const free = priceCart([lines[0]!], [candle], DEFAULT_SHIPPING, at(code({ kind: 'free-shipping' })))
    expect(free.discount).toBe(0)
    expect(free.shipping).toEqual({ italy: 0, abroad: 0 })
    expect(free.toFreeShipping).toEqual({ italy: null, abroad: null })
    const onlyCandles = priceCart(
      lines,
      [
        { ...candle, category: 'Candele' },
        { ...vase, category: 'Vasi' },
      ],
      DEFAULT_SHIPPING,
      at(code({ categories: ['candele'] })),
    )
    expect(onlyCandles.lines.map((l) => l.discount)).toEqual([5.98, 0])
  })

  it('a code kept off sales skips a line sold below its list price, announced or not (issue 52)', () => {
    const notWithSales = code({ notWithSales: true })
    // The candle's sale is not announced (not below the lowest price of the 30 days before), the set's is.
    const saleNotAnnounced = { ...candle, onSale: true, reduction: null }
    expect(
      priceCart(lines, [saleNotAnnounced, vase], DEFAULT_SHIPPING, at(notWithSales)).lines.map((l) => l.discount),
    ).toEqual([0, 5.9])
    const setOnSale = { ...candle, sets: [{ number: 2, price: 49.9, onSale: true }] }
    const keys = [{ id: '1', fragrance: 'Fig', sets: '2', quantity: 1 }]
    expect(priceCart(keys, [setOnSale], DEFAULT_SHIPPING, at(notWithSales)).code).toMatchObject({
      ok: false,
      reason: 'not-for-these-products',
    })
    // The same code on the single piece, at its list price: applied.
    const single = [{ id: '1', fragrance: 'Fig', sets: '', quantity: 1 }]
    expect(priceCart(single, [setOnSale], DEFAULT_SHIPPING, at(notWithSales)).discount).toBe(2.99)
  })

  it('a refused code changes nothing and says why (with the minimum for a spend too small)', () => {
    const q = priceCart(lines, [candle, vase], DEFAULT_SHIPPING, at(code({ minSubtotalCents: 20_000 })))
    expect(q.code).toEqual({ typed: 'BENVENUTO10', ok: false, reason: 'below-minimum', minimum: 200 })
    expect(q.discount).toBe(0)
    expect(q.total.italy).toBe(118.8)
    expect(priceCart(lines, [candle, vase], DEFAULT_SHIPPING, at(null)).code).toMatchObject({ reason: 'unknown' })
    expect(priceCart(lines, [candle, vase], DEFAULT_SHIPPING, at(code({ maxPerCustomer: 1 }), 1)).code).toMatchObject({
      reason: 'already-used',
    })
  })

  it('the charged amounts of a discounted intra-EU supply are net of VAT line by line, and add up', () => {
    const intraEu = { kind: 'intra-eu', rate: 0, country: 'DE', natura: 'N3.2', reference: '' } as const
    const t = chargedTotals(
      [
        { price: 29.9, quantity: 2, discount: 5.98 },
        { price: 59, quantity: 1, discount: 5.9 },
      ],
      14.99,
      intraEu,
    )
    expect(t.lineTotals).toEqual([49.02, 48.36])
    expect(t.discounts).toEqual([4.9, 4.84])
    expect(t.discount).toBe(9.74)
    expect(t.shipping).toBe(12.29)
    expect(t.total).toBe(99.93)
  })
})

describe('offers in the quote', () => {
  const now = new Date('2026-11-26T10:00:00Z')
  const labels = { it: '3×2 sulle candele', en: '3 for 2 on candles' }
  const threeForTwo = { kind: 'buy-x-get-y' as const, labels, category: 'Candele', buy: 3, free: 1 }
  const cheap: CatalogProduct = { ...candle, id: '5', price: 19.9, category: 'Candele' }
  const dear = { ...candle, category: 'Candele' }

  it("3×2: the cheapest piece of three is free, in the cart's language; a code applies to what is left", () => {
    const keys = [
      { id: '1', fragrance: 'Fig', sets: '', quantity: 2 },
      { id: '5', fragrance: 'Fig', sets: '', quantity: 1 },
    ]
    const q = priceCart(keys, [dear, cheap], DEFAULT_SHIPPING, { offers: [threeForTwo], now, lang: 'en' })
    expect(q.offers).toEqual([{ label: '3 for 2 on candles', amount: 19.9 }])
    expect(q.lines.map((l) => l.discount)).toEqual([0, 19.9])
    expect(q.total.italy).toBe(65.79)
    const coded = priceCart(keys, [dear, cheap], DEFAULT_SHIPPING, {
      offers: [threeForTwo],
      now,
      code: {
        typed: 'X',
        found: { id: '1', code: 'X', kind: 'percent', percent: 10, used: 0 },
        usesByCustomer: 0,
        now,
      },
    })
    // 10% of 59.80 (the free piece costs nothing more to discount).
    expect(coded.discount).toBe(5.98)
    expect(coded.lines.map((l) => l.discount)).toEqual([5.98, 19.9])
  })

  it('free shipping from a zone threshold follows the rates; an offer outside its period does nothing', () => {
    const rates = { ...DEFAULT_SHIPPING, freeFrom: { italy: 50, abroad: null } }
    const q = priceCart([{ id: '1', fragrance: 'Fig', sets: '', quantity: 2 }], [candle], rates, { now })
    expect(q.shipping).toEqual({ italy: 0, abroad: 14.99 })
    expect(q.toFreeShipping).toEqual({ italy: null, abroad: null })
    const later = { ...threeForTwo, starts: new Date('2026-12-01T00:00:00Z') }
    const keys = [{ id: '1', fragrance: 'Fig', sets: '', quantity: 3 }]
    expect(priceCart(keys, [dear], DEFAULT_SHIPPING, { offers: [later], now }).offers).toEqual([])
  })
})
