import { describe, expect, it } from 'vitest'
import { lowStock } from './low-stock'

describe('low-stock report', () => {
  it('lists products, or their fragrances where counted so, at or below the threshold, fewest first', () => {
    const rows = lowStock(
      [
        { id: 1, name: 'Vaso', stock: 3 },
        { id: 2, name: 'Bottiglia', stock: 6 },
        {
          id: 3,
          name: 'Candela',
          stock: 0,
          fragrance: [
            { name: 'Ambra', stock: 1 },
            { name: 'Fico', stock: 9 },
          ],
        },
        { id: 4, name: 'Fuori vendita', stock: 0, instock: false },
        { id: 5, name: 'Lanterna', stock: 5 },
      ],
      5,
    )
    expect(rows).toEqual([
      { id: 3, name: 'Candela', fragrance: 'Ambra', stock: 1 },
      { id: 1, name: 'Vaso', fragrance: null, stock: 3 },
      { id: 5, name: 'Lanterna', fragrance: null, stock: 5 },
    ])
  })
  it('counts the product when no fragrance has a number of its own', () => {
    expect(lowStock([{ id: 1, name: 'C', stock: 2, fragrance: [{ name: 'A' }] }], 2)).toEqual([
      { id: 1, name: 'C', fragrance: null, stock: 2 },
    ])
  })
})
