import { describe, expect, it } from 'vitest'
import { routeTemplates } from './route-template'

// The shape Next writes to .next/routes-manifest.json (regexes as Next compiles them).
const manifest = {
  staticRoutes: [
    { page: '/api/health', regex: '^/api/health(?:/)?$' },
    { page: '/metrics', regex: '^/metrics(?:/)?$' },
    { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/[lang]', regex: '^/([^/]+?)(?:/)?$' },
    { page: '/[lang]/shop', regex: '^/([^/]+?)/shop(?:/)?$' },
    { page: '/[lang]/shop/[slug]', regex: '^/([^/]+?)/shop/([^/]+?)(?:/)?$' },
    { page: '/api/admin/orders/[id]/ship', regex: '^/api/admin/orders/([^/]+?)/ship(?:/)?$' },
    { page: '/cms/api/[...slug]', regex: '^/cms/api/(.+?)(?:/)?$' },
    { page: '/cms/[[...segments]]', regex: '^/cms(?:/(.+?))?(?:/)?$' },
    { page: '/[lang]/[...unknown]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
  ],
}
const templateOf = routeTemplates(manifest, ['it', 'en'], 'it')

describe('route templates of the request metrics', () => {
  it('labels a storefront path with its route, whether or not the language is in the URL', () => {
    expect(templateOf('/')).toBe('/[lang]')
    expect(templateOf('/?lang=en')).toBe('/[lang]')
    expect(templateOf('/shop')).toBe('/[lang]/shop')
    expect(templateOf('/shop/vaso-onda?lang=en')).toBe('/[lang]/shop/[slug]')
    expect(templateOf('/en/shop/vaso-onda')).toBe('/[lang]/shop/[slug]')
  })

  it('never puts a raw id, slug or query in a label', () => {
    expect(templateOf('/api/admin/orders/123/ship')).toBe('/api/admin/orders/[id]/ship')
    expect(templateOf('/cms/api/orders/42?depth=1')).toBe('/cms/api/[...slug]')
    expect(templateOf('/cms/collections/products/7')).toBe('/cms/[[...segments]]')
    expect(templateOf('/anything/at/all/' + 'x'.repeat(200))).toBe('/[lang]/[...unknown]')
    // Next itself serves an unknown API path with the storefront's catch-all (its not-found page).
    expect(templateOf('/api/no-such-endpoint/42')).toBe('/[lang]/[...unknown]')
    expect(routeTemplates({}, ['it', 'en'], 'it')('/whatever/path')).toBe('unmatched')
  })

  it('groups build assets, optimised pictures and public files', () => {
    expect(templateOf('/_next/static/chunks/abc123.js')).toBe('/_next/static')
    expect(templateOf('/_next/image?url=%2Fdemo%2Fx.webp&w=640&q=75')).toBe('/_next/image')
    expect(templateOf('/favicon.ico')).toBe('/public-file')
    expect(templateOf('/demo/hero.webp')).toBe('/public-file')
    expect(templateOf('/robots.txt')).toBe('/robots.txt')
    expect(templateOf('/api/health')).toBe('/api/health')
    expect(templateOf('/metrics')).toBe('/metrics')
  })
})
