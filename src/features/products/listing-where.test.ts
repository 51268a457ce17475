import { describe, expect, it } from 'vitest'
import { SORTS } from './listing'
import { DIMS, isOutOfStock, listingConditions, listingSort, NO_FILTERS } from './listing-where'

describe('the listing’s tests', () => {
  it('are none without filters, and one per chosen filter', () => {
    expect(listingConditions(NO_FILTERS)).toEqual([])
    expect(
      listingConditions({ categories: ['Vasi', 'vasi '], fragrances: ['Ambra'], stock: null, price: '20-40' }),
    ).toEqual([
      { kind: 'category', in: ['Vasi', 'vasi '] },
      { kind: 'fragrance', in: ['Ambra'] },
      { kind: 'price', from: 20, to: 40 },
    ])
    expect(listingConditions({ ...NO_FILTERS, price: '80-' })).toEqual([{ kind: 'price', from: 80, to: null }])
  })

  it('say availability as sold out or not', () => {
    expect(listingConditions({ ...NO_FILTERS, stock: 'out' })).toEqual([{ kind: 'sold-out', out: true }])
    expect(listingConditions({ ...NO_FILTERS, stock: 'in' })).toEqual([{ kind: 'sold-out', out: false }])
  })

  it('for one filter’s counts, keep every other filter', () => {
    const f = { categories: ['Vasi'], fragrances: ['Ambra'], stock: 'in' as const, price: '0-20' as const }
    for (const skip of DIMS) {
      const kinds = listingConditions(f, skip).map((c) => c.kind)
      expect(kinds, skip).toHaveLength(3)
    }
    expect(listingConditions(f, 'categories').map((c) => c.kind)).toEqual(['fragrance', 'price', 'sold-out'])
    expect(listingConditions(f, 'stock').map((c) => c.kind)).toEqual(['category', 'fragrance', 'price'])
  })

  it('sort every order in the database, ties by the featured order then the id', () => {
    const tail = [
      { key: 'position', desc: false },
      { key: 'id', desc: false },
    ]
    for (const s of SORTS) expect(listingSort(s).slice(-2), s).toEqual(tail)
    expect(listingSort('price-desc')).toEqual([{ key: 'price', desc: true }, ...tail])
    expect(listingSort('z-a')[0]).toEqual({ key: 'sortName', desc: true })
    expect(listingSort('date-asc')[0]).toEqual({ key: 'date', desc: false })
    expect(listingSort('best-selling')).toEqual(listingSort('featured'))
  })
})

describe('sold out, as the card shows it', () => {
  it('follows the switch, the pieces, or the fragrances’ pieces when they are counted', () => {
    expect(isOutOfStock({ instock: false, stock: 9 })).toBe(true)
    expect(isOutOfStock({ instock: true, stock: 0 })).toBe(true)
    expect(isOutOfStock({ instock: null, stock: null })).toBe(true)
    expect(isOutOfStock({ instock: true, stock: 2 })).toBe(false)
    expect(isOutOfStock({ stock: 9, fragrance: [{ stock: 0 }, { stock: null }] })).toBe(true)
    expect(isOutOfStock({ stock: 0, fragrance: [{ stock: 0 }, { stock: 1 }] })).toBe(false)
    expect(isOutOfStock({ stock: 4, fragrance: [{ stock: null }] })).toBe(false)
  })
})
