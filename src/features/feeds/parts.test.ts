import { describe, expect, it } from 'vitest'
import { EU_CODES } from '@/lib/geo'
import { feedItems, type FeedProduct } from './items'
import { cacheEntryBytes, etagMatches, feedStream, type Part, PART_BUDGET, splitBySize } from './parts'
import { itemXml } from './render'

const NEXT_LIMIT = 2 * 1024 * 1024

/** The worst a page of 100 products can weigh: Meta's longest description, all of it escaped, every EU country. */
function worstPage(): [string, string][] {
  const text = 'Cera &&& «è» <b> '.repeat(600)
  const products: FeedProduct[] = Array.from({ length: 100 }, (_, i) => ({
    id: String(i),
    sku: `CND-${i}`,
    name: `Candela ${'lunga '.repeat(40)}${i}`,
    url: `candela-${i}`,
    category: 'Candele',
    summary: text,
    description: { root: { children: [{ type: 'paragraph', children: [{ text }] }] } },
    price: 24.5,
    onSale: true,
    pieces: 3,
    image: '/cms/api/media/file/a.webp',
    gtin: null,
    dealerOnly: false,
    reduction: null,
    weight: 400,
    size: { length: 10, width: 10, height: 12 },
  }))
  const shop = {
    siteUrl: 'https://shop.example',
    lang: 'it' as const,
    brand: 'Vetrina S.r.l.',
    shipping: { italy: 5.99, abroad: 14.99, freeFrom: { italy: 89.69, abroad: null }, countries: [...EU_CODES] },
  }
  return feedItems(products, shop).map((i) => [i.id, itemXml(i, 'meta')])
}

describe('splitBySize', () => {
  it('keeps every part of the heaviest page under the budget, well within Next’s 2 MB per entry', () => {
    const items = worstPage()
    // The whole page would never be cached (the report's 2.16 MiB case, and worse).
    expect(cacheEntryBytes({ items, pieces: 1, hasNextPage: true })).toBeGreaterThan(NEXT_LIMIT)
    const parts = splitBySize(items)
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts)
      expect(cacheEntryBytes({ items: part, pieces: parts.length, hasNextPage: true })).toBeLessThanOrEqual(PART_BUDGET)
    expect(parts.flat()).toEqual(items)
  })

  it('keeps a light page in one part, and an empty page as one empty part', () => {
    const items: [string, string][] = [
      ['A', '<item>a</item>'],
      ['B', '<item>b</item>'],
    ]
    expect(splitBySize(items)).toEqual([items])
    expect(splitBySize([])).toEqual([[]])
    expect(splitBySize(items, 1)).toEqual([[items[0]], [items[1]]])
  })
})

describe('feedStream', () => {
  const pages: Record<string, Part> = {
    '1:0': { items: [['A', '<item>a</item>']], pieces: 2, hasNextPage: true },
    '1:1': { items: [['B', '<item>b</item>']], pieces: 2, hasNextPage: true },
    '2:0': {
      items: [
        ['A', '<item>a again</item>'],
        ['C', '<item>c</item>'],
      ],
      pieces: 1,
      hasNextPage: false,
    },
  }

  it('writes the head, every part in order with an id once (the first), then the tail', async () => {
    const asked: string[] = []
    const stream = feedStream('<head>\n', async (page, piece) => {
      asked.push(`${page}:${piece}`)
      return pages[`${page}:${piece}`]!
    })
    expect(await new Response(stream).text()).toBe(
      '<head>\n<item>a</item>\n<item>b</item>\n<item>c</item>\n</channel>\n</rss>\n',
    )
    expect(asked).toEqual(['1:0', '1:1', '2:0'])
  })

  it('reads a part only when the reader wants more: a client that goes away costs no further part', async () => {
    const asked: string[] = []
    const stream = feedStream('<head>\n', async (page, piece) => {
      asked.push(`${page}:${piece}`)
      return pages[`${page}:${piece}`]!
    })
    const reader = stream.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('<head>\n')
    expect(asked).toEqual([])
    await reader.read()
    expect(asked).toEqual(['1:0'])
    await reader.cancel()
    expect(asked).toEqual(['1:0'])
  })
})

describe('etagMatches', () => {
  it('matches the tag itself, in a list, weak or not, and *; nothing else', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true)
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true)
    expect(etagMatches('*', '"abc"')).toBe(true)
    expect(etagMatches('"abcd"', '"abc"')).toBe(false)
    expect(etagMatches(null, '"abc"')).toBe(false)
    expect(etagMatches('', '"abc"')).toBe(false)
  })
})
