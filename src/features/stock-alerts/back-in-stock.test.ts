import { describe, expect, it } from 'vitest'
import { buyable, cameBack, isBuyable } from './back-in-stock'

describe('back in stock', () => {
  it('a product counted as a whole comes back with its pieces, or with the operator’s switch', () => {
    const sold = { instock: true, stock: 0 }
    expect(cameBack(sold, { instock: true, stock: 3 }, { fragrance: null })).toBe(true)
    expect(cameBack({ instock: false, stock: 3 }, { instock: true, stock: 3 }, { fragrance: null })).toBe(true)
    // Still sold out, or already on sale: no alert.
    expect(cameBack(sold, { instock: true, stock: 0 }, { fragrance: null })).toBe(false)
    expect(cameBack({ instock: true, stock: 2 }, { instock: true, stock: 5 }, { fragrance: null })).toBe(false)
    // Pieces but switched off: not buyable.
    expect(isBuyable({ instock: false, stock: 9 }, { fragrance: null })).toBe(false)
  })

  it('a fragrance counted on its own comes back alone', () => {
    const before = {
      instock: true,
      fragrance: [
        { name: 'Fico', stock: 0 },
        { name: 'Cedro', stock: 2 },
      ],
    }
    const after = {
      instock: true,
      fragrance: [
        { name: 'Fico', stock: 4 },
        { name: 'Cedro', stock: 2 },
      ],
    }
    expect(cameBack(before, after, { fragrance: 'Fico' })).toBe(true)
    expect(cameBack(before, after, { fragrance: 'Cedro' })).toBe(false)
    expect(cameBack(before, after, { fragrance: null })).toBe(false)
    expect([...buyable(after)].sort()).toEqual(['*', 'Cedro', 'Fico'])
  })

  it('the whole product comes back when its first fragrance does', () => {
    const before = {
      instock: true,
      fragrance: [
        { name: 'Fico', stock: 0 },
        { name: 'Cedro', stock: 0 },
      ],
    }
    const after = {
      instock: true,
      fragrance: [
        { name: 'Fico', stock: 1 },
        { name: 'Cedro', stock: 0 },
      ],
    }
    expect(cameBack(before, after, { fragrance: null })).toBe(true)
    expect(cameBack(before, after, { fragrance: 'Cedro' })).toBe(false)
  })

  it('fragrances without their own count follow the product', () => {
    const before = { instock: true, stock: 0, fragrance: [{ name: 'Ambra' }, { name: 'Vaniglia' }] }
    const after = { ...before, stock: 5 }
    expect(cameBack(before, after, { fragrance: 'Vaniglia' })).toBe(true)
  })
})
