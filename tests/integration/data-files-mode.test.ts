import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { shop } from './helpers'

// The shop's database holds personal data and password hashes: its files in DATA_DIR are readable by
// their owner only (0600), as the generated secrets and the backups are — whatever the umask of whoever
// started the shop (npm run dev, a container, a restore run from a shell). In WAL mode (ADR 0046) SQLite
// creates vetrina.db-wal and -shm with the database file's mode, so they follow it.

const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8)

describe('the database files in DATA_DIR', () => {
  it('are readable by the shop’s user only: vetrina.db, its -wal and -shm', async () => {
    const payload = await shop()
    // A write, so the log exists whatever happened before in this process.
    await payload.count({ collection: 'products', overrideAccess: true })
    const files = ['vetrina.db', 'vetrina.db-wal', 'vetrina.db-shm'].map((n) => path.join(env.dataDir, n))
    if (env.usePostgres) {
      // PostgreSQL keeps the data in its own cluster: no database file is written into DATA_DIR.
      expect(files.filter((f) => fs.existsSync(f))).toEqual([])
      return
    }
    expect(Object.fromEntries(files.map((f) => [path.basename(f), mode(f)]))).toEqual({
      'vetrina.db': '600',
      'vetrina.db-wal': '600',
      'vetrina.db-shm': '600',
    })
  })
})
