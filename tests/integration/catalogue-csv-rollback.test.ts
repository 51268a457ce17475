import { afterAll, describe, expect, it, vi } from 'vitest'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { applyImport } from '@/features/catalogue-io/server'
import { seededProduct, shop } from './helpers'

// The CSV import is all or nothing (ADR 0012) also for the rows it writes without the Local API: the new
// products' English texts (english-rows.ts, written after every create). A failure after them — the
// audit entry, the last write — leaves no product, no version, no English row behind, on both databases.

const TAG = `${Date.now()}`.slice(-6)
const enc = (text: string) => new TextEncoder().encode(text)
const HEAD = 'sku;variant_sku;name_it;name_en;summary_it;summary_en;category;price;stock;status;weight_g;gtin'

type Db = { execute?(q: unknown): Promise<{ rows: unknown[] }>; all?(q: unknown): Promise<unknown[]> }

afterAll(async () => {
  vi.restoreAllMocks()
  const payload = await shop()
  await payload.delete({ collection: 'products', where: { sku: { like: `RBK${TAG}` } }, overrideAccess: true })
})

describe('a CSV import of new products failing after their English rows', () => {
  it('leaves nothing: no product, no draft version, no English text, no audit entry', async () => {
    const payload = await shop()
    const { category } = await seededProduct('vaso-onda')
    const rows = [1, 2, 3].flatMap((n) => [
      `RBK${TAG}-${n};;Ritorno ${n};Rollback${TAG} ${n};;;${category};10,00;1;draft;;`,
      `RBK${TAG}-${n};RBK${TAG}-${n}-A;Rosa;Rose${TAG};;;;;1;;;`,
    ])
    const entries = async () => (await payload.count({ collection: 'audit-log', overrideAccess: true })).totalDocs
    const auditBefore = await entries()
    const create = payload.create.bind(payload)
    const spy = vi.spyOn(payload, 'create').mockImplementation((async (args: { collection: string }) => {
      if (args.collection === 'audit-log') throw new Error('disk on fire')
      return create(args as never)
    }) as never)
    try {
      await expect(applyImport(payload, { csv: enc([HEAD, ...rows].join('\r\n')) }, { by: 'test' })).rejects.toThrow(
        'disk on fire',
      )
    } finally {
      spy.mockRestore()
    }
    const found = await payload.find({
      collection: 'products',
      where: { sku: { like: `RBK${TAG}` } },
      draft: true,
      overrideAccess: true,
    })
    expect(found.totalDocs).toBe(0)
    const db = payload.db as unknown as { drizzle: Db }
    const like = `Rollback${TAG}%`
    const q = sql`SELECT count(*) AS n FROM "_products_v_locales" WHERE "version_name" LIKE ${like}`
    const n = db.drizzle.execute ? (await db.drizzle.execute(q)).rows : await db.drizzle.all!(q)
    expect(Number((n[0] as { n: number | string }).n)).toBe(0)
    const v = sql`SELECT count(*) AS n FROM "_products_v_version_fragrance_locales" WHERE "name" = ${`Rose${TAG}`}`
    const m = db.drizzle.execute ? (await db.drizzle.execute(v)).rows : await db.drizzle.all!(v)
    expect(Number((m[0] as { n: number | string }).n)).toBe(0)
    expect(await entries()).toBe(auditBefore)
  })
})
