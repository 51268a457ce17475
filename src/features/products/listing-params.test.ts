import { describe, expect, it } from 'vitest'
import {
  bandBounds,
  DEFAULT_LISTING,
  fromListingKey,
  listingKey,
  listingQuery,
  pager,
  pageSizeOf,
  readListing,
} from './listing-params'

describe('reading the listing from its URL', () => {
  it('keeps what it understands and drops what it does not (the page without it)', () => {
    expect(
      readListing({ category: '  Candele   profumate ', stock: 'in', price: '20-40', sort: 'z-a', page: '3' }),
    ).toEqual({
      category: 'Candele profumate',
      fragrance: null,
      stock: 'in',
      price: '20-40',
      sort: 'z-a',
      page: 3,
    })
    const bad = readListing({ stock: 'maybe', price: '1-2', sort: 'random', page: '-1', category: 'x'.repeat(101) })
    expect(bad).toEqual(DEFAULT_LISTING)
    for (const page of ['0', '1.5', '2e3', 'abc', '99999', ' 2', '2001'])
      expect(readListing({ page }).page, page).toBe(1)
    expect(readListing({ page: '2000' }).page).toBe(2000)
  })

  it('takes the first of a repeated parameter, from a record or URLSearchParams', () => {
    expect(readListing({ category: ['Vasi', 'Candele'] }).category).toBe('Vasi')
    expect(readListing(new URLSearchParams('fragrance=Ambra&fragrance=Fico&page=2'))).toMatchObject({
      fragrance: 'Ambra',
      page: 2,
    })
  })
})

describe('the canonical form of a state', () => {
  it('orders the parameters and leaves the defaults out', () => {
    expect(listingQuery(DEFAULT_LISTING)).toBe('')
    expect(listingQuery({ ...DEFAULT_LISTING, page: 2, sort: 'price-asc', category: 'Vasi', stock: 'out' })).toBe(
      'category=Vasi&stock=out&sort=price-asc&page=2',
    )
    expect(listingQuery({ ...DEFAULT_LISTING, sort: 'a-z', page: 1 })).toBe('')
  })

  it('has one key per state, which reads back; any other key is refused', () => {
    const state = { ...DEFAULT_LISTING, category: 'Candele à l’ambra', page: 4 }
    const key = listingKey(state)
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(fromListingKey(key)).toEqual(state)
    // The same state spelled otherwise (a default written out, another order) is not a key.
    const loose = btoa('page=4&category=Vasi').replace(/=+$/, '')
    expect(fromListingKey(loose)).toBeNull()
    expect(fromListingKey(btoa('sort=a-z').replace(/=+$/, ''))).toBeNull()
    expect(fromListingKey('')).toBeNull()
    expect(fromListingKey('not/a+key')).toBeNull()
    expect(fromListingKey('_w')).toBeNull()
  })
})

describe('the pager', () => {
  it('counts pages and says whether one exists', () => {
    expect(pager(60, 24, 1)).toMatchObject({ pages: 3, exists: true, previous: null, next: 2, from: 1, to: 24 })
    expect(pager(60, 24, 3)).toMatchObject({ exists: true, previous: 2, next: null, from: 49, to: 60 })
    expect(pager(60, 24, 4).exists).toBe(false)
    expect(pager(0, 24, 1)).toMatchObject({ pages: 1, exists: true, from: 0, to: 0 })
    expect(pager(48, 24, 2)).toMatchObject({ pages: 2, next: null })
  })

  it('links the first, the last and two either side, with gaps marked', () => {
    expect(pager(240, 24, 1).links).toEqual([1, 2, 3, null, 10])
    expect(pager(240, 24, 6).links).toEqual([1, null, 4, 5, 6, 7, 8, null, 10])
    expect(pager(240, 24, 4).links).toEqual([1, 2, 3, 4, 5, 6, null, 10])
    expect(pager(24, 24, 1).links).toEqual([1])
  })

  it('keeps the operator’s page size within 6 to 96 (24 otherwise)', () => {
    expect([pageSizeOf(12), pageSizeOf(5), pageSizeOf(97), pageSizeOf(null), pageSizeOf(7.5)]).toEqual([
      12, 24, 24, 24, 24,
    ])
  })

  it('reads the price ranges', () => {
    expect(bandBounds('20-40')).toEqual({ from: 20, to: 40 })
    expect(bandBounds('80-')).toEqual({ from: 80, to: null })
  })
})
