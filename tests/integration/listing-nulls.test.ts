import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getListingPage } from '@/features/products/listing-data'
import { DEFAULT_LISTING, type ListingParams } from '@/features/products/listing-params'
import type { Sort } from '@/features/products/listing'
import { seededProduct, shop } from './helpers'

/**
 * A product whose featured order or date the operator cleared (stored NULL) is ordered as its card shows
 * it — position 0, dated when it was made (products/view.ts) — and in the same place on SQLite and
 * PostgreSQL (their NULLs sort at opposite ends).
 */
const SKU = 'LISTNULL-'
const CATEGORY = 'Vuoti Prova'
const params = (over: Partial<ListingParams>): ListingParams => ({ ...DEFAULT_LISTING, ...over })

beforeAll(async () => {
  const payload = await shop()
  const template = await seededProduct('vaso-onda')
  const rows = [
    ['Vuoto 0', null, null],
    ['Vuoto 1', 5, '2026-01-01T00:00:00.000Z'],
    ['Vuoto 2', 6, '2026-02-01T00:00:00.000Z'],
  ] as const
  for (const [i, [name, position, date]] of rows.entries()) {
    const doc = await payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        name,
        url: `vuoto-prova-${i}`,
        sku: `${SKU}${i}`,
        price: 10,
        category: CATEGORY,
        stock: 3,
        position: 0,
        mainimage: template.mainimage,
        _status: 'published',
      } as never,
    })
    // As a form with the field emptied leaves it (or a row from before the date's default).
    await payload.db.updateOne({ collection: 'products', id: doc.id, data: { position, date } } as never)
  }
}, 120_000)

afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'products', where: { sku: { like: SKU } }, overrideAccess: true })
})

describe('a cleared featured order or date', () => {
  it('is ordered as the card shows it, the same on both databases', async () => {
    const order = async (sort: Sort) =>
      (await getListingPage('it', params({ category: CATEGORY, sort }))).products.map((p) => p.name)
    expect(await order('featured')).toEqual(['Vuoto 0', 'Vuoto 1', 'Vuoto 2'])
    // Its card is dated today (made now): the newest.
    expect(await order('date-desc')).toEqual(['Vuoto 0', 'Vuoto 2', 'Vuoto 1'])
    expect(await order('date-asc')).toEqual(['Vuoto 1', 'Vuoto 2', 'Vuoto 0'])
    const page = await getListingPage('it', params({ category: CATEGORY }))
    expect(page.products[0]).toMatchObject({ name: 'Vuoto 0', position: 0 })
  })
})
