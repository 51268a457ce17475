import { describe, expect, it } from 'vitest'
import { facetsFrom, foldGroups, spellingAliases } from './listing-facets'

const values = { categories: ['Candele', 'Vasi'], fragrances: ['Muschio', 'Vaniglia'] }

describe("the filters' counts from the database's groups", () => {
  it('adds every stored spelling of a value to its one option, in the shop’s order', () => {
    const groups = [
      { value: 'Vasi', count: 2 },
      { value: 'candele ', count: 1 },
      { value: 'Candele', count: 3 },
      { value: null, count: 4 },
      { value: 'Lanterne', count: 9 },
    ]
    expect(foldGroups(groups, values.categories)).toEqual([
      { value: 'Candele', count: 4 },
      { value: 'Vasi', count: 2 },
    ])
  })

  it('a value without products counts 0; products without a value count under none', () => {
    expect(foldGroups([{ value: null, count: 5 }], values.fragrances)).toEqual([
      { value: 'Muschio', count: 0 },
      { value: 'Vaniglia', count: 0 },
    ])
  })

  it('names the availabilities and the price ranges in their order', () => {
    const f = facetsFrom(
      {
        categories: [{ value: 'Vasi', count: 1 }],
        fragrances: [{ value: 'Vaniglia', count: 2 }],
        stock: { in: 3, out: 2 },
        price: [2, 1, 1, 1],
      },
      values,
    )
    expect(f.stock).toEqual({ in: 3, out: 2 })
    expect(f.price).toEqual([
      { value: '0-20', count: 2 },
      { value: '20-40', count: 1 },
      { value: '40-80', count: 1 },
      { value: '80-', count: 1 },
    ])
    expect(f.categories).toEqual([
      { value: 'Candele', count: 0 },
      { value: 'Vasi', count: 1 },
    ])
    expect(f.fragrances[1]).toEqual({ value: 'Vaniglia', count: 2 })
  })
})

describe('the spellings counted as one (a product carrying two spellings of one value counts once)', () => {
  it('pairs every further spelling of a folded form with its first, and nothing when each has one', () => {
    expect(spellingAliases(['Fico', 'Ambra', 'fico ', 'FICO', 'Rosa'])).toEqual([
      ['fico ', 'Fico'],
      ['FICO', 'Fico'],
    ])
    expect(spellingAliases(['Fico', 'Ambra'])).toEqual([])
  })
})
