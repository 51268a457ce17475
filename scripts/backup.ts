// `npm run backup [-- --plain]` (README "Backups and restore"): one archive of the running shop — database
// snapshot, media, generated secrets, the ten-year invoice archive, manifest — into BACKUP_DIR (default
// DATA_DIR/backups) and the bucket when one is configured, then old archives pruned. Never in clear
// (issue 52): encrypted to BACKUP_AGE_RECIPIENT (age public keys) or with BACKUP_PASSPHRASE; with
// neither it refuses, and `--plain` (the operator's explicit request) writes a plain archive kept on this
// machine only, never copied to the bucket. Archives are readable by their owner only (0600). Safe while
// the shop serves; recorded in /cms like the scheduled ones.

import os from 'node:os'
import { parseArgs } from 'node:util'

async function main() {
  const { values } = parseArgs({ options: { plain: { type: 'boolean' } } })
  const { env } = await import('../src/lib/env')
  const { backupEncryption } = await import('@/features/backup/server')
  const chosen = backupEncryption(env.backup)
  // Refused before the shop is even loaded: nothing written, nothing recorded.
  if (!chosen.ok && !values.plain) throw new Error(chosen.message)
  // A backup yields the CPU to the shop it copies (pg_dump and the compression inherit this).
  os.setPriority(19)
  const { getShopPayload } = await import('../src/boot')
  const { runBackup } = await import('@/features/backup/server')
  const payload = await getShopPayload()
  const r = await runBackup(payload, 'command', new Date(), { plain: values.plain })
  if (!r.ok) throw new Error(r.error)
  console.log(`backup written: ${r.destinations.join(', ')} (${(r.bytes / 1024 / 1024).toFixed(1)} MB)`)
  if (values.plain) {
    const { PLAIN_KEEP_DAYS } = await import('@/features/backup/server')
    console.log(
      `  not encrypted (--plain): it holds personal data, password hashes and the shop’s secrets; kept here only, not copied to the bucket, pruned after ${PLAIN_KEEP_DAYS} days, and not counted as the last good backup`,
    )
  } else
    console.log(
      chosen.ok && chosen.encryption.kind === 'recipients'
        ? '  encrypted to BACKUP_AGE_RECIPIENT: only its identity (the private key) opens it'
        : '  encrypted with BACKUP_PASSPHRASE',
    )
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`backup failed: ${(err as Error).message}`)
    process.exit(1)
  },
)
