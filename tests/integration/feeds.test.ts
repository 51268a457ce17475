import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET, HEAD } from '@/app/feeds/[file]/route'
import { getFeed } from '@/features/feeds/server'
import { quoteShipping } from '@/features/pricing'
import { getPublishedProducts } from '@/features/products/data'
import { getShippingRates } from '@/features/settings/server'
import { feedProblems, parseItems } from '@/features/feeds/spec'
import { env } from '@/lib/env'
import { gtinCheckDigit } from '@/lib/gtin'
import type { Product } from '@/payload-types'
import { seededProduct, shop } from './helpers'

// Issue 54, product feeds: built from the database (published products a page at a time, the running
// sales' prices, the shop's shipping rates), every item with its format's required fields, the file
// well-formed XML; dealer-only goods and drafts never in it; one item per product (sets left out).

const tag = Date.now().toString(36).toUpperCase()
const created: number[] = []
let onSale: Product
let barcoded: Product
const body = `80${String(Date.now()).slice(-10)}`
const gtin = `${body}${gtinCheckDigit(body)}`
let saleDoc: { id: number; starts: string; ends: string }
/** Sales made here: ended after the file (on PostgreSQL every file shares one database; a started sale is history, never deleted). */
const sales: number[] = []

async function newProduct(sku: string, over: Record<string, unknown>, draft = false): Promise<Product> {
  const payload = await shop()
  const base = await seededProduct('vaso-onda')
  const copy: Record<string, unknown> = { ...base }
  for (const k of ['id', 'createdAt', 'updatedAt', 'sets', 'fragrance']) delete copy[k]
  const product = (await payload.create({
    collection: 'products',
    overrideAccess: true,
    draft,
    data: {
      ...copy,
      url: `feed-${sku.toLowerCase()}`,
      sku,
      name: `Feed ${sku} & <Co>`,
      price: 40,
      stock: 10,
      instock: true,
      sets: [],
      _status: draft ? 'draft' : 'published',
      ...over,
    } as never,
  })) as Product
  created.push(product.id)
  return product
}

beforeAll(async () => {
  const payload = await shop()
  onSale = await newProduct(`SALE-${tag}`, { sets: [{ number: 3, price: 100 }] })
  barcoded = await newProduct(`EAN-${tag}`, { gtin, sets: [{ number: 2, price: 70 }] })
  await newProduct(`STAND-${tag}`, { trade: { dealerOnly: true, casePack: 1 } })
  await newProduct(`DRAFT-${tag}`, {}, true)
  const ends = new Date(Date.now() + 86_400_000)
  saleDoc = await payload.create({
    collection: 'sales',
    overrideAccess: true,
    data: {
      name: `feed ${tag}`,
      starts: new Date().toISOString(),
      ends: ends.toISOString(),
      appliesTo: 'products',
      products: [onSale.id],
      kind: 'percent',
      percent: 25,
    },
  })
  sales.push(saleDoc.id)
})

// The products made here go again (on PostgreSQL every file shares one database).
afterAll(async () => {
  vi.useRealTimers()
  const payload = await shop()
  const now = new Date().toISOString()
  for (const id of sales) {
    const sale = await payload.findByID({ collection: 'sales', id, depth: 0, overrideAccess: true })
    if (sale.ends > now) await payload.update({ collection: 'sales', id, data: { ends: now }, overrideAccess: true })
  }
  for (const id of created) await payload.delete({ collection: 'products', id, overrideAccess: true })
})

/** Counts the database reads (collections and globals by name) until `stop`; the reads still happen. */
async function countReads() {
  const payload = await shop()
  const find = vi.spyOn(payload, 'find')
  const findGlobal = vi.spyOn(payload, 'findGlobal')
  const names = () => [
    ...find.mock.calls.map(([a]) => String(a.collection)),
    ...findGlobal.mock.calls.map(([a]) => `global:${a.slug}`),
  ]
  return {
    of: (name: string) => names().filter((n) => n === name).length,
    names,
    stop: () => {
      find.mockRestore()
      findGlobal.mockRestore()
    },
  }
}

const wellFormed = (xml: string) => execFileSync('xmllint', ['--noout', '-'], { input: xml })
const MINUTE = 60_000
const minute = (ms: number) => new Date(ms).toISOString().slice(0, 16) + 'Z'
/** Google's period: to the minute, the start rounded up, the end down. */
const period = (starts: string, ends: string) =>
  `${minute(Math.ceil(Date.parse(starts) / MINUTE) * MINUTE)}/${minute(Math.floor(Date.parse(ends) / MINUTE) * MINUTE)}`

