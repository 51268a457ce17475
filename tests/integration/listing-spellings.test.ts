import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feedProducts } from '@/features/feeds/data'
import { getListingPage } from '@/features/products/listing-data'
import { DEFAULT_LISTING, type ListingParams } from '@/features/products/listing-params'
import { seededProduct, shop } from './helpers'

/**
 * The listing's and the feeds' SQL (ADR 0045, 0047) against what a visitor may read, on SQLite and
 * PostgreSQL: a product carrying two spellings of one fragrance counts once, as its link lists it once;
 * a published product's newer draft changes nothing a visitor sees (the main table is the published
 * version, the draft lives in the versions table); an unpublished product is in no count, page or feed.
 */
const SKU = 'LISTSPELL-'
const params = (over: Partial<ListingParams>): ListingParams => ({ ...DEFAULT_LISTING, ...over })

beforeAll(async () => {
  const payload = await shop()
  const template = await seededProduct('vaso-onda')
  const make = (i: number, data: Record<string, unknown>) =>
    payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        name: `Grafia ${i}`,
        url: `grafia-prova-${i}`,
        sku: `${SKU}${i}`,
        price: 10,
        category: 'Grafie Prova',
        instock: true,
        stock: 3,
        position: 50_000 + i,
        mainimage: template.mainimage,
        _status: 'published',
        ...data,
      } as never,
    })
  // One product, two rows spelling one fragrance differently (an import's "Fico Grafia" and "fico grafia").
  await make(0, { fragrance: [{ name: 'Fico Grafia' }, { name: 'fico grafia' }] })
  await make(1, { fragrance: [{ name: 'Fico Grafia' }] })
  // Published, then a newer draft moving it to another category and price: not published yet.
  const drafted = await make(2, { fragrance: [] })
  await payload.update({
    collection: 'products',
    id: drafted.id,
    overrideAccess: true,
    locale: 'it',
    draft: true,
    data: { category: 'Grafie Bozza', price: 99 } as never,
  })
  // Published, then unpublished.
  const hidden = await make(3, { fragrance: [{ name: 'Fico Grafia' }] })
  await payload.update({ collection: 'products', id: hidden.id, overrideAccess: true, data: { _status: 'draft' } })
}, 120_000)

afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'products', where: { sku: { like: SKU } }, overrideAccess: true })
})

describe('the listing and feeds read in SQL', () => {
  it('count a product with two spellings of one fragrance once, as its link lists it', async () => {
    for (const lang of ['it', 'en'] as const) {
      const all = await getListingPage(lang, params({}))
      const fico = all.facets.fragrances.find((f) => f.value.toLowerCase() === 'fico grafia')!
      const shown = await getListingPage(lang, params({ fragrance: fico.value }))
      expect(shown.total, lang).toBe(2)
      expect(fico.count, lang).toBe(shown.total)
      const inCategory = await getListingPage(lang, params({ category: 'Grafie Prova', stock: 'in' }))
      expect(inCategory.facets.fragrances.find((f) => f.value === fico.value)?.count, lang).toBe(2)
    }
  })

  it('show a published product as published, whatever its newer draft says, and no unpublished one', async () => {
    const page = await getListingPage('it', params({ category: 'Grafie Prova' }))
    expect(page.total).toBe(3)
    expect(page.products.map((p) => [p.name, p.category, p.price])).toEqual([
      ['Grafia 0', 'Grafie Prova', 10],
      ['Grafia 1', 'Grafie Prova', 10],
      ['Grafia 2', 'Grafie Prova', 10],
    ])
    expect(page.facets.categories.find((c) => c.value === 'Grafie Bozza')).toBeUndefined()
    expect(page.facets.price.find((p) => p.value === '80-')?.count).toBe(0)
    const payload = await shop()
    const seen: string[] = []
    for (let n = 1; ; n++) {
      const res = await feedProducts(payload, 'it', n)
      seen.push(...res.products.filter((p) => p.sku.startsWith(SKU)).map((p) => `${p.name}|${p.category}|${p.price}`))
      if (!res.hasNextPage) break
    }
    expect(seen).toEqual(['Grafia 0|Grafie Prova|10', 'Grafia 1|Grafie Prova|10', 'Grafia 2|Grafie Prova|10'])
  })
})
