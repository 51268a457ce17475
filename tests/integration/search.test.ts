import { afterAll, describe, expect, it } from 'vitest'
import { didYouMean, search, searchEngine } from '@/features/search/search'
import { rebuildSearchIndex } from '@/features/search/sync'
import { parseSynonyms } from '@/features/search/query'
import type { Product } from '@/payload-types'
import { seededProduct, shop } from './helpers'

// Issue 39: the shop's search on its own database (SQLite FTS5 here, PostgreSQL full-text in the parity
// run) — the same results for the same words on both.

const created: number[] = []
afterAll(async () => {
  const payload = await shop()
  for (const id of created) await payload.delete({ collection: 'products', id, overrideAccess: true })
})

async function find(q: string, lang: 'it' | 'en' = 'it', synonyms: string[] = []) {
  const payload = await shop()
  const outcome = await search(searchEngine(payload), q, lang, { synonyms: parseSynonyms(synonyms) })
  return outcome.found
}
const productUrls = async (q: string, lang: 'it' | 'en' = 'it', synonyms: string[] = []) =>
  (await find(q, lang, synonyms)).filter((f) => f.kind === 'product').map((f) => f.url)

describe('matching (the seeded catalogue)', () => {
  it('ignores case and accents', async () => {
    for (const q of ['vaniglia', 'VANIGLIA', 'vanìglia', 'Vanìglia'])
      expect(await productUrls(q), q).toContain('/shop/candela-ambra-vaniglia')
  })

  it('matches a prefix while typing', async () => {
    expect(await productUrls('lavan')).toContain('/shop/bottiglia-diffusore-lavanda')
    expect((await productUrls('candela amb'))[0]).toBe('/shop/candela-ambra-vaniglia')
  })

  it('forgives one typo, a swap of two letters included', async () => {
    expect(await productUrls('vaniglai')).toContain('/shop/candela-ambra-vaniglia')
    expect(await productUrls('fichi mediteranei')).toContain('/shop/candela-fico-mediterraneo')
  })

  it('stems Italian and English words', async () => {
    // The seeded candles are named "Candela …"; the plural finds them.
    const candles = await productUrls('candele')
    expect(candles.length).toBeGreaterThan(2)
    expect(candles).toContain('/shop/candela-fico-mediterraneo')
    expect(await productUrls('figs', 'en')).toContain('/shop/candela-fico-mediterraneo')
  })

  it('puts the page language first and marks matches in the other language', async () => {
    const it_ = await find('fig', 'it')
    const fig = it_.find((f) => f.url === '/shop/candela-fico-mediterraneo')
    expect(fig?.other).toBe(true)
    const en = await find('fig', 'en')
    expect(en.find((f) => f.url === '/shop/candela-fico-mediterraneo')?.other).toBe(false)
    const both = await find('candela fico', 'it')
    expect(both[0]!.other).toBe(false)
  })

  it('finds categories and content pages', async () => {
    const found = await find('bottiglie')
    expect(found.some((f) => f.kind === 'category' && f.url === '/shop?category=Bottiglie')).toBe(true)
    const pages = await find('spedizioni')
    expect(pages.some((f) => f.kind === 'page' && f.url === '/shipping')).toBe(true)
  })

  it('applies the operator’s synonyms', async () => {
    expect(await productUrls('portacandele')).toEqual([])
    expect(await productUrls('portacandele', 'it', ['portacandele, candela'])).toContain(
      '/shop/candela-fico-mediterraneo',
    )
  })

  it('answers FTS syntax, quotes, wildcards, emoji and control characters without error', async () => {
    for (const q of [
      '"',
      '*',
      'NEAR(',
      '-',
      'OR',
      'candela OR',
      '"vaniglia',
      "l'ambra",
      '%',
      '_',
      '🕯️',
      '\u0000\u0007',
      'a'.repeat(500),
      'NOT candela',
      'name:vaniglia',
      '{name}: x',
    ])
      await expect(find(q), JSON.stringify(q)).resolves.toBeInstanceOf(Array)
    expect(await productUrls("l'ambra")).toContain('/shop/candela-ambra-vaniglia')
  })

  it('suggests a correction two typos away only when it finds something', async () => {
    const payload = await shop()
    expect(await didYouMean(searchEngine(payload), 'vanilgai', 'it')).toBe('vaniglia')
    // Every word corrected, into words that find a product together (in either language).
    expect(['bottiglie ambra', 'bottle amber']).toContain(
      await didYouMean(searchEngine(payload), 'bottigle ambar', 'it'),
    )
    expect(await didYouMean(searchEngine(payload), 'zzzzqqq', 'it')).toBeNull()
  })
})

