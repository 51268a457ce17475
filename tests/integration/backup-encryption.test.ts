import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { Decrypter, generateX25519Identity, identityToRecipient } from 'age-encryption'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { describedBy } from '@/features/backup/store'
import { collectShopMetrics } from '@/features/ops/metrics'
import { env, persistentSecret } from '@/lib/env'
import { log } from '@/lib/logger'
import { metrics } from '@/services/metrics'
import { makeCustomer, shop } from './helpers'

/**
 * Issue 52: backups never in clear. Played from outside with `npm run backup` / `npm run restore` (the
 * operator's commands), and inside for the shop's own schedule, /metrics and pg_dump's command line.
 */
const root = path.resolve(import.meta.dirname, '../..')
const saved = { ...process.env }
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-never-in-clear-'))
let identity: string
let recipient: string
let customerEmail: string
let secret: string
let createdPayloadSecret = false

/** The settings a shop's environment may hold about backups, cleared for each run. */
const BACKUP_VARS = [
  'BACKUP_PASSPHRASE',
  'BACKUP_AGE_RECIPIENT',
  'BACKUP_AGE_IDENTITY',
  'BACKUP_AGE_IDENTITY_FILE',
  'BACKUP_S3_BUCKET',
  'S3_BUCKET',
]

/** `npm run <script> -- args` against this test's shop (its DATA_DIR and database): { code, out }. */
function npmRun(script: string, args: string[], extra: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const childEnv: Record<string, string | undefined> = { ...process.env, BACKUP_EVERY_HOURS: '0', LOG_LEVEL: 'warn' }
    for (const v of BACKUP_VARS) delete childEnv[v]
    Object.assign(childEnv, extra)
    for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k]
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: childEnv as NodeJS.ProcessEnv,
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d))
    child.stderr.on('data', (d: Buffer) => (out += d))
    child.on('exit', (code: number | null) => resolve({ code, out: out.trim() }))
  })
}

/** The back office's backup panel (/cms dashboard) as an operator sees it, as text. */
async function panel(language: 'it' | 'en') {
  const { BackupStatus } = await import('@/features/backup/BackupStatus')
  const { renderToStaticMarkup } = await import('react-dom/server')
  const payload = await shop()
  const el = await BackupStatus({ i18n: { language }, payload, user: { role: 'admin' } } as never)
  return renderToStaticMarkup(el!).replace(/<[^>]+>/g, ' ')
}

const mode = (f: string) => fs.statSync(f).mode & 0o777
const archivesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.json')) : [])

beforeAll(async () => {
  const payload = await shop()
  customerEmail = (await makeCustomer(payload)).email
  identity = await generateX25519Identity()
  recipient = await identityToRecipient(identity)
  // A secret the shop generated into DATA_DIR (PAYLOAD_SECRET is given to the tests in the environment).
  const file = path.join(env.dataDir, '.payload-secret')
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, `payload-secret-${Date.now()}-never-in-clear`, { mode: 0o600 })
    createdPayloadSecret = true
  }
  secret = fs.readFileSync(file, 'utf8')
  persistentSecret('ALTCHA_HMAC_KEY', '.altcha-key')
}, 120_000)

afterAll(() => {
  process.env = saved
  if (createdPayloadSecret) fs.rmSync(path.join(env.dataDir, '.payload-secret'), { force: true })
})

