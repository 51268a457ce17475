import { describe, expect, it } from 'vitest'
import { piecesByProduct } from './stock'

describe('pieces an order takes from stock', () => {
  it('counts a set of N as N pieces and the same product on several lines once', () => {
    const pieces = piecesByProduct([
      { productId: '1', quantity: 2, sets: '' },
      { productId: '1', quantity: 1, sets: '6' },
      { productId: '2', quantity: 99, sets: '' },
      { productId: '', quantity: 5, sets: '' },
    ])
    expect([...pieces]).toEqual([
      ['1', 8],
      ['2', 99],
    ])
  })
})