describe('kept in step on every write path', () => {
  it('a new product is found; a draft of it is not; publishing, renaming and deleting follow', async () => {
    const payload = await shop()
    const base = await seededProduct('vaso-onda')
    const copy: Record<string, unknown> = { ...base }
    for (const k of ['id', 'createdAt', 'updatedAt']) delete copy[k]
    const p = (await payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        ...copy,
        url: `vaso-zafferano-${Date.now()}`,
        sku: 'SRCH-1',
        name: 'Vaso Zafferano',
        _status: 'published',
      } as never,
    })) as Product
    created.push(p.id)
    expect(await productUrls('zafferano')).toEqual([`/shop/${p.url}`])
    // A draft rename is not public: the published name is still what is found.
    await payload.update({
      collection: 'products',
      id: p.id,
      locale: 'it',
      draft: true,
      overrideAccess: true,
      data: { name: 'Vaso Curcuma' },
    })
    expect(await productUrls('curcuma')).toEqual([])
    expect(await productUrls('zafferano')).toEqual([`/shop/${p.url}`])
    // Publishing it is.
    await payload.update({
      collection: 'products',
      id: p.id,
      locale: 'it',
      overrideAccess: true,
      data: { name: 'Vaso Curcuma', _status: 'published' },
    })
    expect(await productUrls('curcuma')).toEqual([`/shop/${p.url}`])
    expect(await productUrls('zafferano')).toEqual([])
    await payload.delete({ collection: 'products', id: p.id, overrideAccess: true })
    created.pop()
    expect(await productUrls('curcuma')).toEqual([])
  })

  it('a rebuild gives the same results', async () => {
    const payload = await shop()
    const before = await productUrls('candele')
    const { documents } = await rebuildSearchIndex(payload)
    expect(documents).toBeGreaterThan(20)
    expect(await productUrls('candele')).toEqual(before)
  })
})

describe('each language indexed in its own words', () => {
  it('an English name is found in English only, the Italian one in Italian', async () => {
    const it_ = (await find('fico', 'it')).find((f) => f.url === '/shop/candela-fico-mediterraneo')
    expect(it_).toMatchObject({ title: 'Candela Fico Mediterraneo', other: false })
    const en = (await find('fig', 'en')).find((f) => f.url === '/shop/candela-fico-mediterraneo')
    expect(en).toMatchObject({ title: 'Mediterranean Fig Candle', other: false })
  })
})