describe('product feeds built from the database', () => {
  it('Google, Italian: well-formed, every item with the required fields, the demo’s products in it', async () => {
    const xml = await getFeed('google', 'it')
    expect(() => wellFormed(xml)).not.toThrow()
    expect(feedProblems(xml, 'google')).toEqual([])
    const items = parseItems(xml)
    const ids = items.map((i) => i.fields.id)
    expect(new Set(ids).size).toBe(ids.length)
    const vaso = await seededProduct('vaso-onda')
    expect(ids).toContain(vaso.sku)
    expect(items.find((i) => i.fields.id === vaso.sku)!.fields.link).toBe(`${env.siteUrl}/shop/vaso-onda?lang=it`)
  })

  it('carries the running sale’s price and period, to the minute; a set is no item of its own', async () => {
    const items = parseItems(await getFeed('google', 'it'))
    const piece = items.find((i) => i.fields.id === onSale.sku)!
    expect(items.find((i) => i.fields.id === `${onSale.sku}-x3`)).toBeUndefined()
    expect(items.some((i) => i.fields.multipack !== undefined)).toBe(false)
    expect(piece.fields).toMatchObject({
      title: `Feed ${onSale.sku} & <Co>`,
      price: '40.00 EUR',
      sale_price: '30.00 EUR',
      sale_price_effective_date: period(saleDoc.starts, saleDoc.ends),
      availability: 'in_stock',
      identifier_exists: 'no',
      condition: 'new',
    })
    expect(piece.fields.description).not.toMatch(/[{}]|"root"/)
    expect(piece.fields.image_link!.startsWith(`${env.siteUrl}/`)).toBe(true)
    // The shop's rates: Italy 5.99 EUR below the free-shipping threshold, every other country it ships to.
    expect(piece.shipping[0]).toEqual({ country: 'IT', service: 'Standard', price: '5.99 EUR' })
    expect(piece.shipping.length).toBeGreaterThan(1)
  })

  it('never lists a dealer-only product or a draft', async () => {
    for (const xml of [await getFeed('google', 'it'), await getFeed('meta', 'en')]) {
      const ids = parseItems(xml).map((i) => i.fields.id)
      expect(ids).toContain(onSale.sku)
      expect(ids.filter((id) => id!.includes(tag)).slice(0, 2)).toEqual([onSale.sku, barcoded.sku])
      expect(ids.filter((id) => /(STAND|DRAFT)-/.test(id!) && id!.includes(tag))).toEqual([])
    }
  })

  it('gives the barcode where one is set', async () => {
    const google = parseItems(await getFeed('google', 'it')).filter((i) => i.fields.id!.startsWith(barcoded.sku))
    expect(google.map((i) => [i.fields.gtin, i.fields.identifier_exists])).toEqual([[gtin, undefined]])
    const meta = parseItems(await getFeed('meta', 'en')).filter((i) => i.fields.id!.startsWith(barcoded.sku))
    expect(meta.map((i) => i.fields.gtin)).toEqual([gtin])
  })

  it('Meta, English: well-formed, Meta’s required fields and words, links in English', async () => {
    const xml = await getFeed('meta', 'en')
    expect(() => wellFormed(xml)).not.toThrow()
    expect(feedProblems(xml, 'meta')).toEqual([])
    const piece = parseItems(xml).find((i) => i.fields.id === onSale.sku)!
    expect(piece.fields).toMatchObject({ availability: 'in stock', sale_price: '30.00 EUR' })
    expect(piece.fields.link).toBe(`${env.siteUrl}/shop/${onSale.url}?lang=en`)
    expect(piece.fields.identifier_exists).toBeUndefined()
  })

  it('follows the stock: a product with no pieces left is out of stock', async () => {
    const payload = await shop()
    await payload.update({ collection: 'products', id: onSale.id, overrideAccess: true, data: { stock: 0 } })
    const piece = parseItems(await getFeed('google', 'it')).find((i) => i.fields.id === onSale.sku)!
    expect(piece.fields.availability).toBe('out_of_stock')
  })

  it('is the same file read in parts of any size: every product once, in the catalogue’s order', async () => {
    const whole = await getFeed('meta', 'it')
    const inFives = await getFeed('meta', 'it', 5)
    expect(parseItems(inFives).length).toBeGreaterThan(10)
    expect(inFives.replace(/<lastBuildDate>.*<\/lastBuildDate>/, '')).toBe(
      whole.replace(/<lastBuildDate>.*<\/lastBuildDate>/, ''),
    )
  })

  it('is answered at its URL as XML with an ETag; an unchanged file is a 304, an unknown name a 404', async () => {
    const get = (file: string, headers: Record<string, string> = {}) =>
      GET(new Request(`http://localhost/feeds/${file}`, { headers }), { params: Promise.resolve({ file }) })
    // Outside Next nothing is cached and each answer is built anew: the clock stands still, so that the
    // file's lastBuildDate, hence its ETag, is the same for the same products (in the shop the cache's).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() })
    const ok = await get('google-en.xml')
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(feedProblems(await ok.text(), 'google')).toEqual([])
    const etag = ok.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    // A 304 and a HEAD answer from the generation's head alone: not one product is read.
    const reads = await countReads()
    const notModified = await get('google-en.xml', { 'if-none-match': `"other", W/${etag}` })
    expect(notModified.status).toBe(304)
    const head = await HEAD(new Request('http://localhost/feeds/google-en.xml', { method: 'HEAD' }), {
      params: Promise.resolve({ file: 'google-en.xml' }),
    })
    expect([head.status, head.headers.get('etag'), head.body]).toEqual([200, etag, null])
    expect(reads.of('products')).toBe(0)
    reads.stop()
    expect((await get('google-en.xml', { 'if-none-match': '"other"' })).status).toBe(200)
    vi.useRealTimers()
    for (const bad of ['google-de.xml', 'feed.xml', 'google-it.json']) {
      const res = await get(bad)
      expect(res.status, bad).toBe(404)
      expect(await res.text()).toMatch(/non trovata.*not found/i)
    }
  })
})

