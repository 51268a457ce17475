import { describe, expect, it } from 'vitest'
import { DEFAULT_LISTING, type ListingParams } from '@/features/products'
import { addedRows, afterShowMore, earlierCards, listingOf, nextBatch, showMoreHref } from './show-more'

const params = (over: Partial<ListingParams>): ListingParams => ({ ...DEFAULT_LISTING, ...over })
const cards = (...ids: string[]) => ids.map((id) => ({ id }))

describe('show more', () => {
  it('brings the next page, a full one or the rest, and nothing on the last page', () => {
    expect(nextBatch(100, 24, 1)).toEqual({ page: 2, count: 24 })
    expect(nextBatch(13, 6, 2)).toEqual({ page: 3, count: 1 })
    expect(nextBatch(13, 6, 3)).toBeNull()
    expect(nextBatch(12, 6, 2)).toBeNull()
    expect(nextBatch(0, 24, 1)).toBeNull()
  })

  it("links to the next page's canonical URL, filters and order kept", () => {
    expect(showMoreHref(params({}), 48, 24)).toBe('/shop?page=2')
    expect(showMoreHref(params({ category: 'Candele', price: '20-40', sort: 'price-asc', page: 2 }), 100, 24)).toBe(
      '/shop?category=Candele&price=20-40&sort=price-asc&page=3',
    )
    expect(showMoreHref(params({ page: 2 }), 48, 24)).toBeNull()
  })

  it('names the listing without its page', () => {
    expect(listingOf(params({ stock: 'in', page: 3 }), 'it')).toBe(listingOf(params({ stock: 'in' }), 'it'))
    expect(listingOf(params({ stock: 'in' }), 'it')).not.toBe(listingOf(params({ stock: 'out' }), 'it'))
  })

  it('keeps the cards shown above the page it led to, and only there', () => {
    const listing = listingOf(params({}), 'it')
    const shown = afterShowMore(listing, 1, cards('a', 'b'))
    expect(shown).toMatchObject({ page: 2, appended: true })
    expect(earlierCards(shown, listing, 2, cards('c', 'd'))).toEqual(cards('a', 'b'))
    // Another page, another listing, nothing kept: its own cards alone.
    expect(earlierCards(shown, listing, 3, cards('e'))).toEqual([])
    expect(earlierCards(shown, listingOf(params({ sort: 'price-desc' }), 'it'), 2, cards('c'))).toEqual([])
    expect(earlierCards(null, listing, 2, cards('c'))).toEqual([])
    // The same page in the other language (the language switch is a client navigation): its own cards
    // alone, never the Italian cards kept above English ones.
    expect(earlierCards(shown, listingOf(params({}), 'en'), 2, cards('c'))).toEqual([])
    // A product that moved to the next page meanwhile is shown once, where it is now.
    expect(earlierCards(shown, listing, 2, cards('b', 'c'))).toEqual(cards('a'))
  })

  it('reserves the rows the grid grows by', () => {
    expect(addedRows(6, 6, 4)).toBe(1) // 2 rows (4 + 2) become 3 (4 + 4 + 4)
    expect(addedRows(8, 4, 4)).toBe(1)
    expect(addedRows(24, 24, 2)).toBe(12)
    expect(addedRows(12, 1, 3)).toBe(1)
    expect(addedRows(6, 6, 0)).toBe(6) // no grid read: one column
  })
})
