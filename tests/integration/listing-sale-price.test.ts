import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getListingPage } from '@/features/products/listing-data'
import { DEFAULT_LISTING, type ListingParams } from '@/features/products/listing-params'
import { seededProduct, shop } from './helpers'

/**
 * The listing's price filter, its counts and the price sort go by the price each card charges (issue 54):
 * a 25 € vase on sale at 18 € is under 0–20 €, counted there and sorted before a 19 € one, while the
 * sale runs; a sale that has not started yet changes nothing. SQLite and PostgreSQL.
 */
const SKU = 'LISTSALE-'
const CATEGORY = 'Vasi Saldo Listino'
const params = (over: Partial<ListingParams>): ListingParams => ({ ...DEFAULT_LISTING, category: CATEGORY, ...over })
const ids: (string | number)[] = []
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString()

beforeAll(async () => {
  const payload = await shop()
  const template = await seededProduct('vaso-onda')
  for (const [i, price] of [25, 19, 30, 12].entries()) {
    const doc = await payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        name: `Saldo ${i}`,
        url: `saldo-listino-${i}`,
        sku: `${SKU}${i}`,
        price,
        category: CATEGORY,
        instock: true,
        stock: 5,
        position: 41_000 + i,
        mainimage: template.mainimage,
        _status: 'published',
      } as never,
    })
    ids.push(doc.id)
  }
  // Running: 28 % off the 25 € vase (18 €). Not yet started: 90 % off the 30 € one.
  await payload.create({
    collection: 'sales',
    overrideAccess: true,
    data: {
      name: 'listino',
      starts: inSeconds(0),
      ends: inSeconds(3600),
      appliesTo: 'products',
      products: [ids[0]],
      kind: 'percent',
      percent: 28,
    } as never,
  })
  await payload.create({
    collection: 'sales',
    overrideAccess: true,
    data: {
      name: 'listino domani',
      starts: inSeconds(3600),
      ends: inSeconds(7200),
      appliesTo: 'products',
      products: [ids[2]],
      kind: 'percent',
      percent: 90,
    } as never,
  })
}, 120_000)

afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'sales', where: { name: { like: 'listino' } }, overrideAccess: true })
  await payload.delete({ collection: 'products', where: { sku: { like: SKU } }, overrideAccess: true })
})

const names = async (over: Partial<ListingParams>) =>
  (await getListingPage('it', params(over))).products.map((p) => [p.name, p.price])

describe('the listing by the price the card charges', () => {
  it('filters, counts and sorts a product on sale by its sale price', async () => {
    expect(await names({ price: '0-20' })).toEqual([
      ['Saldo 0', 18],
      ['Saldo 1', 19],
      ['Saldo 3', 12],
    ])
    expect(await names({ price: '20-40' })).toEqual([['Saldo 2', 30]])
    const all = await getListingPage('it', params({}))
    expect(all.facets.price.map((b) => [b.value, b.count])).toEqual([
      ['0-20', 3],
      ['20-40', 1],
      ['40-80', 0],
      ['80-', 0],
    ])
    expect(await names({ sort: 'price-asc' })).toEqual([
      ['Saldo 3', 12],
      ['Saldo 0', 18],
      ['Saldo 1', 19],
      ['Saldo 2', 30],
    ])
    expect((await names({ sort: 'price-desc' })).map(([n]) => n)).toEqual(['Saldo 2', 'Saldo 1', 'Saldo 0', 'Saldo 3'])
    // In English too.
    const en = await getListingPage('en', params({ price: '0-20' }))
    expect(en.total).toBe(3)
  })
})
