import { describe, expect, it } from 'vitest'
import { indexXml, pathsPerFile, SITEMAP_PAGES, sitemapPlan, URLS_PER_FILE, urlsetXml } from './sitemap'

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
})
