import { describe, expect, it } from 'vitest'
import { addLine, changeQuantity, itemCount, mergeCarts, removeLine, setPrice, subtotal, type CartLine } from './rules'

const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: '1',
  name: 'Candle',
  url: 'candle',
  price: 10,
  image: '',
  quantity: 1,
  type: 'boxed',
  sets: '',
  fragrance: '',
  sku: 'C1',
  ...over,
})

describe('cart rules', () => {
  it('adds quantity to the same id, fragrance and set; appends otherwise', () => {
    let c = addLine([], line())
    c = addLine(c, line({ quantity: 2 }))
    expect(c).toHaveLength(1)
    expect(c[0].quantity).toBe(3)
    c = addLine(c, line({ fragrance: 'Fig' }))
    c = addLine(c, line({ sets: '2', price: 18 }))
    expect(c).toHaveLength(3)
  })
  it('merges on sign-in keeping different sets apart', () => {
    const merged = mergeCarts(
      [line({ quantity: 2 }), line({ sets: '2' })],
      [line({ quantity: 3 }), line({ sets: '3' })],
    )
    expect(merged.map((l) => [l.sets, l.quantity])).toEqual([
      ['', 5],
      ['2', 1],
      ['3', 1],
    ])
  })
  it('minus at quantity 1 removes the line; remove drops it', () => {
    const c = [line(), line({ id: '2', quantity: 2 })]
    expect(changeQuantity(c, line(), -1)).toEqual([c[1]])
    expect(changeQuantity(c, line({ id: '2' }), -1)[1].quantity).toBe(1)
    expect(removeLine(c, line({ id: '2' }))).toEqual([c[0]])
  })
  it('caps quantities at 99 and computes subtotal and count', () => {
    expect(addLine([line({ quantity: 98 })], line({ quantity: 5 }))[0].quantity).toBe(99)
    expect(subtotal([line({ price: 24.9, quantity: 3 }), line({ price: 0.1, quantity: 2 })])).toBe(74.9)
    expect(itemCount([line({ quantity: 2 }), line({ quantity: 3 })])).toBe(5)
  })

  it('prices a set at its own price, anything else at the product price', () => {
    const product = { price: 29.9, sets: [{ number: 2, price: 54.9 }] }
    expect(setPrice(product, '2').price).toBe(54.9)
    expect(setPrice(product, '').price).toBe(29.9)
    expect(setPrice(product, '3')).toEqual({ set: undefined, price: 29.9 })
  })
})