describe('npm run backup, from outside', () => {
  it('with neither a public key nor a passphrase it refuses and writes nothing; with a key the archive is 0600 (older ones made so too) and holds no e-mail or secret in clear; --plain only when asked, 0600 too', async () => {
    const none = path.join(work, 'none')
    const keyed = path.join(work, 'keyed')
    const plain = path.join(work, 'plain')
    // An archive from before (written 0644), in the folder the next backup writes to.
    fs.mkdirSync(keyed)
    const older = path.join(keyed, 'vetrina-20261101-030000.tar.gz')
    fs.writeFileSync(older, 'an archive from before', { mode: 0o644 })
    fs.chmodSync(older, 0o644)
    // One after another: on SQLite two commands starting at once contend for the database's write lock.
    const refused = await npmRun('backup', [], { BACKUP_DIR: none })
    const encrypted = await npmRun('backup', [], { BACKUP_DIR: keyed, BACKUP_AGE_RECIPIENT: recipient })
    const asked = await npmRun('backup', ['--plain'], { BACKUP_DIR: plain })
    expect(refused.code, refused.out).toBe(1)
    expect(refused.out).toMatch(/not encrypted.*BACKUP_AGE_RECIPIENT.*BACKUP_PASSPHRASE.*--plain/s)
    expect(archivesIn(none)).toEqual([])

    expect(encrypted.code, encrypted.out).toBe(0)
    expect(mode(older)).toBe(0o600)
    const [name] = archivesIn(keyed).filter((f) => f !== path.basename(older))
    expect(name).toMatch(/^vetrina-\d{8}-\d{6}\.tar\.gz\.age$/)
    const archive = path.join(keyed, name!)
    expect(mode(archive)).toBe(0o600)
    expect(mode(describedBy(archive))).toBe(0o600)
    const bytes = fs.readFileSync(archive)
    for (const clear of [customerEmail, env.adminEmail, secret]) expect(bytes.includes(clear)).toBe(false)
    expect(() => zlib.gunzipSync(bytes)).toThrow()
    // The identity (kept off the server) opens it: the secret is inside.
    const d = new Decrypter()
    d.addIdentity(identity)
    const tarball = zlib.gunzipSync(await d.decrypt(bytes))
    expect(tarball.includes(secret)).toBe(true)

    expect(asked.code, asked.out).toBe(0)
    expect(asked.out).toMatch(/not encrypted/)
    const [plainName] = archivesIn(plain)
    expect(plainName).toMatch(/^vetrina-\d{8}-\d{6}\.tar\.gz$/)
    expect(mode(path.join(plain, plainName!))).toBe(0o600)
    expect(mode(describedBy(path.join(plain, plainName!)))).toBe(0o600)
    expect(zlib.gunzipSync(fs.readFileSync(path.join(plain, plainName!))).includes(secret)).toBe(true)

    // npm run restore: the plain archive is refused where this shop encrypts its backups, and nothing is written.
    const target = path.join(work, 'restored')
    const restore = await npmRun('restore', [path.join(plain, plainName!)], {
      DATA_DIR: target,
      DATABASE_URL: undefined,
      BACKUP_PASSPHRASE: 'this shop encrypts its backups',
    })
    expect(restore.code, restore.out).toBe(1)
    expect(restore.out).toMatch(/not encrypted.*--allow-plain/)
    expect(fs.existsSync(target)).toBe(false)
  }, 240_000)
})

describe('the shop’s own schedule without encryption', () => {
  it('takes no backup, and /cms, the log and /metrics say why', async () => {
    const payload = await shop()
    for (const v of BACKUP_VARS) delete process.env[v]
    process.env.BACKUP_EVERY_HOURS = '1'
    process.env.BACKUP_DIR = path.join(work, 'scheduled')
    const errors = vi.spyOn(log, 'error')
    try {
      const { backupTick } = await import('@/features/backup/schedule')
      const later = new Date(Date.now() + 30 * 86_400_000) // surely due
      expect(await backupTick(payload, later)).toBeNull()
      const runs = await payload.find({
        collection: 'backup-runs',
        where: { startedAt: { equals: later.toISOString() } },
        overrideAccess: true,
      })
      expect(runs.docs).toEqual([])
      expect(archivesIn(process.env.BACKUP_DIR)).toEqual([])
      expect(errors).toHaveBeenCalledWith(
        'backups are off',
        expect.objectContaining({ reason: 'no_encryption', message: expect.stringMatching(/BACKUP_AGE_RECIPIENT/) }),
      )
      await collectShopMetrics(payload)
      const off = await metrics().registry.getSingleMetric('vetrina_backup_disabled')!.get()
      expect(off.values.map((v) => [v.labels.reason, v.value])).toEqual([['no_encryption', 1]])

      // /cms: the operator's backup panel says why, in the operator's language.
      expect(await panel('it')).toMatch(/i backup sono fermi.*BACKUP_AGE_RECIPIENT.*BACKUP_PASSPHRASE/)
      expect(await panel('en')).toMatch(/backups are stopped.*BACKUP_AGE_RECIPIENT.*BACKUP_PASSPHRASE/)

      process.env.BACKUP_AGE_RECIPIENT = 'age1typo'
      expect(await panel('en')).toMatch(/BACKUP_AGE_RECIPIENT is not an age public key/)
      await collectShopMetrics(payload)
      const bad = await metrics().registry.getSingleMetric('vetrina_backup_disabled')!.get()
      expect(bad.values.map((v) => [v.labels.reason, v.value])).toEqual([['bad_recipient', 1]])

      process.env.BACKUP_AGE_RECIPIENT = recipient
      expect(await panel('en')).not.toMatch(/stopped/)
      expect(await panel('en')).toMatch(/Encrypted to an age public key/)
      await collectShopMetrics(payload)
      const on = await metrics().registry.getSingleMetric('vetrina_backup_disabled')!.get()
      expect(on.values.map((v) => [v.labels.reason, v.value])).toEqual([['none', 0]])
    } finally {
      errors.mockRestore()
      for (const v of BACKUP_VARS) delete process.env[v]
      process.env.BACKUP_EVERY_HOURS = saved.BACKUP_EVERY_HOURS
      if (saved.BACKUP_EVERY_HOURS === undefined) delete process.env.BACKUP_EVERY_HOURS
    }
  })
})

