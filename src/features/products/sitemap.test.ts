import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  CHUNK,
  indexXml,
  type Keep,
  pathsPerFile,
  SITEMAP_PAGES,
  sitemapFile,
  sitemapPlan,
  sitemapRoot,
  URLS_PER_FILE,
  urlsetXml,
} from './sitemap'

/** A catalogue of `total` products as Payload pages them by id, counting the reads. */
function catalogue(total: number) {
  const reads: number[] = []
  const payload = {
    find: async ({ page, limit }: { page: number; limit: number }) => {
      reads.push(page)
      const from = (page - 1) * limit
      const docs = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => ({
        url: `p-${from + i}`,
        updatedAt: '2026-11-01T10:00:00.000Z',
      }))
      return { docs, totalDocs: total }
    },
  } as unknown as Payload
  return { payload, reads }
}

/** A data cache as Next keeps it: one value per key, remembered with its tags. */
function dataCache() {
  const kept = new Map<string, { value: unknown; tags: string[] }>()
  const keep: Keep = (fn, key, tags) => async () => {
    const k = key.join('|')
    if (!kept.has(k)) kept.set(k, { value: await fn(), tags })
    return kept.get(k)!.value as Awaited<ReturnType<typeof fn>>
  }
  return { keep, kept }
}

describe('the sitemap', () => {
  it('stays one file up to 50,000 addresses, then becomes an index of the pages and the products', () => {
    const per = pathsPerFile(2)
    expect(per).toBe(25_000)
    expect(sitemapPlan(per - SITEMAP_PAGES.length, 2)).toEqual({ index: false })
    expect(sitemapPlan(per - SITEMAP_PAGES.length + 1, 2)).toEqual({ index: true, files: 2 })
    // 60,000 products in two languages: the pages' file and three of products.
    expect(sitemapPlan(60_000, 2)).toEqual({ index: true, files: 4 })
    expect(URLS_PER_FILE).toBe(50_000)
  })

  it('lists each path once per language with its alternates and last change, escaped', () => {
    const xml = urlsetXml('https://shop.example', [
      { path: '/shop/vaso&onda', lastModified: '2026-11-01T10:00:00.000Z' },
    ])
    expect(xml).toContain('<loc>https://shop.example/shop/vaso&amp;onda?lang=it</loc>')
    expect(xml).toContain('<loc>https://shop.example/shop/vaso&amp;onda?lang=en</loc>')
    expect(xml).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>')
    expect(xml).toContain('hreflang="x-default" href="https://shop.example/shop/vaso&amp;onda?lang=it"')
    expect(xml.match(/<url>/g)).toHaveLength(2)
  })

  it('indexes its files by number', () => {
    const xml = indexXml('https://shop.example', 3)
    expect(xml).toContain('<sitemapindex')
    expect(xml.match(/<loc>https:\/\/shop\.example\/sitemaps\/\d\.xml<\/loc>/g)).toHaveLength(3)
  })

  it('is served from the data cache under the products tag, not read again on every request', async () => {
    const { payload, reads } = catalogue(13)
    const { keep, kept } = dataCache()
    const first = await sitemapRoot(payload, 'https://shop.example', keep)
    const again = await sitemapRoot(payload, 'https://shop.example', keep)
    expect(again).toBe(first)
    expect(reads).toEqual([1])
    expect(first.match(/<url>/g)).toHaveLength((SITEMAP_PAGES.length + 13) * 2)
    expect([...kept.values()].map((v) => v.tags)).toEqual([['products']])
    // The index's files come from the same entries.
    expect(await sitemapFile(payload, 'https://shop.example', 1, keep)).toContain('/shop/p-12?lang=en</loc>')
    expect(await sitemapFile(payload, 'https://shop.example', 2, keep)).toBeNull()
    expect(reads).toEqual([1])
  })

  it('keeps a thousand products per entry (the data cache takes 2 MB at most) and pages the files by them', async () => {
    const { payload, reads } = catalogue(2 * CHUNK + 5)
    const { keep, kept } = dataCache()
    const xml = await sitemapRoot(payload, 'https://shop.example', keep)
    expect(xml.match(/<url>/g)).toHaveLength((SITEMAP_PAGES.length + 2 * CHUNK + 5) * 2)
    expect(new Set(xml.match(/p-\d+\?lang=it</g)).size).toBe(2 * CHUNK + 5)
    expect(reads.sort()).toEqual([1, 2, 3])
    for (const { value } of kept.values()) expect(JSON.stringify(value).length).toBeLessThan(2 * 1024 * 1024)

    const big = catalogue(60_000)
    const fresh = dataCache()
    expect(await sitemapRoot(big.payload, 'https://shop.example', fresh.keep)).toContain('<sitemapindex')
    const second = await sitemapFile(big.payload, 'https://shop.example', 2, fresh.keep)
    expect(second?.match(/<url>/g)).toHaveLength(25_000 * 2)
    expect(second).toContain('/shop/p-25000?lang=it<')
    expect(second).toContain('/shop/p-49999?lang=it<')
    expect(await sitemapFile(big.payload, 'https://shop.example', 4, fresh.keep)).toBeNull()
  })
})
