// `npm run backup` (README "Backups and restore"): one archive of the running shop — database snapshot,
// media, generated secrets, the ten-year invoice archive, manifest — into BACKUP_DIR (default
// DATA_DIR/backups) and the bucket when one is configured, encrypted with age when BACKUP_PASSPHRASE is
// set, then old archives pruned. Safe while the shop serves; recorded in /cms like the scheduled ones.

import os from 'node:os'

async function main() {
  // A backup yields the CPU to the shop it copies (pg_dump and the compression inherit this).
  os.setPriority(19)
  const { getShopPayload } = await import('../src/payload/shop-payload')
  const { runBackup } = await import('../src/features/backup/schedule')
  const payload = await getShopPayload()
  const r = await runBackup(payload, 'command')
  if (!r.ok) throw new Error(r.error)
  console.log(`backup written: ${r.destinations.join(', ')} (${(r.bytes / 1024 / 1024).toFixed(1)} MB)`)
  if (!process.env.BACKUP_PASSPHRASE) console.log('  not encrypted: set BACKUP_PASSPHRASE (it holds personal data)')
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`backup failed: ${(err as Error).message}`)
    process.exit(1)
  },
)
