import { describe, expect, it } from 'vitest'
import { canonicalValues, foldValue, maxPages, routeListing, shopSpelling, spellingsOf } from './listing-canonical'
import { fromListingKey, readListing } from './listing-params'

const facts = { categories: ['Candele', 'Tè verde'], fragrances: ['Vaniglia'], total: 13, pageSize: 6 }
const route = (query: string, f: typeof facts | null = facts) => {
  const search = new URLSearchParams(query)
  return routeListing(readListing(search), search, f)
}

describe('one spelling per value', () => {
  it('folds case, spaces and the Unicode form; keeps accents apart', () => {
    const nfd = 'Te\u0300 verde'
    expect(foldValue(' CANDELE ')).toBe(foldValue('candele'))
    expect(foldValue(nfd)).toBe(foldValue('Tè  verde'))
    expect(foldValue('Candéle')).not.toBe(foldValue('Candele'))
    expect(shopSpelling(`  ${nfd.toUpperCase()} `, facts.categories)).toBe('Tè verde')
    expect(shopSpelling('Nessuna', facts.categories)).toBeNull()
  })

  it('lists each stored value once, in the shop spelling, and finds every stored spelling of it', () => {
    const stored = ['candele ', 'Candele', 'Vasi', 'CANDELE']
    expect(canonicalValues(stored, 'it')).toEqual(['CANDELE', 'Vasi'])
    expect(spellingsOf('CANDELE', stored)).toEqual(['candele ', 'Candele', 'CANDELE'])
  })
})

describe('where the proxy sends a listing URL', () => {
  it('gives every spelling of a category or fragrance one key, by a permanent redirect to the shop spelling', () => {
    for (const v of ['CANDELE', 'candele', 'Candele ', 'cAnDeLe']) {
      expect(route(`category=${encodeURIComponent(v)}`), v).toEqual({
        kind: 'redirect',
        status: 308,
        query: 'category=Candele',
      })
    }
    expect(route('category=TE%CC%80%20VERDE&fragrance=VANIGLIA&page=2')).toEqual({
      kind: 'redirect',
      status: 308,
      query: `category=T%C3%A8+verde&fragrance=Vaniglia&page=2`,
    })
    const ok = route('category=Candele&sort=z-a')
    expect(ok.kind).toBe('page')
    expect(ok.kind === 'page' && fromListingKey(ok.key)).toMatchObject({ category: 'Candele', sort: 'z-a' })
  })

  it('drops a value the catalogue does not have (a temporary redirect, page 1), and 404s past the last page', () => {
    expect(route('category=Nessuna&stock=in&page=2')).toEqual({ kind: 'redirect', status: 307, query: 'stock=in' })
    expect(route('fragrance=x&category=candele')).toEqual({ kind: 'redirect', status: 307, query: 'category=Candele' })
    expect(route('category=Nessuna')).toEqual({ kind: 'redirect', status: 307, query: '' })
    expect(route('page=3').kind).toBe('page')
    expect(route('page=4')).toEqual({ kind: 'not-found' })
    expect(route('page=2000&category=Candele')).toEqual({ kind: 'not-found' })
    expect(route('stock=maybe')).toEqual({ kind: 'bare' })
    expect(maxPages({ total: 0, pageSize: 24 })).toBe(1)
  })

  it('without the facts, goes straight to the key only with bounded values (no cached answer per made-up value)', () => {
    expect(route('sort=z-a&stock=in', null).kind).toBe('page')
    expect(route('stock=maybe', null)).toEqual({ kind: 'bare' })
    expect(route('category=CANDELE', null)).toEqual({ kind: 'unavailable' })
    expect(route('category=Made-up-1', null)).toEqual({ kind: 'unavailable' })
    expect(route('fragrance=Fico', null)).toEqual({ kind: 'unavailable' })
    expect(route('page=1999', null)).toEqual({ kind: 'unavailable' })
  })
})
