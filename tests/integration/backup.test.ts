import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'
import { collectionCounts, lastMigration, snapshotSqlite } from '@/features/backup/snapshot'
import { env } from '@/lib/env'
import { enqueue } from '@/lib/outbox'
import { shop } from './helpers'

/** Issue 36: a consistent copy of the live SQLite database, taken while it is written to. */
describe.skipIf(env.usePostgres)('SQLite snapshot', () => {
  it('copies the database while 40 writes go on: the copy is whole, and holds what was written before it began', async () => {
    const payload = await shop()
    const tag = `snap-${Date.now()}`
    await enqueue(payload, { message: { to: 'a@example.com', subject: `${tag} before`, html: '<p>x</p>', text: 'x' } })
    const before = await collectionCounts(payload)
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-snap-')), 'vetrina.db')
    const writes = Array.from({ length: 40 }, (_, i) =>
      enqueue(payload, {
        message: { to: 'a@example.com', subject: `${tag} during ${i}`, html: '<p>x</p>', text: 'x' },
      }),
    )
    await Promise.all([snapshotSqlite(payload, file), ...writes])
    const copy = createClient({ url: `file:${file}` })
    try {
      expect((await copy.execute('PRAGMA integrity_check')).rows[0]![0]).toBe('ok')
      const queued = Number((await copy.execute('SELECT count(*) FROM mail_queue')).rows[0]![0])
      expect(queued).toBeGreaterThanOrEqual(before['mail-queue']!)
      expect(queued).toBeLessThanOrEqual(before['mail-queue']! + 40)
      const subjects = (await copy.execute(`SELECT subject FROM mail_queue WHERE subject LIKE '${tag}%'`)).rows.map(
        (r) => r[0],
      )
      expect(subjects).toContain(`${tag} before`)
      const migrations = (await copy.execute('SELECT name FROM payload_migrations ORDER BY name DESC LIMIT 1'))
        .rows[0]![0]
      expect(migrations).toBe(await lastMigration(payload))
      expect(Number((await copy.execute('SELECT count(*) FROM orders')).rows[0]![0])).toBe(before.orders)
    } finally {
      copy.close()
    }
    // VACUUM INTO never overwrites: a second snapshot to the same file is refused.
    await expect(snapshotSqlite(payload, file)).rejects.toThrow()
  })
})

describe('what a backup records of the database', () => {
  it('the years of the invoices it holds, and the rows of every collection', async () => {
    const payload = await shop()
    const { invoiceYears } = await import('@/features/backup/snapshot')
    const years = await invoiceYears(payload)
    const invoiced = await payload.count({
      collection: 'orders',
      where: { invoiceNumber: { exists: true } },
      overrideAccess: true,
    })
    expect(years.length > 0).toBe(invoiced.totalDocs > 0)
    for (const y of years) expect(y).toBeGreaterThanOrEqual(2026)
    const counts = await collectionCounts(payload)
    expect(counts.products).toBe((await payload.count({ collection: 'products', overrideAccess: true })).totalDocs)
    expect(Object.keys(counts)).toEqual(expect.arrayContaining(['orders', 'users', 'media', 'mail-queue']))
  })
})
