import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as liteSql } from '@payloadcms/db-sqlite'
import * as pgMigration from '@/migrations/postgres/20261128_145849_variant_sku_unique'
import * as liteMigration from '@/migrations/sqlite/20261128_145835_variant_sku_unique'
import { seededProduct, shop } from './helpers'

// The variant SKU unique index's migration renames the SKUs two variants share, so the index can be
// made. The operator must be able to find what was renamed (which product, which SKU, its new name),
// and the migration must be able to run again after a start that stopped half-way (SQLite runs it
// without a transaction): an index already made is not an error.

const TAG = `${Date.now()}`.slice(-6)
const ids: number[] = []
let payload: Payload
const pg = () => payload.db.name !== 'sqlite'

type Db = { execute?: (q: unknown) => Promise<unknown>; run?: (q: unknown) => Promise<unknown> }
const raw = (text: string) => {
  const db = payload.db.drizzle as unknown as Db
  return pg() ? db.execute!(pgSql.raw(text)) : db.run!(liteSql.raw(text))
}
const up = () => (pg() ? pgMigration : liteMigration).up({ db: payload.db.drizzle, payload, req: {} } as never)

beforeAll(async () => {
  payload = await shop()
  const base = await seededProduct('vaso-onda')
  const copy: Record<string, unknown> = { ...base }
  for (const k of ['id', 'createdAt', 'updatedAt', 'sets', 'fragrance', 'stockAlerts']) delete copy[k]
  for (const n of [1, 2]) {
    const p = await payload.create({
      collection: 'products',
      overrideAccess: true,
      locale: 'it',
      data: {
        ...copy,
        url: `prova-sku-mig-${TAG}-${n}`,
        sku: `SKUMIG${TAG}${n}`,
        name: `Prova migrazione ${TAG} ${n}`,
        fragrance: [{ name: 'Lavanda', sku: `VMIG${TAG}-${n}` }],
        _status: 'published',
      } as never,
    })
    ids.push(p.id as number)
  }
})
afterAll(async () => {
  for (const id of ids) await payload.delete({ collection: 'products', id, overrideAccess: true })
})

describe('the variant SKU unique index migration', () => {
  it('names every SKU it renames (product, old and new SKU) and can run again', async () => {
    // A shop from before the index: two products' variants share one SKU.
    await raw('DROP INDEX IF EXISTS products_fragrance_sku_idx')
    await raw('DROP INDEX IF EXISTS _products_v_version_fragrance_sku_idx')
    await raw(`UPDATE products_fragrance SET sku = 'VMIG${TAG}-1' WHERE sku = 'VMIG${TAG}-2'`)
    const warned: string[] = []
    const warn = vi.spyOn(payload.logger, 'warn').mockImplementation(((msg: unknown) => {
      warned.push(typeof msg === 'string' ? msg : JSON.stringify(msg))
    }) as never)
    try {
      await up()
      // Stopped after the rename and the first index: the next start runs it again.
      await raw('DROP INDEX IF EXISTS _products_v_version_fragrance_sku_idx')
      await up()
    } finally {
      warn.mockRestore()
    }
    const second = await payload.findByID({ collection: 'products', id: ids[1]!, overrideAccess: true, depth: 0 })
    const renamed = (second.fragrance ?? [])[0]?.sku ?? ''
    expect(renamed).toMatch(new RegExp(`^VMIG${TAG}-1-.+`))
    const log = warned.join('\n')
    expect(log).toContain(`VMIG${TAG}-1`)
    expect(log).toContain(renamed)
    expect(log).toContain(String(ids[1]))
  })
})
