import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { invoiceExport } from '@/features/orders/server'
import { toSeller } from '@/features/seller/server'
import { env } from '@/lib/env'
import { ARCHIVE_SUFFIX, ENCRYPTED_SUFFIX, FILE_MODE, packArchive } from './archive'
import type { Encryption } from './encryption'
import { describeMembers, FORMAT, GENERATED_SECRETS, sha256File, type Manifest } from './manifest'
import { pgCommandTarget } from './pg-connection'
import { collectionCounts, invoiceYears, lastMigration, snapshotSqlite } from './snapshot'
import { describedBy, s3Client, type Sidecar } from './store'

export type BackupResult = { file: string; bytes: number; ms: number; manifest: Manifest }

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')

/** The media of the shop: DATA_DIR/media, or every object of the bucket (but the backups kept in it). */
async function copyMedia(to: string) {
  fs.mkdirSync(to, { recursive: true })
  const s3 = env.s3
  if (!s3) {
    if (fs.existsSync(env.mediaDir)) fs.cpSync(env.mediaDir, to, { recursive: true })
    return
  }
  const backups = env.backup.bucket
  const skip = backups?.bucket === s3.bucket ? backups.prefix : null
  const client = s3Client(s3)
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }))
    for (const o of page.Contents ?? []) {
      if (!o.Key || o.Key.split('/').includes('..') || (skip && o.Key.startsWith(skip))) continue
      const body = (await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: o.Key }))).Body
      const file = path.join(to, o.Key)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, await body!.transformToByteArray())
    }
    token = page.NextContinuationToken
  } while (token)
}

/**
 * `npm run backup` (README "Backups and restore"): a consistent snapshot while the shop serves —
 * SQLite through VACUUM INTO, PostgreSQL through pg_dump (custom format) — with the media and the
 * generated secrets, described by a manifest, packed and encrypted (to public keys or with a passphrase;
 * plain only when the caller says so, issue 52) into `backupDir`, readable by the owner only. The staging
 * folder is the owner's only too (mkdtemp: 0700). A failure leaves no archive behind.
 */
export async function takeBackup(
  payload: Payload,
  opts: { backupDir: string; encryption: Encryption; now?: Date },
): Promise<BackupResult> {
  const started = Date.now()
  const now = opts.now ?? new Date()
  fs.mkdirSync(opts.backupDir, { recursive: true, mode: 0o700 })
  const stage = fs.mkdtempSync(path.join(opts.backupDir, '.staging-'))
  try {
    fs.mkdirSync(path.join(stage, 'database'))
    if (env.usePostgres) {
      // The password in pg_dump's environment, not in its arguments (any user reads those: issue 52).
      const target = pgCommandTarget(env.databaseUrl!)
      await promisify(execFile)(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          `--file=${path.join(stage, 'database', 'vetrina.pgdump')}`,
          `--dbname=${target.dbname}`,
        ],
        { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...target.env } },
      )
    } else await snapshotSqlite(payload, path.join(stage, 'database', 'vetrina.db'))
    await copyMedia(path.join(stage, 'media'))
    // The ten-year archive: each year's e-invoices, credit notes and register, as /cms gives them.
    const years = await invoiceYears(payload)
    fs.mkdirSync(path.join(stage, 'invoices'))
    const seller = toSeller(await payload.findGlobal({ slug: 'seller', depth: 0, overrideAccess: true }))
    for (const year of years) {
      const { fileName, zip } = await invoiceExport(payload, String(year), seller)
      fs.writeFileSync(path.join(stage, 'invoices', fileName), zip)
    }
    fs.mkdirSync(path.join(stage, 'secrets'))
    for (const name of GENERATED_SECRETS) {
      const file = path.join(env.dataDir, name)
      if (fs.existsSync(file)) fs.copyFileSync(file, path.join(stage, 'secrets', name))
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version: string }
    const manifest: Manifest = {
      format: FORMAT,
      appVersion: pkg.version,
      takenAt: now.toISOString(),
      database: env.usePostgres ? 'postgres' : 'sqlite',
      lastMigration: await lastMigration(payload),
      counts: await collectionCounts(payload),
      invoiceYears: years,
      members: await describeMembers(stage),
    }
    fs.writeFileSync(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2))
    const file = path.join(
      opts.backupDir,
      `vetrina-${stamp(now)}${opts.encryption.kind === 'plain' ? ARCHIVE_SUFFIX : ENCRYPTED_SUFFIX}`,
    )
    await packArchive(stage, file, opts.encryption)
    const bytes = fs.statSync(file).size
    const sidecar: Sidecar = {
      takenAt: manifest.takenAt,
      invoiceYears: years,
      bytes,
      sha256: await sha256File(file),
      database: manifest.database,
    }
    fs.writeFileSync(describedBy(file), JSON.stringify(sidecar, null, 2), { mode: FILE_MODE })
    fs.chmodSync(describedBy(file), FILE_MODE)
    return { file, bytes, ms: Date.now() - started, manifest }
  } finally {
    fs.rmSync(stage, { recursive: true, force: true })
  }
}
