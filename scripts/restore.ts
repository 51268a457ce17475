// `npm run restore -- <archive> [--force]` (README "Backups and restore"): checks the archive against its
// manifest (and BACKUP_PASSPHRASE when it is encrypted) before writing anything, then restores the
// embedded shop into DATA_DIR — empty, or moved aside with --force. Start the shop afterwards: it applies
// the migrations of a newer code itself.
import path from 'node:path'
import { parseArgs } from 'node:util'

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } })
  const file = positionals[0]
  if (!file) throw new Error('usage: npm run restore -- <archive> [--force]')
  const { restoreIntoDataDir } = await import('../src/features/backup/restore')
  const dataDir = path.resolve(process.env.DATA_DIR || 'data')
  const r = await restoreIntoDataDir(path.resolve(file), {
    dataDir,
    passphrase: process.env.BACKUP_PASSPHRASE || undefined,
    force: values.force,
  })
  if (r.movedAside) console.log(`the previous data folder was moved to ${r.movedAside}`)
  console.log(
    `restored into ${dataDir}: taken ${r.manifest.takenAt}, migration ${r.manifest.lastMigration}, ${r.manifest.counts.orders ?? 0} orders`,
  )
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`restore refused: ${(err as Error).message}`)
    process.exit(1)
  },
)