describe('what the operator learns', () => {
  it('counts searches per day, folded, with what they found — the 30-day report adds them up', async () => {
    const payload = await shop()
    const { recordSearch, searchReport } = await import('@/features/search/stats')
    const mark = `zz${Date.now().toString(36)}`
    // Three processes' worth of the same search at once: every one is counted.
    await Promise.all([
      recordSearch(payload, `${mark} Vanìglia`, 'it', 3),
      recordSearch(payload, `${mark.toUpperCase()} VANIGLIA`, 'it', 3),
      recordSearch(payload, `  ${mark}   vaniglia `, 'it', 3),
    ])
    await recordSearch(payload, `${mark} portacandele`, 'it', 0)
    await recordSearch(payload, `${mark} portacandele`, 'en', 0, new Date(Date.now() - 24 * 3600_000))
    // Older than 30 days: out of the report.
    await recordSearch(payload, `${mark} vecchio`, 'it', 0, new Date(Date.now() - 40 * 24 * 3600_000))
    const report = await searchReport(payload, 30, 1000)
    expect(report.top.find((r) => r.query === `${mark} vaniglia`)?.times).toBe(3)
    expect(report.fruitless.find((r) => r.query === `${mark} portacandele`)?.times).toBe(2)
    expect(report.fruitless.some((r) => r.query === `${mark} vaniglia`)).toBe(false)
    expect(report.top.some((r) => r.query === `${mark} vecchio`)).toBe(false)
    // Counts only: the rows hold no address, account or session.
    const rows = await payload.find({
      collection: 'search-queries',
      where: { query: { like: mark } },
      overrideAccess: true,
    })
    expect(Object.keys(rows.docs[0]!).sort()).toEqual([
      'count',
      'createdAt',
      'day',
      'found',
      'id',
      'lang',
      'query',
      'updatedAt',
    ])
    await payload.delete({ collection: 'search-queries', where: { query: { like: mark } }, overrideAccess: true })
  })

  it('nobody but the operator reads the searches or writes them through the API', async () => {
    const payload = await shop()
    await expect(payload.find({ collection: 'search-queries', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'search-queries',
        overrideAccess: false,
        user: { id: 1, role: 'admin', collection: 'users' } as never,
        data: { day: '2026-01-01', lang: 'it', query: 'x', count: 1000, found: 0 },
      }),
    ).rejects.toThrow()
  })

  it('synonyms saved in the search settings apply to the next search', async () => {
    const payload = await shop()
    const { getSynonyms } = await import('@/features/search/results')
    const engine = searchEngine(payload)
    const urls = async () =>
      (await search(engine, 'portacandele', 'it', { synonyms: await getSynonyms(payload) })).found
        .filter((f) => f.kind === 'product')
        .map((f) => f.url)
    expect(await urls()).toEqual([])
    await payload.updateGlobal({
      slug: 'search-settings',
      overrideAccess: true,
      data: { synonyms: [{ words: 'portacandele, candela' }] },
    })
    expect(await urls()).toContain('/shop/candela-fico-mediterraneo')
    await payload.updateGlobal({ slug: 'search-settings', overrideAccess: true, data: { synonyms: [] } })
    expect(await urls()).toEqual([])
  })
})

describe('the suggestions endpoint', () => {
  const get = async (q: string, ip = '10.7.0.1', lang = 'en') => {
    const { GET } = await import('@/app/api/search/route')
    return GET(
      new Request(`http://shop.test/api/search?${new URLSearchParams({ q, lang })}`, {
        headers: { 'x-vetrina-peer': ip },
      }),
    )
  }

  it('answers products with price and photo in the language asked, cacheable by URL', async () => {
    const res = await get('vaniglia')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('public')
    const body = (await res.json()) as { products: { name: string; price: string; url: string; image: string }[] }
    expect(body.products[0]).toMatchObject({
      name: 'Amber and Vanilla Candle',
      price: expect.stringMatching(/^24,90\s€$/),
      url: '/shop/candela-ambra-vaniglia',
    })
    expect(body.products[0]!.image).toMatch(/^\/_next\/image\?url=/)
    // One character: nothing asked of the index.
    expect(((await (await get('v')).json()) as { products: unknown[] }).products).toEqual([])
  })

  it('is limited per address like the other public endpoints (429 with the reason), other addresses unaffected', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) statuses.push((await get('fico', '10.7.0.99')).status)
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true)
    const refused = await get('fico', '10.7.0.99')
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: string }).error).toMatch(/Troppe ricerche/)
    expect((await get('fico', '10.7.0.98')).status).toBe(200)
  })
})
