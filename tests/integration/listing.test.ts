import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getListingPage } from '@/features/products/listing-data'
import { DEFAULT_LISTING, type ListingParams } from '@/features/products/listing-params'
import { isOutOfStock } from '@/features/products/listing-where'
import { sitemapFile, sitemapRoot } from '@/features/products/sitemap'
import { seededProduct, shop } from './helpers'

/**
 * The listing paged, filtered, counted and sorted in the database (issue 54): 60 products of two
 * categories of their own beside the demo's, on SQLite and on PostgreSQL (CI's parity run).
 */
const SKU = 'LISTING-'
const CAT = { it: ['Lanterne Prova', 'Diffusori Prova'], en: ['Test Lanterns', 'Test Diffusers'] }

type Seeded = {
  name: string
  category: number
  price: number
  date: string
  stock: number
  instock: boolean
  fragrance: { name: string; stock: number | null }[]
}
const seeded: Seeded[] = Array.from({ length: 60 }, (_, i) => ({
  name: `Articolo ${String(i).padStart(2, '0')}`,
  category: i % 2,
  price: 5 + ((i * 7) % 60),
  date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  stock: i % 10 === 0 ? 0 : 5,
  instock: i % 15 !== 7,
  // Every third keeps its stock per fragrance: sold out when none is left of either (i % 6 === 0).
  fragrance:
    i % 3 === 0
      ? [
          { name: 'Muschio', stock: i % 6 === 0 ? 0 : 3 },
          { name: 'Agrume', stock: 0 },
        ]
      : [],
}))
const out = (s: Seeded) => isOutOfStock(s)

const params = (over: Partial<ListingParams>): ListingParams => ({ ...DEFAULT_LISTING, ...over })

beforeAll(async () => {
  const payload = await shop()
  const template = await seededProduct('vaso-onda')
  for (const [i, s] of seeded.entries()) {
    const doc = await payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        name: s.name,
        url: `articolo-prova-${i}`,
        sku: `${SKU}${i}`,
        price: s.price,
        category: CAT.it[s.category]!,
        instock: s.instock,
        stock: s.stock,
        date: s.date,
        position: 20_000 + i,
        fragrance: s.fragrance,
        mainimage: template.mainimage,
        _status: 'published',
      } as never,
    })
    await payload.update({
      collection: 'products',
      id: doc.id,
      overrideAccess: true,
      locale: 'en',
      data: {
        name: `Item ${String(i).padStart(2, '0')}`,
        category: CAT.en[s.category]!,
        fragrance: (doc.fragrance ?? []).map((f) => ({ ...f, name: f.name === 'Muschio' ? 'Musk' : 'Citrus' })),
      } as never,
    })
  }
}, 240_000)

afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'products', where: { sku: { like: SKU } }, overrideAccess: true })
})

