import type { Payload } from 'payload'
import { env } from '@/lib/env'
import type { BackupRun } from '@/payload-types'
import { backupEncryption, type BackupOff } from './encryption'
import { ENCRYPTED_SUFFIX } from './retention'

/**
 * Where the backups stand (issue 36), read from the `backup-runs` rows: whether one is due, and what the
 * operator is told in /cms and by the metrics. Light on purpose: the dashboard and /metrics import it.
 */
export const WARN_AFTER_MS = 48 * 3_600_000
export type RunView = { status: 'running' | 'ok' | 'failed'; startedAt: string; finishedAt?: string | null }

/** Due when there is no good backup yet, or the last good one started at least a period ago. */
export function backupDue(lastOk: RunView | null, now: Date, everyMs: number): boolean {
  if (!everyMs) return false
  return !lastOk || now.getTime() - new Date(lastOk.startedAt).getTime() >= everyMs
}

/**
 * Why the shop takes no backup now — no encryption configured, or a public key that is not one (issue
 * 52) — or null. Read by the schedule, /cms and /metrics.
 */
export function backupsOff(): BackupOff | null {
  const r = backupEncryption(env.backup)
  return r.ok ? null : { reason: r.reason, message: r.message }
}

/** How the shop's archives are encrypted now, for the operator (null: backups are off). */
export function backupEncryptionKind(): 'recipients' | 'passphrase' | null {
  const r = backupEncryption(env.backup)
  return r.ok ? r.encryption.kind : null
}

export type BackupHealth = 'ok' | 'failed' | 'stale' | 'never'

/** What the operator is told: the last run failed, the last good one is older than 48 hours, or none yet. */
export function backupHealth(last: RunView | null, lastOk: RunView | null, now: Date): BackupHealth {
  if (last?.status === 'failed') return 'failed'
  if (!lastOk) return 'never'
  return now.getTime() - new Date(lastOk.finishedAt ?? lastOk.startedAt).getTime() > WARN_AFTER_MS ? 'stale' : 'ok'
}

/**
 * The newest finished run and the newest good one. Only encrypted archives count as good backups
 * (issue 52): a plain one (`npm run backup -- --plain`, kept on this machine only) neither delays the
 * next scheduled backup nor its bucket copy, nor makes /cms or /metrics look healthy; it is listed with
 * the other runs in /cms's Backups.
 */
export async function lastRuns(payload: Payload): Promise<{ last: BackupRun | null; lastOk: BackupRun | null }> {
  const find = (where: object) =>
    payload
      .find({
        collection: 'backup-runs',
        where: where as never,
        sort: '-startedAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      .then((r) => (r.docs[0] as BackupRun | undefined) ?? null)
  const ok = { and: [{ status: { equals: 'ok' } }, { file: { like: ENCRYPTED_SUFFIX } }] }
  const [last, lastOk] = await Promise.all([find({ or: [{ status: { equals: 'failed' } }, ok] }), find(ok)])
  return { last, lastOk }
}
