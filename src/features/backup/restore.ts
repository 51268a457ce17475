import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ArchiveRefused, unpackArchive } from './archive'
import { GENERATED_SECRETS } from './backup'
import type { Manifest } from './manifest'

export type RestoreResult = { manifest: Manifest; movedAside?: string }

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0

/**
 * `npm run restore -- <archive>` into DATA_DIR (README "Backups and restore"), for an archive of the
 * embedded SQLite shop. The archive is unpacked and checked against its manifest first: a truncated,
 * damaged, foreign or wrongly decrypted archive is refused and nothing is written. A DATA_DIR that is
 * not empty is refused unless `force`, and then moved aside (`<DATA_DIR>.before-restore-<time>`), never
 * deleted. The migrations of a newer code run at the next start (the shop applies them itself).
 */
export async function restoreIntoDataDir(
  file: string,
  opts: { dataDir: string; passphrase?: string; force?: boolean; now?: Date },
): Promise<RestoreResult> {
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-restore-'))
  try {
    const manifest = await unpackArchive(file, unpacked, opts.passphrase)
    if (manifest.database !== 'sqlite')
      throw new ArchiveRefused('this archive holds a PostgreSQL dump: restore it with pg_restore into DATABASE_URL')
    let movedAside: string | undefined
    if (!isEmptyDir(opts.dataDir)) {
      if (!opts.force)
        throw new ArchiveRefused(
          `${opts.dataDir} is not empty: restore into an empty folder, or add --force to move it aside`,
        )
      movedAside = `${opts.dataDir}.before-restore-${(opts.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`
      fs.renameSync(opts.dataDir, movedAside)
    }
    fs.mkdirSync(opts.dataDir, { recursive: true })
    fs.copyFileSync(path.join(unpacked, 'database', 'vetrina.db'), path.join(opts.dataDir, 'vetrina.db'))
    if (fs.existsSync(path.join(unpacked, 'media')))
      fs.cpSync(path.join(unpacked, 'media'), path.join(opts.dataDir, 'media'), { recursive: true })
    for (const name of GENERATED_SECRETS) {
      const from = path.join(unpacked, 'secrets', name)
      if (fs.existsSync(from)) {
        fs.copyFileSync(from, path.join(opts.dataDir, name))
        fs.chmodSync(path.join(opts.dataDir, name), 0o600)
      }
    }
    return { manifest, movedAside }
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true })
  }
}
