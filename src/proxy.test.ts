import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { config } from './proxy'

const PUBLIC = path.join(__dirname, '../public')

/** The storefront matcher as the regular expression Next compiles it to (a leading path, then anything). */
const storefront = new RegExp(`^${config.matcher[2]}$`)

describe('proxy matcher', () => {
  it('leaves every file of public/ to Next (a language rewrite would answer 404)', () => {
    const files = readdirSync(PUBLIC, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => '/' + path.relative(PUBLIC, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    expect(files).toContain('/og-default.png')
    expect(files.filter((f) => storefront.test(f))).toEqual([])
  })

  it('still maps the storefront pages to their language', () => {
    for (const p of ['/', '/shop', '/shop/vaso-onda', '/about', '/candele', '/espositori', '/checkout'])
      expect(storefront.test(p), p).toBe(true)
    for (const p of [
      '/_next/static/x.js',
      '/cms/api/media/file/a.webp',
      '/robots.txt',
      '/favicon.ico',
      '/feeds/google-it.xml',
    ])
      expect(storefront.test(p), p).toBe(false)
  })
})

describe('listing without the catalogue’s facts', () => {
  it('answers a filter or a page number 503 in the visitor’s language, never a page cached per value', async () => {
    const { NextRequest } = await import('next/server')
    const { proxy } = await import('./proxy')
    // The proxy asks this server for the facts: unreachable (starting, or too busy to answer in time).
    const fetched = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('connect ECONNREFUSED'))
    try {
      const it503 = await proxy(new NextRequest('http://shop.test/shop?category=Made-up-7&lang=it'))
      expect(it503.status).toBe(503)
      expect(it503.headers.get('cache-control')).toBe('no-store')
      expect(it503.headers.has('x-middleware-rewrite')).toBe(false)
      expect(await it503.text()).toContain('riprova tra qualche secondo')
      const en503 = await proxy(new NextRequest('http://shop.test/shop?page=1999&lang=en'))
      expect(en503.status).toBe(503)
      expect(await en503.text()).toContain('try again in a few seconds')
      // Bounded values still reach their page.
      const sorted = await proxy(new NextRequest('http://shop.test/shop?sort=z-a&lang=en'))
      expect(sorted.headers.get('x-middleware-rewrite')).toMatch(/\/en\/shop-page\//)
    } finally {
      fetched.mockRestore()
    }
  })
})
