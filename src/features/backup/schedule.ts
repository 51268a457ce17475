import type { Payload } from 'payload'
import { isDiskFull } from '@/lib/disk-full'
import { env } from '@/lib/env'
import { log } from '@/lib/logger'
import { allowHit } from '@/lib/rate-limit'
import { takeBackup } from './backup'
import { backupDue, lastRuns } from './status'
import { pruneBucket, pruneLocal, uploadArchive } from './store'

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

/** One backup, recorded: archive, copy to the bucket, pruning. A failure is logged as an error and recorded. */
export async function runBackup(
  payload: Payload,
  trigger: 'schedule' | 'command',
  now = new Date(),
): Promise<RunOutcome> {
  const settings = env.backup
  const run = await payload.create({
    collection: 'backup-runs',
    overrideAccess: true,
    data: { status: 'running', trigger, startedAt: now.toISOString() },
  })
  try {
    const r = await takeBackup(payload, { backupDir: settings.dir, passphrase: settings.passphrase, now })
    const destinations = [r.file]
    if (settings.bucket) destinations.push(await uploadArchive(settings.bucket, r.file))
    let pruned = pruneLocal(settings.dir, now).length
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

/** A look from the timer: runs the backup when it is due and this instance takes the lease. */
export async function backupTick(payload: Payload, now = new Date()): Promise<RunOutcome | null> {
  const everyMs = env.backup.everyMs
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
