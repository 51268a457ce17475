import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateX25519Identity, identityToRecipient } from 'age-encryption'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupTick, closeInterrupted, runBackup } from '@/features/backup/schedule'
import { backupDue, backupHealth, lastRuns } from '@/features/backup/status'
import { describedBy, listBucket, pruneBucket, uploadArchive, type Bucket } from '@/features/backup/store'
import { collectShopMetrics } from '@/features/ops/metrics'
import { metrics } from '@/services/metrics'
import { shop } from './helpers'

/** Issue 36: the shop backs itself up — once across instances — records each run, and keeps a copy in a bucket. */
const saved = { ...process.env }
let dir: string

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-schedule-'))
  process.env.BACKUP_DIR = path.join(dir, 'backups')
  process.env.BACKUP_EVERY_HOURS = '1'
  // Never in clear (issue 52): without a public key or a passphrase the shop takes none.
  process.env.BACKUP_AGE_RECIPIENT = await identityToRecipient(await generateX25519Identity())
  const payload = await shop()
  await payload.delete({ collection: 'backup-runs', where: { id: { exists: true } }, overrideAccess: true })
})
afterAll(() => {
  process.env = saved
})

const gauge = async (name: string) => (await metrics().registry.getSingleMetric(name)!.get()).values.map((v) => v.value)

describe('scheduled backups', () => {
  it('three instances looking at once take one backup (the database lease); it is recorded, described and measured', async () => {
    const payload = await shop()
    const outcomes = await Promise.all([backupTick(payload), backupTick(payload), backupTick(payload)])
    const ran = outcomes.filter((o) => o !== null)
    expect(ran).toHaveLength(1)
    expect(ran[0]!.ok).toBe(true)
    const { docs } = await payload.find({ collection: 'backup-runs', overrideAccess: true })
    expect(docs.map((d) => [d.status, d.trigger])).toEqual([['ok', 'schedule']])
    const archive = path.join(process.env.BACKUP_DIR!, docs[0]!.file!)
    expect(fs.statSync(archive).size).toBe(docs[0]!.bytes)
    const described = JSON.parse(fs.readFileSync(describedBy(archive), 'utf8'))
    expect(described.bytes).toBe(docs[0]!.bytes)
    // Not due again within the period.
    expect(await backupTick(payload)).toBeNull()
    await collectShopMetrics(payload)
    const [finished] = await gauge('vetrina_backup_last_success_timestamp_seconds')
    expect(Math.abs(finished! - Date.now() / 1000)).toBeLessThan(120)
    expect(await gauge('vetrina_backup_last_run_failed')).toEqual([0])
    const [free] = await gauge('vetrina_data_dir_free_bytes')
    expect(free).toBeGreaterThan(0)
  })

  it('a run cut short by a stopped process is closed as failed, saying so, by the next look', async () => {
    const payload = await shop()
    const cut = await payload.create({
      collection: 'backup-runs',
      overrideAccess: true,
      data: { status: 'running', trigger: 'schedule', startedAt: new Date(Date.now() - 2 * 3_600_000).toISOString() },
    })
    const fresh = await payload.create({
      collection: 'backup-runs',
      overrideAccess: true,
      data: { status: 'running', trigger: 'command', startedAt: new Date().toISOString() },
    })
    expect(await closeInterrupted(payload)).toBe(1)
    const closed = await payload.findByID({ collection: 'backup-runs', id: cut.id, overrideAccess: true })
    expect([closed.status, closed.error]).toEqual(['failed', 'interrupted: the process stopped during the backup'])
    // One that may still be going on is left alone.
    expect((await payload.findByID({ collection: 'backup-runs', id: fresh.id, overrideAccess: true })).status).toBe(
      'running',
    )
    await payload.delete({ collection: 'backup-runs', where: { id: { in: [cut.id, fresh.id] } }, overrideAccess: true })
  })

  it('a backup that cannot be written is recorded as failed with its reason, and the operator is warned', async () => {
    const payload = await shop()
    const blocked = path.join(dir, 'not-a-folder')
    fs.writeFileSync(blocked, 'x')
    process.env.BACKUP_DIR = blocked
    try {
      const r = await runBackup(payload, 'command')
      expect(r.ok).toBe(false)
      const { last, lastOk } = await lastRuns(payload)
      expect(last!.status).toBe('failed')
      expect(last!.error).toMatch(/EEXIST|ENOTDIR|not a directory|file already exists/i)
      expect(backupHealth(last, lastOk, new Date())).toBe('failed')
      await collectShopMetrics(payload)
      expect(await gauge('vetrina_backup_last_run_failed')).toEqual([1])
      expect(fs.readdirSync(dir).filter((f) => f.includes('.staging-'))).toEqual([])
    } finally {
      process.env.BACKUP_DIR = path.join(dir, 'backups')
    }
  })

  it('a --plain backup pushes no encrypted one aside: the schedule, /cms, /metrics and the pruning go by the encrypted ones', async () => {
    const payload = await shop()
    await payload.delete({ collection: 'backup-runs', where: { id: { exists: true } }, overrideAccess: true })
    process.env.BACKUP_DIR = path.join(dir, 'plain-after-encrypted')
    try {
      // 03:00 and 04:30 in Rome, the same day: the scheduled encrypted backup, then the operator's plain one.
      const night = new Date('2026-11-26T02:00:00Z')
      const encrypted = await runBackup(payload, 'schedule', night)
      const plain = await runBackup(payload, 'command', new Date(night.getTime() + 90 * 60_000), { plain: true })
      expect([encrypted.ok, plain.ok]).toEqual([true, true])
      if (!encrypted.ok || !plain.ok) return
      expect(encrypted.file).toMatch(/\.tar\.gz\.age$/)
      expect(plain.file).toMatch(/\.tar\.gz$/)
      // The day's encrypted archive survives the plain run's pruning; the plain one stays too, for now.
      expect(fs.existsSync(encrypted.file)).toBe(true)
      expect(fs.existsSync(plain.file)).toBe(true)
      // The last good backup is the encrypted one: due again an hour after it, whatever the plain one.
      const { last, lastOk } = await lastRuns(payload)
      expect(lastOk?.file).toBe(path.basename(encrypted.file))
      expect(last?.file).toBe(path.basename(encrypted.file))
      const later = new Date(night.getTime() + 2 * 3_600_000)
      expect(backupDue(lastOk, later, 3_600_000)).toBe(true)
      expect(backupHealth(last, lastOk, later)).toBe('ok')
      await collectShopMetrics(payload)
      expect(await gauge('vetrina_backup_last_success_timestamp_seconds')).toEqual([
        new Date(lastOk!.finishedAt!).getTime() / 1000,
      ])
    } finally {
      process.env.BACKUP_DIR = path.join(dir, 'backups')
    }
  })
})

