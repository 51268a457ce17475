import type { Payload } from 'payload'
import { isDiskFull } from '@/lib/disk-full'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { allowHit } from '@/services/rate-limit'
import { takeBackup } from './backup'
import { backupEncryption, type BackupOff, type Encryption } from './encryption'
import { backupDue, backupsOff, lastRuns } from './status'
import { ownerOnly, pruneBucket, pruneLocal, uploadArchive } from './store'

/**
 * The shop's own backups (issue 36): every instance looks now and then whether one is due
 * (BACKUP_EVERY_HOURS since the last good one); the first to take the database lease runs it, so several
 * instances make one backup. Each run — scheduled or `npm run backup` — is a `backup-runs` row the
 * operator reads in /cms, and ends with the pruning of old archives here and in the bucket.
 */

/** Holds the backup to one instance; a run that dies lets another try once it lapses. */
export const LEASE_MS = 30 * 60_000

export type RunOutcome =
  { ok: true; file: string; bytes: number; destinations: string[] } | { ok: false; error: string }

/** Said in the log when a look finds backups off: at once, then once an hour while it stays so. */
let lastSaid: { reason: string; at: number } | null = null
function sayOff(off: BackupOff) {
  if (lastSaid?.reason === off.reason && Date.now() - lastSaid.at < 3_600_000) return
  lastSaid = { reason: off.reason, at: Date.now() }
  log.error('backups are off', { reason: off.reason, message: off.message })
}

/** At the start of a process whose shop backs itself up: says at once when backups are off, and why. */
export function sayIfBackupsOff(): void {
  const off = backupsOff()
  if (off) sayOff(off)
}

/**
 * One backup, recorded: archive, copy to the bucket, pruning. A failure is logged as an error and
 * recorded. Never in clear (issue 52): encrypted as the settings say, and with no encryption configured
 * none is taken; `plain` (`npm run backup -- --plain`, the operator's explicit request) writes a plain
 * archive here only, never to the bucket.
 */
export async function runBackup(
  payload: Payload,
  trigger: 'schedule' | 'command',
  now = new Date(),
  opts: { plain?: boolean } = {},
): Promise<RunOutcome> {
  const settings = env.backup
  let encryption: Encryption = { kind: 'plain' }
  if (!opts.plain) {
    const chosen = backupEncryption(settings)
    if (!chosen.ok) {
      sayOff(chosen)
      return { ok: false, error: chosen.message }
    }
    encryption = chosen.encryption
  }
  const run = await payload.create({
    collection: 'backup-runs',
    overrideAccess: true,
    data: { status: 'running', trigger, startedAt: now.toISOString() },
  })
  try {
    const r = await takeBackup(payload, { backupDir: settings.dir, encryption, now })
    const destinations = [r.file]
    // A plain archive never leaves this machine.
    if (settings.bucket && encryption.kind !== 'plain') destinations.push(await uploadArchive(settings.bucket, r.file))
    if (encryption.kind === 'plain')
      log.warn('plain backup: not encrypted, kept on this machine only', { file: r.file, trigger })
    let pruned = pruneLocal(settings.dir, now).length
    const closed = ownerOnly(settings.dir)
    if (closed) log.warn('backups made readable by their owner only', { dir: settings.dir, files: closed })
    if (settings.bucket) pruned += (await pruneBucket(settings.bucket, now)).length
    await payload.update({
      collection: 'backup-runs',
      id: run.id,
      overrideAccess: true,
      data: {
        status: 'ok',
        finishedAt: new Date().toISOString(),
        file: r.file.split('/').pop(),
        bytes: r.bytes,
        destinations: destinations.join(' · '),
        pruned,
      },
    })
    log.info('backup written', { file: r.file, bytes: r.bytes, ms: r.ms, destinations: destinations.length, pruned })
    return { ok: true, file: r.file, bytes: r.bytes, destinations }
  } catch (err) {
    const error = isDiskFull(err) ? `disk full: ${(err as Error).message}` : (err as Error).message
    log.error('backup failed', { error, trigger })
    await payload
      .update({
        collection: 'backup-runs',
        id: run.id,
        overrideAccess: true,
        data: { status: 'failed', finishedAt: new Date().toISOString(), error },
      })
      .catch(() => undefined)
    return { ok: false, error }
  }
}

/**
 * A look from the timer: runs the backup when it is due and this instance takes the lease. With no
 * encryption configured none is taken, and the log says why (/cms and /metrics too, from backupsOff).
 */
export async function backupTick(payload: Payload, now = new Date()): Promise<RunOutcome | null> {
  const everyMs = env.backup.everyMs
  const off = backupsOff()
  if (off) {
    sayOff(off)
    return null
  }
  if (!backupDue((await lastRuns(payload)).lastOk, now, everyMs)) return null
  const lease = Math.min(LEASE_MS, Math.max(10_000, everyMs / 2))
  if (!(await allowHit(payload, 'backup:lease', 1, lease, { scalable: false }))) return null
  // Another instance may have finished one between the look and the lease.
  if (!backupDue((await lastRuns(payload)).lastOk, now, everyMs)) return null
  await closeInterrupted(payload, now)
  return runBackup(payload, 'schedule', now)
}

/**
 * Runs still 'running' long after any backup could last were cut short (the process stopped or was
 * killed): recorded as failed, so the operator sees them for what they were.
 */
export async function closeInterrupted(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'backup-runs',
    overrideAccess: true,
    where: {
      and: [
        { status: { equals: 'running' } },
        { startedAt: { less_than: new Date(now.getTime() - LEASE_MS).toISOString() } },
      ],
    },
    data: {
      status: 'failed',
      finishedAt: now.toISOString(),
      error: 'interrupted: the process stopped during the backup',
    },
  })
  return docs.length
}

/** How often the timer looks: a tenth of the period, between 5 seconds and 10 minutes. */
export const tickMs = (everyMs: number) => Math.min(10 * 60_000, Math.max(5_000, Math.round(everyMs / 10)))
