import { describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { inTransaction } from '@/features/catalogue-io/transaction'
import { env } from '@/lib/env'
import { shop } from './helpers'

// ADR 0046: the shop's SQLite file is in WAL mode, so the storefront reads while the CSV import (or any
// long write) holds its transaction open. In the old rollback journal a transaction bigger than SQLite's
// page cache takes the file's EXCLUSIVE lock until its COMMIT: every read of the shop waited the busy
// timeout (5 s, stopping its event loop: libsql is synchronous) and then failed with SQLITE_BUSY.

type Run = { run(q: unknown): Promise<unknown>; all(q: unknown): Promise<unknown[]> }

describe.skipIf(env.usePostgres)('the shop’s SQLite file while an import writes', () => {
  it('is in WAL mode', async () => {
    const payload = await shop()
    const { drizzle } = payload.db as unknown as { drizzle: Run }
    expect(await drizzle.all(sql.raw('PRAGMA journal_mode'))).toEqual([{ journal_mode: 'wal' }])
  })

  it('answers a shop read while the import’s transaction is open with more than the page cache written', async () => {
    const payload = await shop()
    const before = await payload.count({ collection: 'products', overrideAccess: true })
    const seen = await inTransaction(payload, async (tx) => {
      const db = tx.db().db as Run
      // Some 16 MB of rows, well past the page cache (2 MB): the rollback journal spilled them into the file
      // under its EXCLUSIVE lock.
      await db.run(sql.raw('CREATE TABLE wal_probe (b BLOB)'))
      await db.run(
        sql.raw(
          'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 4000) INSERT INTO wal_probe SELECT randomblob(4096) FROM n',
        ),
      )
      // The storefront's read, on the shop's own connection, while the transaction is open.
      const during = await payload.find({ collection: 'products', limit: 1, depth: 0, overrideAccess: true }).then(
        (r) => r.totalDocs,
        (e: Error) => e.message,
      )
      throw Object.assign(new Error('rolled back on purpose'), { during })
    }).catch((err: { during?: number | string }) => err.during)
    expect(seen).toBe(before.totalDocs)
    // Rolled back: the probe table is gone.
    const { drizzle } = payload.db as unknown as { drizzle: Run }
    expect(await drizzle.all(sql.raw("SELECT name FROM sqlite_master WHERE name = 'wal_probe'"))).toEqual([])
  })
})
