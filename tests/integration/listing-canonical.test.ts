import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getListingFacts, getListingPage } from '@/features/products/listing-data'
import { routeListing } from '@/features/products/listing-canonical'
import { DEFAULT_LISTING, readListing, type ListingParams } from '@/features/products/listing-params'
import { seededProduct, shop } from './helpers'

/**
 * Issue 54's review: one spelling per value (H1), not-found decided before any count and never cached
 * per made-up key (H2), the filters' counts from one read (M-c), fragrance with availability (M-a).
 * Five products of their own: two spellings of one category, fragrances with stock counted per fragrance.
 */
const SKU = 'LISTCANON-'
const params = (over: Partial<ListingParams>): ListingParams => ({ ...DEFAULT_LISTING, ...over })
const made = [
  {
    category: 'Lumi Guardia',
    en: 'Guard Lights',
    fragrance: [
      { name: 'Vaniglia', stock: 0 },
      { name: 'Muschio', stock: 2 },
    ],
  },
  { category: 'lumi  guardia', en: 'guard lights', fragrance: [{ name: 'Vaniglia', stock: 3 }] },
  { category: 'Lumi Guardia', en: 'Guard Lights', fragrance: [{ name: 'Vaniglia', stock: 0 }] },
  { category: 'Te\u0300 Guardia', en: 'Guard Tea', fragrance: [] },
  { category: 'Tè Guardia', en: 'Guard Tea', fragrance: [] },
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
        name: `Guardia ${i}`,
        url: `guardia-prova-${i}`,
        sku: `${SKU}${i}`,
        price: 10 + i,
        category: m.category,
        instock: true,
        stock: 4,
        position: 30_000 + i,
        fragrance: m.fragrance,
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
        name: `Guard ${i}`,
        category: m.en,
        fragrance: (doc.fragrance ?? []).map((f) => ({ ...f, name: f.name === 'Vaniglia' ? 'Vanilla' : 'Musk' })),
      } as never,
    })
  }
}, 120_000)

afterEach(() => vi.restoreAllMocks())
afterAll(async () => {
  const payload = await shop()
  await payload.delete({ collection: 'products', where: { sku: { like: SKU } }, overrideAccess: true })
})

describe('one spelling per value (H1)', () => {
  it("lists each category once in the shop's spelling, in both languages, with every stored spelling's products", async () => {
    const it_ = await getListingFacts('it')
    expect(it_.categories.filter((c) => c.toLowerCase().startsWith('lumi'))).toEqual(['Lumi Guardia'])
    expect(it_.categories.filter((c) => c.endsWith('Guardia') && c.startsWith('T'))).toEqual(['Tè Guardia'])
    const en = await getListingFacts('en')
    expect(en.categories.filter((c) => /^guard lights$/i.test(c))).toEqual(['Guard Lights'])
    expect(en.fragrances).toContain('Vanilla')
    const page = await getListingPage('it', params({ category: 'Lumi Guardia' }))
    expect(page).toMatchObject({ found: true, total: 3 })
    expect(page.facets.categories.find((c) => c.value === 'Lumi Guardia')?.count).toBe(3)
    expect((await getListingPage('it', params({ category: 'Tè Guardia' }))).total).toBe(2)
    expect((await getListingPage('en', params({ category: 'Guard Lights' }))).total).toBe(3)
  })

  it('another spelling is no page of its own: the proxy redirects it (308) to the one key', async () => {
    for (const v of ['LUMI GUARDIA', 'lumi guardia', 'Lumi  Guardia ']) {
      expect((await getListingPage('it', params({ category: v }))).found, v).toBe(false)
      const search = new URLSearchParams({ category: v })
      expect(routeListing(readListing(search), search, await getListingFacts('it'))).toEqual({
        kind: 'redirect',
        status: 308,
        query: 'category=Lumi+Guardia',
      })
    }
    const nfd = new URLSearchParams({ category: 'TE\u0300 GUARDIA', fragrance: 'VANIGLIA' })
    expect(routeListing(readListing(nfd), nfd, await getListingFacts('it'))).toMatchObject({
      status: 308,
      query: new URLSearchParams({ category: 'Tè Guardia', fragrance: 'Vaniglia' }).toString(),
    })
    const en = new URLSearchParams({ category: 'GUARD LIGHTS', lang: 'en' })
    expect(routeListing(readListing(en), en, await getListingFacts('en'))).toMatchObject({
      query: 'category=Guard+Lights',
    })
  })
})

