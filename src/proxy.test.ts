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

describe('redirects name the shop’s own origin, never the request’s Host', () => {
  const FACTS = Symbol.for('vetrina.listingFacts')
  const facts = { categories: ['Candele'], fragrances: ['Vaniglia'], total: 13, pageSize: 24 }
  const forged = async (url: string) => {
    const { NextRequest } = await import('next/server')
    return new NextRequest(url, { headers: { host: 'evil.example' } })
  }

  it('the listing’s 308 (another spelling) and 307 (an unknown value) go to SITE_URL, and the facts are asked of this server', async () => {
    const { proxy } = await import('./proxy')
    const { env } = await import('@/lib/env')
    delete (globalThis as Record<symbol, unknown>)[FACTS]
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(facts))
    try {
      const respelled = await proxy(await forged('http://evil.example/shop?category=candele&lang=it'))
      expect(respelled.status).toBe(308)
      expect(respelled.headers.get('location')).toBe(`${new URL(env.siteUrl).origin}/shop?category=Candele&lang=it`)
      const dropped = await proxy(await forged('http://evil.example/shop?fragrance=Nessuna&lang=it'))
      expect(dropped.status).toBe(307)
      expect(dropped.headers.get('location')).toBe(`${new URL(env.siteUrl).origin}/shop?lang=it`)
      // The forged host answers no facts either: they decide every visitor's listing for a while.
      expect(fetched).toHaveBeenCalled()
      for (const [url] of fetched.mock.calls) expect(String(url)).not.toContain('evil.example')
    } finally {
      fetched.mockRestore()
      delete (globalThis as Record<symbol, unknown>)[FACTS]
    }
  })

  it('/cms/login’s way to the sign-in with the second factor goes to SITE_URL', async () => {
    const { proxy } = await import('./proxy')
    const { env } = await import('@/lib/env')
    vi.stubEnv('REQUIRE_OPERATOR_2FA', '1')
    try {
      const res = await proxy(await forged('http://evil.example/cms/login?redirect=/cms/collections/orders'))
      expect(res.status).toBe(303)
      const location = res.headers.get('location')!
      expect(location).not.toContain('evil.example')
      expect(location).toBe(`${new URL(env.siteUrl).origin}/sign-in?next=%2Fcms%2Fcollections%2Forders`)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