describe('the bucket', () => {
  it('gets encrypted archives only: a plain one asked for stays on this machine', async () => {
    const payload = await shop()
    const { runBackup } = await import('@/features/backup/schedule')
    const { listBucket } = await import('@/features/backup/store')
    const S3rver = (await import('s3rver')).default
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(work, 'bucket'),
      configureBuckets: [{ name: 'vetrina-offsite', configs: [] }],
    })
    const { port } = (await server.run()) as { port: number }
    const keep = { ...process.env }
    try {
      Object.assign(process.env, {
        BACKUP_S3_BUCKET: 'vetrina-offsite',
        BACKUP_S3_PREFIX: 'backups/',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        BACKUP_DIR: path.join(work, 'with-bucket'),
        BACKUP_AGE_RECIPIENT: recipient,
      })
      const now = Date.now() + 40 * 86_400_000
      const plain = await runBackup(payload, 'command', new Date(now), { plain: true })
      expect(plain.ok && plain.destinations).toEqual([expect.stringMatching(/\.tar\.gz$/)])
      const encrypted = await runBackup(payload, 'command', new Date(now + 1000))
      expect(encrypted.ok && encrypted.destinations).toEqual([
        expect.stringMatching(/\.tar\.gz\.age$/),
        expect.stringMatching(/^s3:\/\/vetrina-offsite\/backups\/vetrina-\d{8}-\d{6}\.tar\.gz\.age$/),
      ])
      const bucket = env.backup.bucket!
      expect((await listBucket(bucket)).map((a) => a.name)).toEqual([
        path.basename((encrypted as { file: string }).file),
      ])
    } finally {
      process.env = keep
      await server.close()
    }
  })
})

describe.runIf(env.usePostgres)('pg_dump and pg_restore on PostgreSQL', () => {
  it('get the password in their environment, never on their command line (what /proc/<pid>/cmdline shows)', async () => {
    const payload = await shop()
    const { runBackup } = await import('@/features/backup/schedule')
    const { pgRestore } = await import('@/features/backup/postgres')
    const pg = (await import('pg')).default
    // Stand-ins first on PATH that note their arguments (= /proc/<pid>/cmdline) and PGPASSWORD, then run the real ones.
    const bin = path.join(work, 'bin')
    fs.mkdirSync(bin)
    const real = Object.fromEntries(
      ['pg_dump', 'pg_restore'].map((cmd) => [
        cmd,
        process.env
          .PATH!.split(':')
          .map((d) => path.join(d, cmd))
          .find((f) => fs.existsSync(f))!,
      ]),
    )
    for (const cmd of ['pg_dump', 'pg_restore'])
      fs.writeFileSync(
        path.join(bin, cmd),
        `#!/bin/sh\nprintf '%s\\n' "$@" > "${work}/${cmd}.args"\nprintf '%s' "$PGPASSWORD" > "${work}/${cmd}.pw"\nexec ${real[cmd]} "$@"\n`,
        { mode: 0o755 },
      )
    // The test database trusts local connections: libpq sends the password only when asked, so any will do.
    const password = 'pw-never-on-a-command-line'
    const withPassword = new URL(env.databaseUrl!)
    withPassword.password = password
    const name = `vetrina_pgpass_${Date.now()}`
    const admin = new pg.Client({ connectionString: env.databaseUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const target = new URL(withPassword.href)
    target.pathname = `/${name}`
    const original = { PATH: process.env.PATH, DATABASE_URL: process.env.DATABASE_URL }
    try {
      process.env.PATH = `${bin}:${process.env.PATH}`
      process.env.DATABASE_URL = withPassword.href
      process.env.BACKUP_DIR = path.join(work, 'pg-backups')
      process.env.BACKUP_AGE_RECIPIENT = recipient
      const r = await runBackup(payload, 'command')
      expect(r.ok, JSON.stringify(r)).toBe(true)
      const dump = path.join(work, 'vetrina.pgdump')
      const { execFileSync } = await import('node:child_process')
      execFileSync(real.pg_dump!, ['--format=custom', `--file=${dump}`, original.DATABASE_URL!])
      await pgRestore(target.href, dump)
    } finally {
      Object.assign(process.env, original)
      delete process.env.BACKUP_AGE_RECIPIENT
    }
    for (const cmd of ['pg_dump', 'pg_restore']) {
      const args = fs.readFileSync(path.join(work, `${cmd}.args`), 'utf8')
      expect(args, cmd).not.toContain(password)
      expect(args, cmd).toContain(withPassword.hostname)
      expect(fs.readFileSync(path.join(work, `${cmd}.pw`), 'utf8'), cmd).toBe(password)
    }
  })
})
