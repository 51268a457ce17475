import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { getListingPage } from '@/features/products/listing-data'
import { DEFAULT_LISTING, type ListingParams } from '@/features/products/listing-params'
import { seededProduct, shop } from './helpers'

/**
 * A sale over a catalogue of thousands (issue 54): the listing reads a sale's products from the sales'
 * own tables, so a sale over 40,000 products (more than SQLite's 32,766 bound values, and twice over
 * PostgreSQL's 65,535 in a statement that filters and sorts by price) lists, counts and sorts by the
 * price each card charges, as a small one does. A category sale covers the products in its category
 * when the page is made (the category history): one moved in is on sale, one moved out is not.
 * SQLite and PostgreSQL.
 */
const SKU = 'LISTSCALE-'
const BULK = 'LISTSCALE-BULK-'
const MANY = 40_000
const CATEGORY = 'Vasi Saldo Grande'
const OTHER = 'Candele Saldo Altrove'
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString()
let payload: Payload

type Db = { run?(q: SQL): Promise<unknown>; execute?(q: SQL): Promise<unknown> }
const raw = (q: SQL) => {
  const db = payload.db.drizzle as unknown as Db
  return payload.db.name === 'sqlite' ? db.run!(q) : db.execute!(q)
}

async function product(i: number, price: number, category: string, movedTo?: string) {
  const template = await seededProduct('vaso-onda')
  const doc = await payload.create({
    collection: 'products',
    overrideAccess: true,
    locale: 'it',
    data: {
      name: `Scala ${i}`,
      url: `saldo-scala-${i}`,
      sku: `${SKU}${i}`,
      price,
      category,
      instock: true,
      stock: 5,
      position: 42_000 + i,
      mainimage: template.mainimage,
      _status: 'published',
    } as never,
  })
  if (movedTo)
    await payload.update({
      collection: 'products',
      id: doc.id,
      locale: 'it',
      overrideAccess: true,
      data: { category: movedTo } as never,
    })
  return doc.id
}

beforeAll(async () => {
  payload = await shop()
  const vase = await product(0, 25, CATEGORY)
  await product(1, 19, CATEGORY)
  await product(2, 30, CATEGORY)
  await product(3, 60, OTHER, CATEGORY) // moved into the category on sale
  await product(4, 50, CATEGORY, OTHER) // moved out of it
  // 28 % off the 25 € vase and 40,000 products nobody sees (drafts), written straight to the tables.
  const big = await payload.create({
    collection: 'sales',
    overrideAccess: true,
    data: {
      name: 'scala prodotti',
      starts: inSeconds(0),
      ends: inSeconds(3600),
      appliesTo: 'products',
      products: [vase],
      kind: 'percent',
      percent: 28,
    } as never,
  })
  await raw(sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MANY})
    INSERT INTO "products" ("sku", "price") SELECT CAST(${BULK} AS TEXT) || CAST(n.i AS TEXT), 10 FROM n`)
  await raw(sql`INSERT INTO "sales_rels" ("order", "parent_id", "path", "products_id")
    SELECT p."id" + 1, CAST(${big.id} AS INTEGER), 'products', p."id" FROM "products" p WHERE p."sku" LIKE ${`${BULK}%`}`)
  // 20 % off the whole category.
  await payload.create({
    collection: 'sales',
    overrideAccess: true,
    data: {
      name: 'scala categoria',
      starts: inSeconds(0),
      ends: inSeconds(3600),
      appliesTo: 'category',
      category: CATEGORY,
      kind: 'percent',
      percent: 20,
    } as never,
  })
}, 240_000)

afterAll(async () => {
  await payload.delete({ collection: 'sales', where: { name: { like: 'scala ' } }, overrideAccess: true })
  await raw(sql`DELETE FROM "products" WHERE "sku" LIKE ${`${BULK}%`}`)
  await payload.delete({ collection: 'products', where: { sku: { like: SKU } }, overrideAccess: true })
})

const page = (category: string, over: Partial<ListingParams>) =>
  getListingPage('it', { ...DEFAULT_LISTING, category, ...over })
const names = async (category: string, over: Partial<ListingParams>) =>
  (await page(category, over)).products.map((p) => [p.name, p.price])

describe('a sale over more products than a statement may bind', () => {
  it('lists, counts and sorts every card by the price it charges', async () => {
    // The vase: the lowest of 28 % (18 €) and the category's 20 % (20 €); the others 20 % off.
    expect(await names(CATEGORY, { price: '0-20', sort: 'price-asc' })).toEqual([
      ['Scala 1', 15.2],
      ['Scala 0', 18],
    ])
    expect(await names(CATEGORY, { sort: 'price-desc' })).toEqual([
      ['Scala 3', 48],
      ['Scala 2', 24],
      ['Scala 0', 18],
      ['Scala 1', 15.2],
    ])
    const all = await page(CATEGORY, {})
    expect(all.total).toBe(4)
    expect(all.facets.price.map((b) => [b.value, b.count])).toEqual([
      ['0-20', 2],
      ['20-40', 1],
      ['40-80', 1],
      ['80-', 0],
    ])
    // Moved out of the category before the sale: its card, its range and its count say 50 €.
    expect(await names(OTHER, { price: '40-80', sort: 'price-asc' })).toEqual([['Scala 4', 50]])
    expect((await page(OTHER, {})).facets.price.map((b) => b.count)).toEqual([0, 0, 1, 0])
    // In English too (the category's Italian name is its fallback).
    expect((await getListingPage('en', { ...DEFAULT_LISTING, category: CATEGORY, price: '0-20' })).total).toBe(2)
  })
})
