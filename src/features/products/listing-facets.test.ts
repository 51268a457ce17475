import { describe, expect, it } from 'vitest'
import { facetRowsWhere, tallyFacets, type FacetRow } from './listing-facets'
import { NO_FILTERS } from './listing-where'

const rows: FacetRow[] = [
  { id: 1, category: 'Candele', price: 10, fragrance: [{ name: 'Vaniglia' }, { name: 'Muschio' }] },
  { id: 2, category: 'candele ', price: 25, fragrance: [{ name: 'Vaniglia' }] },
  { id: 3, category: 'Vasi', price: 50, fragrance: [] },
  { id: 4, category: 'Vasi', price: 90, fragrance: [{ name: 'Muschio' }] },
  { id: 5, category: null, price: 15, fragrance: null },
]
const values = { categories: ['Candele', 'Vasi'], fragrances: ['Muschio', 'Vaniglia'] }
const out = [2, 4]

describe("the filters' counts from one read", () => {
  it('counts every option with the other filters kept, each stored spelling of a value once', () => {
    const all = tallyFacets(rows, NO_FILTERS, out, values)
    expect(all.categories).toEqual([
      { value: 'Candele', count: 2 },
      { value: 'Vasi', count: 2 },
    ])
    expect(all.fragrances).toEqual([
      { value: 'Muschio', count: 2 },
      { value: 'Vaniglia', count: 2 },
    ])
    expect(all.stock).toEqual({ in: 3, out: 2 })
    expect(all.price.map((p) => p.count)).toEqual([2, 1, 1, 1])
  })

  it('a fragrance with an availability: each count is what the link with both shows', () => {
    const f = { ...NO_FILTERS, fragrances: ['Vaniglia'], stock: 'in' as const }
    const res = tallyFacets(rows, f, out, values)
    // Vaniglia in stock: product 1 only; the fragrances keep "in stock", the availabilities keep Vaniglia.
    expect(res.fragrances).toEqual([
      { value: 'Muschio', count: 1 },
      { value: 'Vaniglia', count: 1 },
    ])
    expect(res.stock).toEqual({ in: 1, out: 1 })
    expect(res.categories).toEqual([
      { value: 'Candele', count: 1 },
      { value: 'Vasi', count: 0 },
    ])
  })

  it('reads only the rows passing all filters but one', () => {
    expect(facetRowsWhere(NO_FILTERS, out)).toEqual({})
    expect(facetRowsWhere({ ...NO_FILTERS, price: '0-20' }, out)).toEqual({})
    const w = facetRowsWhere({ ...NO_FILTERS, price: '0-20', categories: ['Vasi'] }, out)
    expect(w).toEqual({
      or: [
        { and: [{ price: { greater_than_equal: 0 } }, { price: { less_than: 20 } }] },
        { and: [{ category: { in: ['Vasi'] } }] },
      ],
    })
  })
})
