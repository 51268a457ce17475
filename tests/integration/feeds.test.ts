import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/feeds/[file]/route'
import { getFeed } from '@/features/feeds/server'
import { feedProblems, parseItems } from '@/features/feeds/spec'
import { env } from '@/lib/env'
import { gtinCheckDigit } from '@/lib/gtin'
import type { Product } from '@/payload-types'
import { seededProduct, shop } from './helpers'

// Issue 54, product feeds: built from the database (published products a page at a time, the running
// sales' prices, the shop's shipping rates), every item with its format's required fields, the file
// well-formed XML; dealer-only goods and drafts never in it.

const tag = Date.now().toString(36).toUpperCase()
const created: number[] = []
let onSale: Product
let barcoded: Product
const body = `80${String(Date.now()).slice(-10)}`
const gtin = `${body}${gtinCheckDigit(body)}`
let saleDoc: { starts: string; ends: string }

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
})

// The products made here go again (on PostgreSQL every file shares one database).
afterAll(async () => {
  vi.useRealTimers()
  const payload = await shop()
  for (const id of created) await payload.delete({ collection: 'products', id, overrideAccess: true })
})

const wellFormed = (xml: string) => execFileSync('xmllint', ['--noout', '-'], { input: xml })
const second = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z')

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

  it('carries the running sale’s price and period, on the piece and the set', async () => {
    const items = parseItems(await getFeed('google', 'it'))
    const piece = items.find((i) => i.fields.id === onSale.sku)!
    const set = items.find((i) => i.fields.id === `${onSale.sku}-x3`)!
    const period = `${second(saleDoc.starts)}/${second(saleDoc.ends)}`
    expect(piece.fields).toMatchObject({
      title: `Feed ${onSale.sku} & <Co>`,
      price: '40.00 EUR',
      sale_price: '30.00 EUR',
      sale_price_effective_date: period,
      availability: 'in_stock',
      identifier_exists: 'no',
      condition: 'new',
    })
    expect(piece.fields.description).not.toMatch(/[{}]|"root"/)
    expect(piece.fields.image_link!.startsWith(`${env.siteUrl}/`)).toBe(true)
    expect(set.fields).toMatchObject({ price: '100.00 EUR', sale_price: '75.00 EUR', multipack: '3' })
    // The shop's rates: Italy 5.99 EUR below the free-shipping threshold, every other country it ships to.
    expect(piece.shipping[0]).toEqual({ country: 'IT', service: 'Standard', price: '5.99 EUR' })
    expect(piece.shipping.length).toBeGreaterThan(1)
  })

  it('never lists a dealer-only product or a draft', async () => {
    for (const xml of [await getFeed('google', 'it'), await getFeed('meta', 'en')]) {
      const ids = parseItems(xml).map((i) => i.fields.id)
      expect(ids).toContain(onSale.sku)
      expect(ids.filter((id) => id!.includes(tag))).toEqual([
        onSale.sku,
        `${onSale.sku}-x3`,
        barcoded.sku,
        `${barcoded.sku}-x2`,
      ])
    }
  })

  it('gives the barcode where one is set; Meta keeps it off the set, which has none of its own', async () => {
    const google = parseItems(await getFeed('google', 'it')).filter((i) => i.fields.id!.startsWith(barcoded.sku))
    expect(google.map((i) => [i.fields.gtin, i.fields.identifier_exists, i.fields.multipack])).toEqual([
      [gtin, undefined, undefined],
      [gtin, undefined, '2'],
    ])
    const meta = parseItems(await getFeed('meta', 'en')).filter((i) => i.fields.id!.startsWith(barcoded.sku))
    expect(meta.map((i) => i.fields.gtin)).toEqual([gtin, undefined])
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
    expect((await get('google-en.xml', { 'if-none-match': etag })).status).toBe(304)
    expect((await get('google-en.xml', { 'if-none-match': '"other"' })).status).toBe(200)
    vi.useRealTimers()
    for (const bad of ['google-de.xml', 'feed.xml', 'google-it.json']) {
      const res = await get(bad)
      expect(res.status, bad).toBe(404)
      expect(await res.text()).toMatch(/non trovata.*not found/i)
    }
  })
})
