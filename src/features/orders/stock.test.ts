import { describe, expect, it } from 'vitest'
import { piecesByUnit, unitProduct } from './stock'

describe('pieces an order takes from stock', () => {
  it('counts a set of N as N pieces and the same product on several lines once', () => {
    const pieces = piecesByUnit([
      { productId: '1', quantity: 2, sets: '' },
      { productId: '1', quantity: 1, sets: '6' },
      { productId: '2', quantity: 99, sets: '' },
      { productId: '', quantity: 5, sets: '' },
    ])
    expect([...pieces]).toEqual([
      ['p:1', 8],
      ['p:2', 99],
    ])
  })

  it('counts per fragrance where the product keeps stock per fragrance (by its name in either language)', () => {
    const rows = new Map([
      ['Lavanda', 'row-a'],
      ['Lavender', 'row-a'],
      ['Fico', 'row-b'],
    ])
    const keeping = (id: string) => ({ byFragrance: id === '1' ? rows : null })
    const pieces = piecesByUnit(
      [
        { productId: '1', quantity: 2, sets: '', fragrance: 'Lavanda' },
        { productId: '1', quantity: 1, sets: '', fragrance: 'Lavender' },
        { productId: '1', quantity: 1, sets: '3', fragrance: 'Fico' },
        { productId: '2', quantity: 1, sets: '', fragrance: 'Lavanda' },
        { productId: '2', quantity: 1, sets: '', fragrance: 'Fico' },
      ],
      keeping,
    )
    expect([...pieces]).toEqual([
      ['f:1:row-a', 3],
      ['f:1:row-b', 3],
      ['p:2', 2],
    ])
    expect(unitProduct('f:1:row-a')).toBe('1')
    expect(unitProduct('p:2')).toBe('2')
  })
})
