import fs from 'node:fs'

/** ENOSPC, as Node, sharp or the database drivers report it (a full disk: the operator must free space). */
export const isDiskFull = (err: unknown): boolean =>
  (err as NodeJS.ErrnoException)?.code === 'ENOSPC' ||
  /ENOSPC|no space left on device|SQLITE_FULL|database or disk is full|could not extend file/i.test(
    String((err as Error)?.message ?? ''),
  )

/** Bytes a non-root process may still write on the disk of `dir` (Infinity when it cannot be read). */
export function freeBytes(dir: string): number {
  try {
    const s = fs.statfsSync(dir)
    return s.bavail * s.bsize
  } catch {
    return Infinity
  }
}

/**
 * Whether a failed write of `bytes` into `dir` was the disk being full: the error says so, or (a library
 * wrapped it in its own words, as Payload does for uploads) the disk has less room than was asked for.
 */
export const failedForSpace = (err: unknown, dir: string, bytes: number): boolean =>
  isDiskFull(err) || freeBytes(dir) < bytes
