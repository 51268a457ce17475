import { describe, expect, it } from 'vitest'
import type { PricedLine } from './pricing'
import { discountLabel, lineDescription, linePaid, orderItemFrom, orderLines } from './order-lines'

const priced: PricedLine = {
  id: '7',
  name: 'Fig candle',
  url: 'fig',
  price: 54.9,
  image: '/fig.webp',
  quantity: 3,
  type: 'boxed',
  sets: '2',
  fragrance: 'Fig',
  sku: 'C7',
  problem: null,
  lineTotal: 164.7,
}

describe('an order line, from the cart to the invoice', () => {
  it('keeps what was sold and gives back the same line with its total', () => {
    const item = orderItemFrom(priced)
    expect(item).toMatchObject({ product: 7, name: 'Fig candle', price: 54.9, quantity: 3, sets: '2' })
    const [line] = orderLines({ items: [item] })
    expect(line).toEqual({
      productId: '7',
      name: 'Fig candle',
      url: 'fig',
      sku: 'C7',
      image: '/fig.webp',
      type: 'boxed',
      fragrance: 'Fig',
      sets: '2',
      price: 54.9,
      quantity: 3,
      lineTotal: 164.7,
      discount: 0,
    })
    expect(lineDescription(line!)).toBe('Fig candle · Fig · x2')
    expect(lineDescription({ name: 'Vase', fragrance: '', sets: '' })).toBe('Vase')
  })

  it("keeps the line's share of the offers and the code: what it was paid is its total less that", () => {
    const [line] = orderLines({ items: [orderItemFrom({ ...priced, discount: 16.47 })] })
    expect(line!.discount).toBe(16.47)
    expect(linePaid(line!)).toBe(148.23)
    expect(discountLabel({ offers: '3×2 sulle candele', discountCode: 'BENVENUTO10' })).toBe(
      '3×2 sulle candele, BENVENUTO10',
    )
  })
})
