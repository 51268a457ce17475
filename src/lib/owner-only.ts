import fs from 'node:fs'

/** Readable and writable by the owner only: the mode of every file in DATA_DIR that holds personal data or a secret. */
export const OWNER_ONLY = 0o600

/**
 * Makes the given files owner-only (0600) where they exist and let anyone else in (group or other bits);
 * missing files are skipped. Returns the files changed. The shop's SQLite database is created by SQLite
 * with the umask's mode (0644 under the usual 022), and SQLite gives its -wal and -shm the database
 * file's mode: closing vetrina.db closes the logs it creates from then on.
 */
export function ownerOnlyFiles(files: readonly string[]): string[] {
  const changed: string[] = []
  for (const file of files) {
    let st: fs.Stats
    try {
      st = fs.lstatSync(file)
    } catch {
      continue
    }
    if (!st.isFile() || (st.mode & 0o077) === 0) continue
    fs.chmodSync(file, OWNER_ONLY)
    changed.push(file)
  }
  return changed
}

/** The SQLite database file of `dataDir` and its write-ahead log and shared-memory index. */
export const sqliteFiles = (dbFile: string) => [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]
