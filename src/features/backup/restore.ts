import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import type { S3Settings } from '@/lib/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { ArchiveRefused, unpackArchive } from './archive'
import { migrationChange } from './copy-text'
import type { Keys } from './encryption'
import { GENERATED_SECRETS, type Manifest } from './manifest'
import { postgresDumpToSqlite, sqliteToPostgres } from './move'
import { movePostgresAside, pgRestore, postgresIsEmpty } from './postgres'
import { s3Client } from './store'

export type RestoreOptions = {
  /** Where the secrets and (without a bucket) the media go; with no databaseUrl, the SQLite database too. */
  dataDir: string
  /** A PostgreSQL target (DATABASE_URL or `--to postgres://…`); unset: the embedded SQLite in dataDir. */
  databaseUrl?: string
  /** The media bucket of the target shop (S3_BUCKET), when its media live there. */
  mediaBucket?: S3Settings | null
  /** What opens an encrypted archive: BACKUP_PASSPHRASE, age identities (issue 52). */
  keys?: Keys
  /**
   * This shop encrypts its backups (a public key or a passphrase is configured, or keys were given): a
   * plain archive is refused unless `allowPlain` (`--allow-plain`).
   */
  encryptionConfigured?: boolean
  allowPlain?: boolean
  force?: boolean
  now?: Date
  /** Applies the code's migrations to the target: after a same-database restore, before a move's copy. */
  migrateTarget: () => Promise<void>
}

export type RestoreResult = {
  manifest: Manifest
  into: 'sqlite' | 'postgres'
  movedAside?: string
  schemaAside?: string
  /** Rows per table, when the archive moved between the two databases. */
  moved?: Record<string, number>
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0
const names = (list: { name: string }[]) => list.map((m) => m.name)

/**
 * The archive's schema against this code's: a restore never goes back in time (an archive of a newer
 * version is refused), and a move between databases needs the archive at the code's last change (the
 * rows are copied into the code's schema); a same-database restore of an older archive is migrated
 * forward by the shop's next start.
 */
function checkSchema(manifest: Manifest, into: 'sqlite' | 'postgres') {
  const own = names((manifest.database === 'postgres' ? postgresMigrations : sqliteMigrations) as { name: string }[])
  const latest = own.at(-1)!
  if (!own.includes(manifest.lastMigration))
    throw new ArchiveRefused(
      `the archive was made by a newer version of the shop (migration ${manifest.lastMigration}); update the code first`,
    )
  if (manifest.database !== into && migrationChange(manifest.lastMigration) !== migrationChange(latest))
    throw new ArchiveRefused(
      `the archive's schema (${manifest.lastMigration}) is older than this code's (${latest}): restore it into ` +
        `${manifest.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} first, start the shop once, back it up again, then move it`,
    )
}

/**
 * `npm run restore -- <archive> [--to postgres://…] [--force]` (README "Backups and restore"). The archive
 * is unpacked and checked against its manifest first: a truncated, damaged, foreign or wrongly decrypted
 * archive is refused and nothing is written. A target that is not empty — DATA_DIR, or the database's
 * `public` schema — is refused unless `force`, and then moved aside (`<DATA_DIR>.before-restore-<time>`,
 * schema `before_restore_<time>`), never deleted. A SQLite archive restores into SQLite as its file, a
 * PostgreSQL one with pg_restore, then migrated to the code; across the two, the target is migrated first
 * and the rows copied (move.ts).
 */
export async function restoreArchive(file: string, opts: RestoreOptions): Promise<RestoreResult> {
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-restore-'))
  try {
    const manifest = await unpackArchive(file, unpacked, opts.keys, {
      encryptionConfigured: opts.encryptionConfigured,
      allowPlain: opts.allowPlain,
    })
    const into = opts.databaseUrl ? 'postgres' : 'sqlite'
    checkSchema(manifest, into)
    const stamp = (opts.now ?? new Date()).toISOString().replace(/[:.]/g, '-')
    const dataDirEmpty = isEmptyDir(opts.dataDir)
    const dbEmpty = opts.databaseUrl ? await postgresIsEmpty(opts.databaseUrl) : true
    if (!opts.force && (!dataDirEmpty || !dbEmpty))
      throw new ArchiveRefused(
        `${!dbEmpty ? 'the database' : opts.dataDir} is not empty: restore into an empty one, or add --force to move it aside`,
      )
    const result: RestoreResult = { manifest, into }
    if (!dataDirEmpty) {
      result.movedAside = `${opts.dataDir}.before-restore-${stamp}`
      fs.renameSync(opts.dataDir, result.movedAside)
    }
    if (!dbEmpty) result.schemaAside = await movePostgresAside(opts.databaseUrl!, stamp)
    fs.mkdirSync(opts.dataDir, { recursive: true })
    // The secrets first: the migrated target and the restored shop read PAYLOAD_SECRET from DATA_DIR.
    for (const name of GENERATED_SECRETS) {
      const from = path.join(unpacked, 'secrets', name)
      if (!fs.existsSync(from)) continue
      fs.copyFileSync(from, path.join(opts.dataDir, name))
      fs.chmodSync(path.join(opts.dataDir, name), 0o600)
    }
    const sqliteFile = path.join(unpacked, 'database', 'vetrina.db')
    const dumpFile = path.join(unpacked, 'database', 'vetrina.pgdump')
    if (manifest.database === into) {
      if (into === 'sqlite') fs.copyFileSync(sqliteFile, path.join(opts.dataDir, 'vetrina.db'))
      else await pgRestore(opts.databaseUrl!, dumpFile)
      // An archive older than the code is brought up to it now (the shop would at its start).
      await opts.migrateTarget()
    } else {
      await opts.migrateTarget()
      result.moved =
        into === 'postgres'
          ? await sqliteToPostgres(sqliteFile, opts.databaseUrl!)
          : await postgresDumpToSqlite(dumpFile, path.join(opts.dataDir, 'vetrina.db'))
    }
    await restoreMedia(path.join(unpacked, 'media'), opts)
    return result
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true })
  }
}

/** The archive's media into DATA_DIR/media, or into the target's bucket under the same keys. */
async function restoreMedia(from: string, opts: RestoreOptions) {
  if (!fs.existsSync(from)) return
  if (!opts.mediaBucket) {
    fs.cpSync(from, path.join(opts.dataDir, 'media'), { recursive: true })
    return
  }
  const client = s3Client(opts.mediaBucket)
  for (const e of fs.readdirSync(from, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!e.isFile()) continue
    const f = path.join(e.parentPath, e.name)
    await client.send(
      new PutObjectCommand({
        Bucket: opts.mediaBucket.bucket,
        Key: path.relative(from, f).split(path.sep).join('/'),
        Body: fs.readFileSync(f),
      }),
    )
  }
}
