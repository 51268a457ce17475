import { describe, expect, it } from 'vitest'
import { DEFAULT_SHIPPING } from '@/features/checkout/shipping'
import { chargedTotals } from '@/features/invoices/regime'
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
  const lookup = (found: StoredCode | null, usesByCustomer = 0) => ({ typed: 'BENVENUTO10', found, usesByCustomer, now })

  it('takes its discount per line, and shipping and the totals follow what is left to pay', () => {
    // 59.80 + 59.00 = 118.80, 10% = 5.98 + 5.90 = 11.88; 106.92 is above the 89.69 free-shipping threshold.
    const q = priceCart(lines, [{ ...candle, category: 'Candele' }, vase], DEFAULT_SHIPPING, lookup(code()))
    expect(q.subtotal).toBe(118.8)
    expect(q.lines.map((l) => l.discount)).toEqual([5.98, 5.9])
    expect(q.discount).toBe(11.88)
    expect(q.code).toEqual({ typed: 'BENVENUTO10', ok: true, code: 'BENVENUTO10', amount: 11.88, freeShipping: false })
    expect(q.total).toEqual({ italy: 106.92, abroad: 106.92 })
    // Under the threshold after the discount, shipping is charged again, and the cart says how much is missing.
    const half = priceCart(lines, [candle, vase], DEFAULT_SHIPPING, lookup(code({ percent: 30 })))
    expect(half.discount).toBe(35.64)
    expect(half.shipping).toEqual({ italy: 5.99, abroad: 14.99 })
    expect(half.toFreeShipping).toBe(6.53)
    expect(half.total.italy).toBe(89.15)
  })

  it('a free-shipping code zeroes the fee everywhere; a limited one touches only its lines', () => {
    const free = priceCart([lines[0]!], [candle], DEFAULT_SHIPPING, lookup(code({ kind: 'free-shipping' })))
    expect(free.discount).toBe(0)
    expect(free.shipping).toEqual({ italy: 0, abroad: 0 })
    expect(free.toFreeShipping).toBeNull()
    const onlyCandles = priceCart(
      lines,
      [{ ...candle, category: 'Candele' }, { ...vase, category: 'Vasi' }],
      DEFAULT_SHIPPING,
      lookup(code({ categories: ['candele'] })),
    )
    expect(onlyCandles.lines.map((l) => l.discount)).toEqual([5.98, 0])
  })

  it('a refused code changes nothing and says why (with the minimum for a spend too small)', () => {
    const q = priceCart(lines, [candle, vase], DEFAULT_SHIPPING, lookup(code({ minSubtotalCents: 20_000 })))
    expect(q.code).toEqual({ typed: 'BENVENUTO10', ok: false, reason: 'below-minimum', minimum: 200 })
    expect(q.discount).toBe(0)
    expect(q.total.italy).toBe(118.8)
    expect(priceCart(lines, [candle, vase], DEFAULT_SHIPPING, lookup(null)).code).toMatchObject({ reason: 'unknown' })
    expect(
      priceCart(lines, [candle, vase], DEFAULT_SHIPPING, lookup(code({ maxPerCustomer: 1 }), 1)).code,
    ).toMatchObject({ reason: 'already-used' })
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