describe('backups in a bucket', () => {
  let server: S3rver
  let bucket: Bucket
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dir, 'bucket'),
      configureBuckets: [{ name: 'vetrina-backups', configs: [] }],
    })
    const { port } = (await server.run()) as { port: number }
    bucket = {
      bucket: 'vetrina-backups',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      prefix: 'shop/backups/',
    }
  })
  afterAll(() => server?.close())

  it('holds each archive with its description, and is pruned by the same rule, never below one archive per invoice year', async () => {
    const local = path.join(dir, 'to-upload')
    fs.mkdirSync(local)
    const day = 86_400_000
    const now = new Date('2026-11-26T10:00:00Z')
    // 40 daily archives; the oldest alone holds the invoices of 2024.
    for (let i = 0; i < 40; i++) {
      const at = new Date(now.getTime() - i * day)
      const name = `vetrina-${at.toISOString().slice(0, 10).replace(/-/g, '')}-030000.tar.gz.age`
      const file = path.join(local, name)
      fs.writeFileSync(file, `archive ${i}`)
      fs.writeFileSync(
        describedBy(file),
        JSON.stringify({
          takenAt: at.toISOString(),
          invoiceYears: i === 39 ? [2024, 2025] : [2025, 2026],
          bytes: 10,
          sha256: 'a'.repeat(64),
          database: 'sqlite',
        }),
      )
      expect(await uploadArchive(bucket, file)).toBe(`s3://vetrina-backups/shop/backups/${name}`)
    }
    expect(await listBucket(bucket)).toHaveLength(40)
    const gone = await pruneBucket(bucket, now)
    const kept = (await listBucket(bucket)).map((a) => a.name).sort()
    expect(gone.length + kept.length).toBe(40)
    // 7 daily, and the newest of each of 5 weeks and 2 months overlap with them; the 2024 invoices stay.
    expect(kept.length).toBeGreaterThanOrEqual(7)
    expect(kept.length).toBeLessThan(15)
    expect(kept).toContain(
      `vetrina-${new Date(now.getTime() - 39 * day).toISOString().slice(0, 10).replace(/-/g, '')}-030000.tar.gz.age`,
    )
  })
})
