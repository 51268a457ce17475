import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import * as pgMigration from '@/migrations/postgres/20261128_210737_sort_name_accents'
import * as liteMigration from '@/migrations/sqlite/20261128_210729_sort_name_accents'
import { getListingPage } from '@/features/products/listing-data'
import { DEFAULT_LISTING } from '@/features/products/listing-params'
import { sortKey } from '@/lib/sort-key'
import { seededProduct, shop } from './helpers'

/**
 * The sort name of a product saved before the column existed (issue 54): the column's migration filled it
 * with lower(trim(name)), which keeps accents (SQLite's lower() even keeps "È" upper case), so "Èlfo"
 * sorted after "Zebra" until the product's next save. The accent migration writes every row — each
 * language, each version — as a save would: "Èlfo" then sorts where a product saved with that name does.
 * SQLite and PostgreSQL.
 */
const TAG = `${Date.now()}`.slice(-6)
const CATEGORY = `Ordine Accenti ${TAG}`
const ids: (number | string)[] = []
let payload: Payload

type Db = { all?(q: SQL): Promise<Record<string, unknown>[]>; execute?(q: SQL): Promise<{ rows: unknown[] }> }
const pg = () => payload.db.name !== 'sqlite'
const rows = async (q: SQL) => {
  const db = payload.db.drizzle as unknown as Db
  return (pg() ? (await db.execute!(q)).rows : await db.all!(q)) as Record<string, unknown>[]
}
const up = () => (pg() ? pgMigration : liteMigration).up({ db: payload.db.drizzle, payload, req: {} } as never)
const mine = () =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
const order = async () =>
  (await getListingPage('it', { ...DEFAULT_LISTING, category: CATEGORY, sort: 'a-z' })).products.map((p) => p.name)

beforeAll(async () => {
  payload = await shop()
  const template = await seededProduct('vaso-onda')
  for (const [i, [it, en]] of [
    ['Delta', 'Delta'],
    ['Èlfo   Bianco', 'Élan'],
    ['Zebra', 'Zèbre'],
  ].entries()) {
    const doc = await payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        name: `${it} ${TAG}`,
        url: `ordine-accenti-${TAG}-${i}`,
        sku: `ACCENTI-${TAG}-${i}`,
        price: 10,
        category: CATEGORY,
        instock: true,
        stock: 5,
        mainimage: template.mainimage,
        _status: 'published',
      } as never,
    })
    await payload.update({
      collection: 'products',
      id: doc.id,
      locale: 'en',
      overrideAccess: true,
      data: { name: `${en} ${TAG}`, category: CATEGORY } as never,
    })
    ids.push(doc.id)
  }
})

afterAll(async () => {
  await payload.delete({ collection: 'products', where: { sku: { like: `ACCENTI-${TAG}` } }, overrideAccess: true })
})

describe('the sort name accent migration', () => {
  it('writes every row as a save does: an accented name sorts where a saved one does, in every language', async () => {
    const saved = await order()
    expect(saved).toEqual([`Delta ${TAG}`, `Èlfo   Bianco ${TAG}`, `Zebra ${TAG}`])
    // A shop upgraded through the column's migration: its rows as that migration filled them.
    await rows(sql`UPDATE "products_locales" SET "sort_name" = lower(trim("name")) WHERE "_parent_id" IN (${mine()})`)
    await rows(sql`UPDATE "_products_v_locales" SET "version_sort_name" = lower(trim("version_name"))
      WHERE "_parent_id" IN (SELECT v."id" FROM "_products_v" v WHERE v."parent_id" IN (${mine()}))`)
    // SQLite's lower() keeps "È": the accented name went last. PostgreSQL keeps "è", after "z" in a C collation.
    if (!pg()) expect(await order()).toEqual([`Delta ${TAG}`, `Zebra ${TAG}`, `Èlfo   Bianco ${TAG}`])

    await up()
    expect(await order()).toEqual(saved)
    const current = await rows(
      sql`SELECT "name" AS "name", "sort_name" AS "sort" FROM "products_locales" WHERE "_parent_id" IN (${mine()})`,
    )
    const versions = await rows(sql`SELECT l."version_name" AS "name", l."version_sort_name" AS "sort"
      FROM "_products_v_locales" l JOIN "_products_v" v ON v."id" = l."_parent_id" WHERE v."parent_id" IN (${mine()})`)
    expect(current).toHaveLength(6) // three products, two languages
    expect(versions.length).toBeGreaterThanOrEqual(6)
    for (const r of [...current, ...versions]) expect(r.sort).toBe(sortKey(r.name))
    expect(current.map((r) => r.sort)).toContain(`elfo bianco ${TAG}`)
    expect(current.map((r) => r.sort)).toContain(`zebre ${TAG}`)
    // Again: nothing left to change.
    await up()
    expect(await order()).toEqual(saved)
  })
})