describe('the listing in the database', () => {
  it('pages a category 24 at a time, in the chosen order, and has no page past the last', async () => {
    const lanterns = seeded.filter((s) => s.category === 0)
    const p1 = await getListingPage('it', params({ category: 'Lanterne Prova', sort: 'price-asc' }))
    expect(p1).toMatchObject({ found: true, total: 30, pages: 2, pageSize: 24 })
    const p2 = await getListingPage('it', params({ category: 'Lanterne Prova', sort: 'price-asc', page: 2 }))
    const prices = [...p1.products, ...p2.products].map((p) => p.price)
    expect(prices).toEqual(lanterns.map((s) => s.price).sort((a, b) => a - b))
    expect(p2.products).toHaveLength(6)
    expect((await getListingPage('it', params({ category: 'Lanterne Prova', page: 3 }))).found).toBe(false)
  })

  it('sorts by name without case or accents, as the collator does', async () => {
    const payload = await shop()
    const made = await Promise.all(
      ['zeta Prova', 'Èlite Prova', 'alfa Prova'].map((name, i) =>
        payload.update({
          collection: 'products',
          where: { sku: { equals: `${SKU}${i * 2}` } },
          overrideAccess: true,
          locale: 'it',
          data: { name } as never,
        }),
      ),
    )
    expect(made.every((r) => r.docs.length === 1)).toBe(true)
    const page = async (n: number) =>
      (await getListingPage('it', params({ category: 'Lanterne Prova', sort: 'a-z', page: n }))).products.map(
        (p) => p.name,
      )
    expect((await page(1)).slice(0, 3)).toEqual(['alfa Prova', 'Articolo 06', 'Articolo 08'])
    expect(await page(2)).toEqual([
      'Articolo 52',
      'Articolo 54',
      'Articolo 56',
      'Articolo 58',
      'Èlite Prova',
      'zeta Prova',
    ])
  })

  it('sorts by name both ways and by date, in each language', async () => {
    const az = await getListingPage('en', params({ category: 'Test Diffusers', sort: 'a-z' }))
    expect(az.products.map((p) => p.name).slice(0, 3)).toEqual(['Item 01', 'Item 03', 'Item 05'])
    expect(az.products[0]!.category).toBe('Test Diffusers')
    const za = await getListingPage('it', params({ category: 'Diffusori Prova', sort: 'z-a' }))
    expect(za.products[0]!.name).toBe('Articolo 59')
    const newest = await getListingPage('it', params({ category: 'Diffusori Prova', sort: 'date-desc' }))
    expect(newest.products.map((p) => p.name).slice(0, 2)).toEqual(['Articolo 59', 'Articolo 57'])
  })

  it('filters by availability exactly as the cards show it, and counts each option', async () => {
    const lanterns = seeded.filter((s) => s.category === 0)
    const sold = lanterns.filter(out)
    const res = await getListingPage('it', params({ category: 'Lanterne Prova', stock: 'out' }))
    expect(res.total).toBe(sold.length)
    expect(res.products.every((p) => !p.instock)).toBe(true)
    const avail = await getListingPage('it', params({ category: 'Lanterne Prova', stock: 'in' }))
    expect(avail.total).toBe(lanterns.length - sold.length)
    expect(avail.products.every((p) => p.instock)).toBe(true)
    expect(res.facets.stock).toEqual({ in: lanterns.length - sold.length, out: sold.length })
  })

  it('filters by fragrance and price range, with counts per option in both languages', async () => {
    const withMusk = seeded.filter((s) => s.fragrance.some((f) => f.name === 'Muschio'))
    const musk = await getListingPage('it', params({ fragrance: 'Muschio' }))
    expect(musk.total).toBe(withMusk.length)
    const band = seeded.filter((s) => s.category === 1 && s.price >= 20 && s.price < 40)
    const mid = await getListingPage('it', params({ category: 'Diffusori Prova', price: '20-40' }))
    expect(mid.total).toBe(band.length)
    expect(mid.products.every((p) => p.price >= 20 && p.price < 40)).toBe(true)
    // The category's counts keep the chosen price range; the range's counts keep the category.
    const diffusers = seeded.filter((s) => s.category === 1)
    for (const lang of ['it', 'en'] as const) {
      const facets = (await getListingPage(lang, params({ price: '20-40' }))).facets
      const cat = facets.categories.find((c) => c.value === CAT[lang][1])
      expect(cat?.count, lang).toBe(band.length)
    }
    const byBand = mid.facets.price.find((b) => b.value === '80-')
    expect(byBand?.count).toBe(diffusers.filter((s) => s.price >= 80).length)
    expect(mid.facets.price.find((b) => b.value === '0-20')?.count).toBe(diffusers.filter((s) => s.price < 20).length)
  })

  it('an empty combination is a page that says so; an unknown category is not a page', async () => {
    const none = await getListingPage('it', params({ category: 'Lanterne Prova', fragrance: 'Agrume', stock: 'in' }))
    const expected = seeded.filter((s) => s.category === 0 && s.fragrance.length && !out(s)).length
    expect(none.total).toBe(expected)
    const empty = await getListingPage('it', params({ category: 'Lanterne Prova', price: '80-' }))
    expect(empty).toMatchObject({ found: true, total: 0, products: [] })
    expect(await getListingPage('it', params({ category: 'Nessuna' }))).toMatchObject({
      found: false,
      unknownFilter: true,
    })
    expect((await getListingPage('en', params({ category: 'Lanterne Prova' }))).unknownFilter).toBe(true)
    expect((await getListingPage('it', params({ fragrance: 'Musk' }))).unknownFilter).toBe(true)
    expect(await getListingPage('it', params({ page: 99 }))).toMatchObject({ found: false, unknownFilter: false })
  })

  it('shows the running sale price on the cards of the page', async () => {
    const payload = await shop()
    const target = seeded.findIndex((s) => s.category === 0 && !out(s))
    const product = await seededProduct(`articolo-prova-${target}`)
    const sale = await payload.create({
      collection: 'sales',
      overrideAccess: true,
      data: {
        name: 'Prova listing',
        starts: new Date().toISOString(),
        ends: new Date(Date.now() + 86_400_000).toISOString(),
        appliesTo: 'products',
        products: [product.id],
        kind: 'percent',
        percent: 50,
      } as never,
    })
    try {
      const res = await getListingPage('it', params({ category: 'Lanterne Prova', sort: 'featured' }))
      const card = res.products.find((p) => p.url === product.url)!
      expect(card.price).toBeCloseTo(seeded[target]!.price / 2, 2)
    } finally {
      // A sale that has started is price history: it is ended, not deleted.
      await payload.update({
        collection: 'sales',
        id: sale.id,
        overrideAccess: true,
        data: { ends: new Date().toISOString() } as never,
      })
    }
  })

  it('the sitemap: every product in each language; the index files page the products by id', async () => {
    const payload = await shop()
    const root = await sitemapRoot(payload, 'https://shop.example')
    expect(root).toContain('<urlset')
    expect(root).toContain('<loc>https://shop.example/shop/articolo-prova-59?lang=en</loc>')
    expect(await sitemapFile(payload, 'https://shop.example', 0)).toContain('/faq?lang=en</loc>')
    const products = await sitemapFile(payload, 'https://shop.example', 1)
    const published = await payload.count({ collection: 'products', overrideAccess: false })
    expect(products?.match(/<url>/g)).toHaveLength(2 * published.totalDocs)
    expect(await sitemapFile(payload, 'https://shop.example', 2)).toBeNull()
  })
})
