import { describe, expect, it } from 'vitest'
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
