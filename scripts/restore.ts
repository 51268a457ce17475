// `npm run restore -- <archive> [--to postgres://…|sqlite] [--force] [--identity <file>] [--allow-plain]`
// (README "Backups and restore"): opens the archive — encrypted to an age public key: with its identity
// (--identity <key file>, BACKUP_AGE_IDENTITY_FILE or BACKUP_AGE_IDENTITY); with a passphrase:
// BACKUP_PASSPHRASE — and checks it against its manifest before writing anything; a plain archive is
// refused where this shop encrypts its backups unless --allow-plain (issue 52). Then restores it into
// DATA_DIR (SQLite, the default) or into the PostgreSQL database of --to / DATABASE_URL — empty, or moved
// aside with --force — and applies the code's migrations. An archive of the other database is moved
// across (`--to postgres://…` for a SQLite archive; `--to sqlite` for a PostgreSQL one). Start the shop
// afterwards with the same DATA_DIR / DATABASE_URL. A PostgreSQL password is best left out of --to (this
// command's own arguments are visible to every user): give it by PGPASSWORD or ~/.pgpass.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      force: { type: 'boolean' },
      to: { type: 'string' },
      identity: { type: 'string', multiple: true },
      'allow-plain': { type: 'boolean' },
    },
  })
  const file = positionals[0]
  if (!file)
    throw new Error(
      'usage: npm run restore -- <archive> [--to postgres://…|sqlite] [--force] [--identity <key file>] [--allow-plain]',
    )
  const to = values.to ?? process.env.DATABASE_URL ?? 'sqlite'
  if (to !== 'sqlite' && !/^postgres(ql)?:\/\//.test(to)) throw new Error(`--to: postgres://… or sqlite, not ${to}`)
  // The target decides which database the code's migrations are for: set before Payload is loaded.
  if (to === 'sqlite') delete process.env.DATABASE_URL
  else process.env.DATABASE_URL = to
  const dataDir = path.resolve(process.env.DATA_DIR || 'data')
  process.env.DATA_DIR = dataDir
  const { restoreArchive } = await import('@/features/backup/server')
  const { parseIdentities } = await import('@/features/backup/server')
  const { env } = await import('../src/lib/env')
  // The identity is the private key: given for the restore only, never kept in the shop's environment.
  const keyFiles = [...(values.identity ?? []), process.env.BACKUP_AGE_IDENTITY_FILE].filter(Boolean) as string[]
  const identities = [
    ...keyFiles.flatMap((f) => {
      try {
        // Relative to where `npm run` was typed (npm runs the script from the project's folder).
        return parseIdentities(fs.readFileSync(path.resolve(process.env.INIT_CWD || '.', f), 'utf8'))
      } catch (err) {
        throw new Error(`${f}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`)
      }
    }),
    ...parseIdentities(process.env.BACKUP_AGE_IDENTITY),
  ]
  const passphrase = process.env.BACKUP_PASSPHRASE || undefined
  const r = await restoreArchive(path.resolve(process.env.INIT_CWD || '.', file), {
    dataDir,
    databaseUrl: env.databaseUrl,
    mediaBucket: env.s3,
    keys: { passphrase, identities },
    encryptionConfigured: Boolean(env.backup.recipients.length || passphrase || identities.length),
    allowPlain: values['allow-plain'],
    force: values.force,
    migrateTarget: async () => {
      const { migratedPayload } = await import('../src/boot')
      await (await migratedPayload()).destroy()
    },
  })
  if (r.movedAside) console.log(`the previous data folder was moved to ${r.movedAside}`)
  if (r.schemaAside) console.log(`the database's previous tables were moved to the schema ${r.schemaAside}`)
  if (r.moved)
    console.log(`moved ${r.manifest.database} → ${r.into}: ${Object.values(r.moved).reduce((a, n) => a + n, 0)} rows`)
  console.log(
    `restored into ${r.into === 'sqlite' ? dataDir : 'PostgreSQL'}: taken ${r.manifest.takenAt}, migration ${r.manifest.lastMigration}, ${r.manifest.counts.orders ?? 0} orders`,
  )
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`restore refused: ${(err as Error).message}`)
    process.exit(1)
  },
)
