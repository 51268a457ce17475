import { describe, expect, it } from 'vitest'
import { SORTS } from './listing'
import { isOutOfStock, listingSort, listingWhere, NO_FILTERS } from './listing-where'

describe('the listing’s where', () => {
  it('is empty without filters, and joins every chosen one', () => {
    expect(listingWhere(NO_FILTERS, [])).toEqual({})
    expect(
      listingWhere({ categories: ['Vasi', 'vasi '], fragrances: ['Ambra'], stock: null, price: '20-40' }, []),
    ).toEqual({
      and: [
        { category: { in: ['Vasi', 'vasi '] } },
        { 'fragrance.name': { in: ['Ambra'] } },
        { price: { greater_than_equal: 20 } },
        { price: { less_than: 40 } },
      ],
    })
    expect(listingWhere({ ...NO_FILTERS, price: '80-' }, [])).toEqual({ and: [{ price: { greater_than_equal: 80 } }] })
  })

  it('says availability with the sold-out products: in stock is the rest', () => {
    expect(listingWhere({ ...NO_FILTERS, stock: 'out' }, [3, 7])).toEqual({ and: [{ id: { in: [3, 7] } }] })
    expect(listingWhere({ ...NO_FILTERS, stock: 'in' }, [3, 7])).toEqual({ and: [{ id: { not_in: [3, 7] } }] })
    // None sold out: the out-of-stock listing is empty, the in-stock one is everything.
    expect(listingWhere({ ...NO_FILTERS, stock: 'out' }, [])).toEqual({ and: [{ id: { in: [-1] } }] })
    expect(listingWhere({ ...NO_FILTERS, stock: 'in' }, [])).toEqual({})
  })

  it('sorts every order in the database, ties by the featured order then the id', () => {
    for (const s of SORTS) expect(listingSort(s).slice(-2), s).toEqual(['position', 'id'])
    expect(listingSort('price-desc')).toEqual(['-price', 'position', 'id'])
    expect(listingSort('z-a')[0]).toBe('-sortName')
    expect(listingSort('date-asc')[0]).toBe('date')
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
