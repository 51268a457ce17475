import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getListingPage } from '@/features/products/listing-data'
import { DEFAULT_LISTING, type ListingParams } from '@/features/products/listing-params'
import type { Lang } from '@/i18n/locales'
import { seededProduct, shop } from './helpers'

/**
 * The filters' counts are what their links show (issue 54, ADR 0045), for combinations of filters, in
 * both languages — with a product that has no English texts at all (its card falls back to Italian: it
 * is listed, filtered and counted in English under its Italian category and fragrance) and a draft
 * (counted nowhere), on SQLite and on PostgreSQL.
 */
const SKU = 'LISTCOUNT-'
const params = (over: Partial<ListingParams>): ListingParams => ({ ...DEFAULT_LISTING, ...over })
type Made = { it: string; en: string | null; price: number; stock: number; fragrance: [string, string][] }
const made: Made[] = [
  { it: 'Lampade Conta', en: 'Count Lamps', price: 12, stock: 3, fragrance: [['Salvia Conta', 'Count Sage']] },
  { it: 'Lampade Conta', en: 'Count Lamps', price: 25, stock: 0, fragrance: [] },
  { it: 'Cere Conta', en: 'Count Waxes', price: 18, stock: 5, fragrance: [['Salvia Conta', 'Count Sage']] },
  { it: 'Cere Conta', en: 'Count Waxes', price: 45, stock: 2, fragrance: [['Pepe Conta', 'Count Pepper']] },
  // Italian only: in English its card says "Lampade Conta" and "Pepe Conta".
  { it: 'Lampade Conta', en: null, price: 15, stock: 4, fragrance: [['Pepe Conta', '']] },
  { it: 'Cere Conta', en: null, price: 30, stock: 0, fragrance: [] },
]

beforeAll(async () => {
  const payload = await shop()
  const template = await seededProduct('vaso-onda')
  for (const [i, m] of made.entries()) {
    const doc = await payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        name: `Conta ${i}`,
        url: `conta-prova-${i}`,
        sku: `${SKU}${i}`,
        price: m.price,
        category: m.it,
        instock: true,
        stock: m.stock,
        position: 40_000 + i,
        fragrance: m.fragrance.map(([name]) => ({ name })),
        mainimage: template.mainimage,
        _status: 'published',
      } as never,
    })
    if (m.en === null) continue
    await payload.update({
      collection: 'products',
      id: doc.id,
      overrideAccess: true,
      locale: 'en',
      data: {
        name: `Count ${i}`,
        category: m.en,
        fragrance: (doc.fragrance ?? []).map((f, j) => ({ ...f, name: m.fragrance[j]![1] })),
      } as never,
    })
  }
  // A draft of the same category: read by no visitor, so counted nowhere.
  await payload.create({
    collection: 'products',
    overrideAccess: true,
    locale: 'it',
    draft: true,
    data: {
      name: 'Conta bozza',
      url: 'conta-prova-bozza',
      sku: `${SKU}draft`,
      price: 12,
      category: 'Lampade Conta',
      stock: 3,
      fragrance: [{ name: 'Salvia Conta' }],
      _status: 'draft',
    } as never,
  })
}, 120_000)

afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'products', where: { sku: { like: SKU } }, overrideAccess: true })
})

/** Every option's count of the listing `base` against the total of the page its link opens. */
async function expectCountsAreLinks(lang: Lang, base: ListingParams) {
  const res = await getListingPage(lang, base)
  expect(res.found, `${lang} ${JSON.stringify(base)}`).toBe(true)
  const links: (readonly [string, Partial<ListingParams>, number])[] = [
    ...res.facets.categories.map((c) => [`category ${c.value}`, { category: c.value }, c.count] as const),
    ...res.facets.fragrances.map((c) => [`fragrance ${c.value}`, { fragrance: c.value }, c.count] as const),
    ['stock in', { stock: 'in' }, res.facets.stock.in] as const,
    ['stock out', { stock: 'out' }, res.facets.stock.out] as const,
    ...res.facets.price.map((p) => [`price ${p.value}`, { price: p.value }, p.count] as const),
  ]
  for (const [label, over, count] of links) {
    const shown = await getListingPage(lang, { ...base, ...over, page: 1 })
    expect(shown.total, `${lang} ${JSON.stringify(base)} → ${label}`).toBe(count)
  }
  return res
}

describe("the filters' counts are what their links show", () => {
  it('for combinations of filters, in Italian and in English', async () => {
    for (const [lang, lamps, sage, pepper] of [
      ['it', 'Lampade Conta', 'Salvia Conta', 'Pepe Conta'],
      ['en', 'Count Lamps', 'Count Sage', 'Count Pepper'],
    ] as const) {
      await expectCountsAreLinks(lang, params({}))
      await expectCountsAreLinks(lang, params({ category: lamps, price: '0-20' }))
      await expectCountsAreLinks(lang, params({ fragrance: sage, stock: 'in' }))
      await expectCountsAreLinks(lang, params({ fragrance: pepper, price: '0-20', stock: 'in' }))
    }
  })

  it('a product without English texts is listed, filtered and counted in English as its card shows it', async () => {
    const all = await expectCountsAreLinks('en', params({}))
    // Every listed product is under one category: the counts add up to the listing.
    expect(all.facets.categories.reduce((n, c) => n + c.count, 0)).toBe(all.total)
    // Its card names the Italian category and fragrance: so do its filters.
    const lamps = all.facets.categories.find((c) => c.value === 'Lampade Conta')
    expect(lamps?.count).toBe(1)
    expect(all.facets.categories.find((c) => c.value === 'Count Lamps')?.count).toBe(2)
    expect(all.facets.fragrances.find((c) => c.value === 'Pepe Conta')?.count).toBe(1)
    const page = await getListingPage('en', params({ category: 'Lampade Conta' }))
    expect(page.products.map((p) => [p.name, p.category])).toEqual([['Conta 4', 'Lampade Conta']])
    await expectCountsAreLinks('en', params({ category: 'Lampade Conta', stock: 'in' }))
    await expectCountsAreLinks('en', params({ fragrance: 'Pepe Conta' }))
    // And sorted by name as its card is named (Italian), among the English names.
    const az = await getListingPage('en', params({ category: 'Cere Conta', sort: 'a-z' }))
    expect(az.products.map((p) => p.name)).toEqual(['Conta 5'])
    // In Italian it is one of its category's products like any other; the draft is in no count.
    const it = await expectCountsAreLinks('it', params({ category: 'Lampade Conta' }))
    expect(it.total).toBe(3)
    expect(it.facets.fragrances.find((c) => c.value === 'Salvia Conta')?.count).toBe(1)
    expect(it.facets.categories.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(6)
  })
})
