import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { freeBytes } from '@/lib/disk-full'
import { env } from '@/lib/env'
import { isLoopback } from '@/lib/http'
import { metrics } from '@/services/metrics'
import { fromCents } from '@/lib/money'
import { ORDER_STATUSES, type OrderStatus } from '@/features/orders/server'
import { orderTotalsByStatus } from '@/features/orders/server'
import { backupsOff, lastRuns } from '@/features/backup/server'
import type { Readiness } from './readiness'

/**
 * Statuses of an order that was paid (or sold on a dealer's payment terms) at some point: its total is
 * revenue, refunds apart. Not 'needs-attention': a held payment (ADR 0031) is not a sale until the
 * operator accepts it (then 'paid').
 */
export const PAID_STATUSES: readonly OrderStatus[] = [
  'accepted',
  'paid',
  'shipped',
  'delivered',
  'withdrawn',
  'refunded',
]

/**
 * Who may read /metrics: a scraper with `Authorization: Bearer $METRICS_TOKEN`, or a client on this
 * machine that connected directly (loopback peer, no forwarding header: a request relayed by the
 * reverse proxy is a visitor's, whatever address the proxy connects from). Both headers are written
 * by scripts/start.mjs over anything the client sent.
 */
export function mayReadMetrics(headers: Headers, token = process.env.METRICS_TOKEN): boolean {
  const auth = headers.get('authorization') ?? ''
  if (token && auth === `Bearer ${token}`) return true
  // x-vetrina-direct: set by scripts/start.mjs ('1' when no proxy header came with the request).
  return isLoopback(headers.get('x-vetrina-peer') ?? '') && headers.get('x-vetrina-direct') === '1'
}

type Db = {
  select(f: unknown): { from(t: unknown): { where(w: unknown): unknown; groupBy(g: unknown): Promise<unknown[]> } }
}

/** Reads the business figures from the database into the gauges (at each scrape: they are shared by every instance). */
export async function collectShopMetrics(payload: Payload, readiness?: Readiness): Promise<void> {
  const m = metrics()
  const { drizzle, tables } = payload.db as unknown as { drizzle: Db; tables: Record<string, Record<string, never>> }
  const rows = await orderTotalsByStatus(payload)
  let revenueCents = 0
  for (const status of ORDER_STATUSES) m.ordersByStatus.set({ status }, 0)
  for (const r of rows) {
    m.ordersByStatus.set({ status: r.status }, Number(r.n))
    if (PAID_STATUSES.includes(r.status as OrderStatus)) revenueCents += Math.round(Number(r.total) * 100)
  }
  m.paidRevenue.set(fromCents(revenueCents))

  const e = tables.payment_events
  const [refund] = (await (drizzle
    .select({ cents: sql<number>`coalesce(sum(${e.amount}), 0)` })
    .from(e)
    .where(sql`${e.type} = 'refund'`) as Promise<{ cents: number | string }[]>)) ?? [{ cents: 0 }]
  m.refunded.set(fromCents(Number(refund?.cents ?? 0)))

  // Every e-mail not sent yet; the age is that of the oldest one that could have been sent (an unpaid
  // order's confirmation waits for the payment up to an hour and is then void: it is not late).
  const q = tables.mail_queue
  const [pending] =
    (await (drizzle
      .select({
        n: sql<number>`count(*)`,
        oldest: sql<
          string | null
        >`min(CASE WHEN ${q.awaitStatus} IS NULL OR ${q.attempts} > 0 THEN ${q.createdAt} END)`,
      })
      .from(q)
      .where(sql`${q.status} = 'pending'`) as Promise<{ n: number | string; oldest: string | Date | null }[]>)) ?? []
  const failed = await payload.count({
    collection: 'mail-queue',
    where: { status: { equals: 'failed' } },
    overrideAccess: true,
  })
  m.outbox.set({ state: 'pending' }, Number(pending?.n ?? 0))
  m.outbox.set({ state: 'failed' }, failed.totalDocs)
  const oldest = pending?.oldest ? new Date(pending.oldest).getTime() : NaN
  m.outboxOldestAge.set(Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0)
  if (readiness) m.ready.set(readiness.ready ? 1 : 0)

  const { last, lastOk } = await lastRuns(payload)
  if (lastOk) m.backupLastSuccess.set(new Date(lastOk.finishedAt ?? lastOk.startedAt).getTime() / 1000)
  else m.backupLastSuccess.reset()
  m.backupLastFailed.set(last?.status === 'failed' ? 1 : 0)
  // Backups never in clear (issue 52): none is taken without encryption, and this says why.
  const off = backupsOff()
  m.backupDisabled.reset()
  m.backupDisabled.set({ reason: off?.reason ?? 'none' }, off ? 1 : 0)
  const free = freeBytes(env.dataDir)
  if (Number.isFinite(free)) m.dataFreeBytes.set(free)
}