describe('what does not exist costs no count and no cache entry (H2)', () => {
  it('an unknown value or a page past the last is answered before any filter is counted', async () => {
    const payload = await shop()
    const count = vi.spyOn(payload, 'count')
    const find = vi.spyOn(payload, 'find')
    expect(await getListingPage('it', params({ category: 'Nessuna Guardia' }))).toMatchObject({
      found: false,
      unknownFilter: true,
    })
    expect(await getListingPage('en', params({ fragrance: 'Vaniglia' }))).toMatchObject({ found: false })
    // Unknown values: decided from the language's values alone (cached per language in the server).
    expect(find).not.toHaveBeenCalled()
    expect(count).not.toHaveBeenCalled()
    find.mockClear()
    expect(await getListingPage('it', params({ category: 'Lumi Guardia', page: 2 }))).toMatchObject({ found: false })
    // The page's own query says it is past the last; no facet read follows (one find for the page, one
    // for the products that may be sold out).
    expect(count).not.toHaveBeenCalled()
    const reads = find.mock.calls.map(([a]) => JSON.stringify(a.select ?? null))
    expect(reads).not.toContain(JSON.stringify({ category: true, price: true, fragrance: { name: true } }))
    expect(find.mock.calls.filter(([a]) => a.collection === 'products').length).toBeLessThanOrEqual(2)
  })

  it('the proxy knows the last page of the catalogue in each language', async () => {
    const payload = await shop()
    for (const lang of ['it', 'en'] as const) {
      const facts = await getListingFacts(lang)
      const total = (await payload.count({ collection: 'products', overrideAccess: false })).totalDocs
      expect(facts).toMatchObject({ total, pageSize: 24 })
      const last = Math.ceil(total / 24)
      const at = (page: number) => {
        const s = new URLSearchParams({ page: String(page) })
        return routeListing(readListing(s), s, facts).kind
      }
      expect(at(last)).toBe(last > 1 ? 'page' : 'bare')
      expect(at(last + 1)).toBe('not-found')
    }
  })
})

describe("the filters' counts (mediums)", () => {
  it('counts every option by grouped counts in the database, not one query per option nor a read of the rows', async () => {
    const payload = await shop()
    const count = vi.spyOn(payload, 'count')
    const find = vi.spyOn(payload, 'find')
    const db = payload.db as unknown as { drizzle: Record<string, (...a: unknown[]) => unknown> }
    const statements = vi.spyOn(db.drizzle, 'all' in db.drizzle ? 'all' : 'execute')
    const res = await getListingPage('it', params({ category: 'Lumi Guardia', stock: 'in', sort: 'z-a' }))
    expect(res.facets.categories.length + res.facets.fragrances.length).toBeGreaterThan(5)
    expect(count).not.toHaveBeenCalled()
    // Payload reads the page's cards by id, nothing else.
    const listingReads = find.mock.calls.filter(([a]) => a.collection === 'products')
    expect(listingReads).toHaveLength(1)
    expect(JSON.stringify(listingReads[0]![0].where)).toContain('"id":{"in"')
    expect(listingReads[0]![0].limit).toBeLessThanOrEqual(res.pageSize)
    // The same number of statements whatever the number of options: values, page, total, one per filter.
    const one = statements.mock.calls.length
    statements.mockClear()
    await getListingPage('it', params({ sort: 'a-z' }))
    expect(statements.mock.calls.length).toBe(one)
    expect(one).toBeLessThanOrEqual(10)
  })

  it('a fragrance with an availability: each count is what its link shows, in both languages', async () => {
    for (const [lang, cat, vanilla, musk] of [
      ['it', 'Lumi Guardia', 'Vaniglia', 'Muschio'],
      ['en', 'Guard Lights', 'Vanilla', 'Musk'],
    ] as const) {
      const base = params({ category: cat, stock: 'in' })
      const res = await getListingPage(lang, base)
      for (const f of [vanilla, musk]) {
        const shown = await getListingPage(lang, { ...base, fragrance: f })
        expect(res.facets.fragrances.find((x) => x.value === f)?.count, `${lang} ${f}`).toBe(shown.total)
      }
      const chosen = await getListingPage(lang, { ...base, fragrance: vanilla, stock: null })
      for (const stock of ['in', 'out'] as const) {
        const shown = await getListingPage(lang, { ...base, fragrance: vanilla, stock })
        expect(chosen.facets.stock[stock], `${lang} ${stock}`).toBe(shown.total)
      }
    }
  })
})
