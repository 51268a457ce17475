import type { Payload } from 'payload'
import { sendQueued, type Renderer } from './outbox'

/**
 * The operator's side of the outbox (services/outbox.ts, ADR 0012): the rows that finally failed after their
 * retry window, listed in the back office, and "send again" once the mail server is mended.
 */

/** The operator's "send again" for a failed row: due now, a fresh retry window. */
export async function sendAgain(payload: Payload, id: number | string, render?: Renderer): Promise<boolean> {
  const row = await payload.findByID({
    collection: 'mail-queue',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!row || row.status !== 'failed') return false
  await payload.update({
    collection: 'mail-queue',
    id,
    overrideAccess: true,
    data: {
      status: 'pending',
      attempts: 0,
      leaseUntil: null,
      nextAttemptAt: new Date().toISOString(),
      retryFrom: new Date().toISOString(),
    },
  })
  await sendQueued(payload, [id], render)
  return true
}

/** The rows that finally failed, newest first: the operator's list (with "send again"). */
export async function failedMail(payload: Payload, limit = 20) {
  const res = await payload.find({
    collection: 'mail-queue',
    where: { status: { equals: 'failed' } },
    sort: '-updatedAt',
    limit,
    depth: 0,
    overrideAccess: true,
    select: { to: true, subject: true, kind: true, ref: true, lastError: true, updatedAt: true, attempts: true },
  })
  return { rows: res.docs, total: res.totalDocs }
}
