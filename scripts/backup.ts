// `npm run backup` (README "Backups and restore"): one archive of the running shop — database snapshot,
// media, generated secrets, manifest — into BACKUP_DIR (default DATA_DIR/backups), encrypted with age
// when BACKUP_PASSPHRASE is set. Safe while the shop serves.
import path from 'node:path'

async function main() {
  const { getShopPayload } = await import('../src/payload/shop-payload')
  const { takeBackup } = await import('../src/features/backup/backup')
  const { env } = await import('../src/lib/env')
  const payload = await getShopPayload()
  const backupDir = path.resolve(process.env.BACKUP_DIR || path.join(env.dataDir, 'backups'))
  const r = await takeBackup(payload, { backupDir, passphrase: process.env.BACKUP_PASSPHRASE || undefined })
  const counts = Object.entries(r.manifest.counts)
    .filter(([, n]) => n > 0)
    .map(([c, n]) => `${c} ${n}`)
    .join(', ')
  console.log(`backup written: ${r.file} (${(r.bytes / 1024 / 1024).toFixed(1)} MB in ${(r.ms / 1000).toFixed(1)} s)`)
  console.log(`  ${r.manifest.database}, migration ${r.manifest.lastMigration}; ${counts}`)
  if (!process.env.BACKUP_PASSPHRASE) console.log('  not encrypted: set BACKUP_PASSPHRASE (it holds personal data)')
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`backup failed: ${(err as Error).message}`)
    process.exit(1)
  },
)