describe('what the feeds announce and read', () => {
  it('reads the sales, the seller, the settings and the offers once per feed, however many parts', async () => {
    // Each part used to read them again (a cached read inside another skips its cache), category history too.
    const shared = ['sales', 'category-history', 'offers', 'global:seller', 'global:shop-settings']
    const count = async (size: number) => {
      const reads = await countReads()
      try {
        await getFeed('meta', 'it', size)
        return { products: reads.of('products'), shared: shared.map((n) => [n, reads.of(n)]) }
      } finally {
        reads.stop()
      }
    }
    const small = await count(3)
    const one = await count(1000)
    expect(small.products).toBeGreaterThan(3)
    expect(one.products).toBe(1)
    expect(small.shared).toEqual(one.shared)
  })

  it('leaves out a product unpublished again, and lists one the operator stopped selling as out of stock', async () => {
    const payload = await shop()
    const gone = await newProduct(`GONE-${tag}`, {})
    const stopped = await newProduct(`STOP-${tag}`, { instock: false, stock: 30 })
    expect(parseItems(await getFeed('google', 'it')).some((i) => i.fields.id === gone.sku)).toBe(true)
    await payload.update({ collection: 'products', id: gone.id, overrideAccess: true, data: { _status: 'draft' } })
    const items = parseItems(await getFeed('google', 'it'))
    expect(items.some((i) => i.fields.id === gone.sku)).toBe(false)
    expect(items.find((i) => i.fields.id === stopped.sku)!.fields.availability).toBe('out_of_stock')
  })

  it('prices shipping as the checkout does: a heavy piece pays its weight band', async () => {
    // 12 kg: above the default table's first band (10 kg, the light fee).
    const heavy = await newProduct(`HEAVY-${tag}`, { weight: 12000 })
    const rates = await getShippingRates()
    const quote = quoteShipping([{ key: heavy.sku, weight: 12000, size: null, quantity: 1 }], 40, rates).byCountry
    const item = parseItems(await getFeed('google', 'it')).find((i) => i.fields.id === heavy.sku)!
    expect(item.shipping[0]).toEqual({ country: 'IT', service: 'Standard', price: `${quote.IT!.toFixed(2)} EUR` })
    expect(quote.IT).toBeGreaterThan(5.99)
  })

  it('carries a category sale’s price', async () => {
    const payload = await shop()
    const category = `Feed ${tag}`
    const p = await newProduct(`CAT-${tag}`, { category })
    const sale = await payload.create({
      collection: 'sales',
      overrideAccess: true,
      data: {
        name: `feed category ${tag}`,
        starts: new Date().toISOString(),
        ends: new Date(Date.now() + 3_600_000).toISOString(),
        appliesTo: 'category',
        category,
        kind: 'percent',
        percent: 10,
      },
    })
    sales.push(sale.id)
    const item = parseItems(await getFeed('meta', 'it')).find((i) => i.fields.id === p.sku)!
    expect(item.fields).toMatchObject({ price: '40.00 EUR', sale_price: '36.00 EUR', product_type: category })
  })

  it('announces no reduction the shop may not announce (Omnibus): 40 % off, then 20 % off, is 80 and nothing more', async () => {
    const payload = await shop()
    const p = await newProduct(`OMNI-${tag}`, { price: 100 })
    const sale = (percent: number) =>
      payload.create({
        collection: 'sales',
        overrideAccess: true,
        data: {
          name: `feed omnibus ${tag} ${percent}`,
          starts: new Date().toISOString(),
          ends: new Date(Date.now() + 3_600_000).toISOString(),
          appliesTo: 'products',
          products: [p.id],
          kind: 'percent',
          percent,
        },
      })
    const forty = await sale(40)
    sales.push(forty.id)
    const at60 = parseItems(await getFeed('google', 'it')).find((i) => i.fields.id === p.sku)!
    expect([at60.fields.price, at60.fields.sale_price]).toEqual(['100.00 EUR', '60.00 EUR'])
    await payload.update({
      collection: 'sales',
      id: forty.id,
      data: { ends: new Date().toISOString() },
      overrideAccess: true,
    })
    sales.push((await sale(20)).id)
    // The product page charges 80 and shows no previous price: the lowest of the 30 days before was 60.
    const view = (await getPublishedProducts('it')).find((v) => v.id === String(p.id))!
    expect([view.price, view.reduction]).toEqual([80, null])
    for (const format of ['google', 'meta'] as const) {
      const item = parseItems(await getFeed(format, 'it')).find((i) => i.fields.id === p.sku)!
      expect([item.fields.price, item.fields.sale_price, item.fields.sale_price_effective_date]).toEqual([
        '80.00 EUR',
        undefined,
        undefined,
      ])
    }
  })
})
