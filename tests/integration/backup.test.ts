import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'
import { collectionCounts, lastMigration, snapshotSqlite } from '@/features/backup/snapshot'
import { describedBy } from '@/features/backup/store'
import { env, persistentSecret } from '@/lib/env'
import { enqueue } from '@/services/outbox'
import { makeCustomer, shop } from './helpers'

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

describe.skipIf(env.usePostgres)('backup and restore of the embedded shop', () => {
  it('restores into an empty folder the same database, media and secrets; refuses a non-empty one unless forced, then moves it aside', async () => {
    const { takeBackup } = await import('@/features/backup/backup')
    const { restoreArchive } = await import('@/features/backup/restore')
    // The archive is at this code's schema: nothing to migrate (the restore drill runs the real command).
    const restoreIntoDataDir = (file: string, opts: { dataDir: string; passphrase?: string; force?: boolean }) =>
      restoreArchive(file, {
        dataDir: opts.dataDir,
        force: opts.force,
        keys: { passphrase: opts.passphrase },
        migrateTarget: async () => {},
      })
    const { ArchiveRefused } = await import('@/features/backup/archive')
    const payload = await shop()
    const customer = await makeCustomer(payload)
    persistentSecret('ALTCHA_HMAC_KEY', '.altcha-key') // a secret the shop generated into DATA_DIR
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-backups-'))
    const result = await takeBackup(payload, {
      backupDir,
      encryption: { kind: 'passphrase', passphrase: 'una frase lunga e segreta' },
    })
    expect(path.basename(result.file)).toMatch(/^vetrina-\d{8}-\d{6}\.tar\.gz\.age$/)
    expect(fs.readdirSync(backupDir).sort()).toEqual([
      path.basename(result.file),
      describedBy(path.basename(result.file)),
    ]) // no staging folder or partial file left
    expect(result.manifest.counts.users).toBe(
      (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs,
    )

    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-restored-')), 'data')
    await restoreIntoDataDir(result.file, { dataDir: target, passphrase: 'una frase lunga e segreta' })
    const restored = createClient({ url: `file:${path.join(target, 'vetrina.db')}` })
    try {
      expect((await restored.execute('PRAGMA integrity_check')).rows[0]![0]).toBe('ok')
      for (const [collection, table] of [
        ['orders', 'orders'],
        ['users', 'users'],
        ['products', 'products'],
        ['media', 'media'],
      ] as const)
        expect(Number((await restored.execute(`SELECT count(*) FROM ${table}`)).rows[0]![0]), collection).toBe(
          result.manifest.counts[collection],
        )
      // The customer signs in with the old password: the same hash and salt.
      const original = createClient({ url: `file:${path.join(env.dataDir, 'vetrina.db')}` })
      const q = `SELECT hash, salt FROM users WHERE email = '${customer.email}'`
      expect((await restored.execute(q)).rows[0]).toEqual((await original.execute(q)).rows[0])
      original.close()
    } finally {
      restored.close()
    }
    const photo = fs.readdirSync(env.mediaDir).find((f) => f.endsWith('.webp'))!
    expect(fs.readFileSync(path.join(target, 'media', photo))).toEqual(fs.readFileSync(path.join(env.mediaDir, photo)))
    const generated = ['.payload-secret', '.test-webhook-secret', '.altcha-key'].filter((f) =>
      fs.existsSync(path.join(env.dataDir, f)),
    )
    expect(generated).toContain('.altcha-key')
    for (const f of generated)
      expect(fs.readFileSync(path.join(target, f), 'utf8')).toBe(fs.readFileSync(path.join(env.dataDir, f), 'utf8'))

    // Not into a folder that holds a shop, unless forced: then the old one is moved aside, not deleted.
    await expect(
      restoreIntoDataDir(result.file, { dataDir: target, passphrase: 'una frase lunga e segreta' }),
    ).rejects.toThrow(ArchiveRefused)
    const { movedAside } = await restoreIntoDataDir(result.file, {
      dataDir: target,
      passphrase: 'una frase lunga e segreta',
      force: true,
    })
    expect(fs.existsSync(path.join(movedAside!, 'vetrina.db'))).toBe(true)
    expect(fs.existsSync(path.join(target, 'vetrina.db'))).toBe(true)
    // A wrong passphrase writes nothing.
    const untouched = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-restored-')), 'data')
    await expect(restoreIntoDataDir(result.file, { dataDir: untouched, passphrase: 'sbagliata' })).rejects.toThrow(
      /wrong passphrase/,
    )
    expect(fs.existsSync(untouched)).toBe(false)
  })
})

describe.runIf(env.usePostgres)('backup of a shop on PostgreSQL', () => {
  it('dumps the database with pg_dump while the shop writes, and restores it into an empty database; a database that is not empty is refused unless forced, then its tables are moved aside', async () => {
    const { takeBackup } = await import('@/features/backup/backup')
    const { restoreArchive } = await import('@/features/backup/restore')
    const { ArchiveRefused } = await import('@/features/backup/archive')
    const pg = (await import('pg')).default
    const payload = await shop()
    const customer = await makeCustomer(payload)
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-backups-'))
    const writes = Array.from({ length: 20 }, (_, i) =>
      enqueue(payload, { message: { to: 'a@example.com', subject: `pg ${i}`, html: '<p>x</p>', text: 'x' } }),
    )
    // Encrypted to a public key (issue 52): the restore is given its identity.
    const { generateX25519Identity, identityToRecipient } = await import('age-encryption')
    const identity = await generateX25519Identity()
    const encryption = { kind: 'recipients' as const, recipients: [await identityToRecipient(identity)] }
    const [result] = await Promise.all([takeBackup(payload, { backupDir, encryption }), ...writes])
    expect(result.manifest.database).toBe('postgres')
    expect(result.manifest.members.map((m) => m.path)).toContain('database/vetrina.pgdump')

    const admin = new pg.Client({ connectionString: env.databaseUrl })
    await admin.connect()
    const name = `vetrina_restore_${Date.now()}`
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(env.databaseUrl!)
    url.pathname = `/${name}`
    const restore = (dataDir: string, force = false) =>
      restoreArchive(result.file, {
        dataDir,
        databaseUrl: url.href,
        force,
        keys: { identities: [identity] },
        migrateTarget: async () => {},
      })
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-restored-')), 'data')
    const r = await restore(dataDir)
    expect(r.into).toBe('postgres')
    const copy = new pg.Client({ connectionString: url.href })
    await copy.connect()
    try {
      const q = 'SELECT hash, salt FROM users WHERE email = $1'
      const [restored] = (await copy.query(q, [customer.email])).rows
      const original = new pg.Client({ connectionString: env.databaseUrl })
      await original.connect()
      expect(restored).toEqual((await original.query(q, [customer.email])).rows[0])
      await original.end()
      const orders = Number((await copy.query('SELECT count(*) AS n FROM orders')).rows[0].n)
      expect(orders).toBe(result.manifest.counts.orders)
    } finally {
      await copy.end()
    }
    // Not into a database that holds a shop, unless forced: then its tables are moved aside, not dropped.
    await expect(restore(path.join(dataDir, '..', 'other'))).rejects.toThrow(ArchiveRefused)
    const again = await restore(dataDir, true)
    expect(again.schemaAside).toMatch(/^before_restore_/)
    const check = new pg.Client({ connectionString: url.href })
    await check.connect()
    const aside = await check.query(`SELECT count(*) AS n FROM "${again.schemaAside}".orders`)
    expect(Number(aside.rows[0].n)).toBe(result.manifest.counts.orders)
    await check.end()
  })
})
