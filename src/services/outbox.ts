import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { log } from '@/lib/logger'
import { sendNow, type MailMessage } from './mailer'
import { allowHit } from './rate-limit'

/**
 * The outbox (ADR 0012): every e-mail is a row of `mail-queue` before anyone tries to send it, and a
 * row is sent by whoever holds its lease — one conditional UPDATE claims it — so two timer ticks or two
 * processes never send it at the same time. A failed send is tried again with exponential back-off
 * (1 minute, doubling, at most 6 hours apart) for RETRY_WINDOW (3 days); after that it is `failed`,
 * logged as an error and listed for the operator, who can send it again. Nothing is ever dropped.
 *
 * A row either carries its message (`kind` 'message') or names what to render at send time (`kind`
 * + `ref`, e.g. an order's confirmation with its PDF): a rendering error is retried like a send error.
 * An order's row is written before the order's status moves and waits for that move (`awaitStatus`),
 * so a crash or an error between the two can neither lose the e-mail nor send one for a move that did
 * not happen (features/orders/mail.ts).
 *
 * A request never waits for a send: it records its rows and starts their first try beside its answer
 * (services/queue-mail.ts: `queueMail`, `sendBeside`).
 */

export const LEASE_MS = 5 * 60_000
export const RETRY_WINDOW_MS = 3 * 24 * 60 * 60_000
const FIRST_RETRY_MS = 60_000
const MAX_RETRY_GAP_MS = 6 * 60 * 60_000
/** How long a row recorded before its order's move waits before a timer tick may take it. */
export const AWAIT_GRACE_MS = 60_000
/** A row waiting for an order move that has not happened after this long is void (the move was refused or lost). */
export const AWAIT_WINDOW_MS = 60 * 60_000

/** Wait before the next try after `attempts` failed ones: 1, 2, 4, … minutes, at most 6 hours. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_RETRY_GAP_MS, FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)))

export type QueuedRow = {
  id: number | string
  kind: string
  ref?: string | null
  awaitStatus?: string | null
  message?: unknown
  dedupeKey?: string | null
  createdAt: string
}

/**
 * What a row renders to at send time: the message, 'wait' (its order move has not happened yet) or
 * null (nothing to send any more: void). Rows of kind 'message' need none.
 */
export type Renderer = (payload: Payload, row: QueuedRow) => Promise<MailMessage | 'wait' | null>

type Table = Record<'id' | 'status' | 'nextAttemptAt' | 'leaseUntil' | 'attempts' | 'dedupeKey' | 'updatedAt', never>
type Db = {
  select(f: unknown): {
    from(t: unknown): {
      where(w: unknown): { orderBy(o: unknown): { limit(n: number): Promise<{ id: number | string }[]> } }
    }
  }
  update(t: unknown): {
    set(v: unknown): { where(w: unknown): { returning(r: unknown): Promise<{ id: unknown }[]> } }
  }
}

function queue(payload: Payload) {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  return { db: a.drizzle, t: a.tables.mail_queue }
}

type Entry = { message: MailMessage } | { kind: string; ref: string; awaitStatus?: string }

/**
 * Records a message (or what to render) in the outbox. With a dedupeKey a message is recorded at most
 * once, so a repeated event never sends it twice. Returns the row's id and whether it is new.
 */
export async function enqueue(
  payload: Payload,
  entry: Entry,
  dedupeKey?: string,
): Promise<{ id: number | string; created: boolean }> {
  const data =
    'message' in entry
      ? { kind: 'message', to: entry.message.to, subject: entry.message.subject, message: entry.message as never }
      : { kind: entry.kind, ref: entry.ref, awaitStatus: entry.awaitStatus }
  try {
    const doc = await payload.create({
      collection: 'mail-queue',
      overrideAccess: true,
      // A row that waits for an order's move is due a little later: the mover sends it right after the
      // move (transition → sendQueued); a timer tick that took it before the move would only see 'wait'
      // and push it 30 s back while the mover could not claim it. If the mover dies, a tick sends it then.
      data: {
        ...data,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: new Date(
          Date.now() + ('awaitStatus' in data && data.awaitStatus ? AWAIT_GRACE_MS : 0),
        ).toISOString(),
        dedupeKey,
      },
    })
    return { id: doc.id, created: true }
  } catch (err) {
    if (dedupeKey) {
      const existing = await payload.find({
        collection: 'mail-queue',
        where: { dedupeKey: { equals: dedupeKey } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      if (existing.docs[0]) return { id: existing.docs[0].id, created: false }
    }
    throw err
  }
}

/** Callbacks run after a row was sent or finally failed, by the prefix of its dedupe key ('submission' updates the stored request). */
const afterAttempt = new Map<string, (payload: Payload, id: string) => Promise<void>>()
export const onAttempted = (prefix: string, fn: (payload: Payload, id: string) => Promise<void>) =>
  afterAttempt.set(prefix, fn)

/** Takes the row's lease if it is due and nobody holds it; one statement, so one claimer wins. */
async function claim(payload: Payload, id: number | string, now: Date): Promise<boolean> {
  const { db, t } = queue(payload)
  const iso = now.toISOString()
  const rows = await db
    .update(t)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(), attempts: sql`${t.attempts} + 1` })
    .where(
      and(
        eq(t.id, id as never),
        eq(t.status, 'pending' as never),
        lte(t.nextAttemptAt, iso as never),
        or(isNull(t.leaseUntil), lt(t.leaseUntil, iso as never)),
      ),
    )
    .returning({ id: t.id })
  return rows.length === 1
}

/**
 * Tries the given rows now, whatever their schedule (an order's rows once its move happened), each only
 * if this call wins its lease.
 */
export async function sendQueued(payload: Payload, ids: (number | string)[], render?: Renderer): Promise<void> {
  if (!ids.length) return
  const now = new Date()
  const { db, t } = queue(payload)
  await db
    .update(t)
    .set({ nextAttemptAt: now.toISOString() })
    .where(and(inArray(t.id, ids as never), eq(t.status, 'pending' as never)))
    .returning({ id: t.id })
  for (const id of ids) await attempt(payload, id, render, now)
}

/**
 * While the relay refuses, at most one message is tried ahead of its retry slot per PROBE_EVERY_MS,
 * across every process (a database counter), and only one last tried at least that long ago: the probe. When a message that had failed goes through,
 * every message waiting for a retry is brought forward and sent at once, so the queue drains within a
 * tick or two of the relay's return instead of each waiting out its back-off (issue 37).
 */
export const PROBE_EVERY_MS = 30_000

/** Sends every due row it can claim (oldest first, up to `limit`). Called on a timer by every process. */
export async function drainOutbox(payload: Payload, render?: Renderer, limit = 25, now = new Date()): Promise<number> {
  const { db, t } = queue(payload)
  const iso = now.toISOString()
  const free = or(isNull(t.leaseUntil), lt(t.leaseUntil, iso as never))
  const dueRows = () =>
    db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.status, 'pending' as never), lte(t.nextAttemptAt, iso as never), free))
      .orderBy(asc(t.nextAttemptAt))
      .limit(limit)
  let due = await dueRows()
  if (!due.length) {
    const [waiting] = await db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.status, 'pending' as never),
          gt(t.attempts, 0 as never),
          // Last tried at least a slot ago: a message that just failed is not tried again at once.
          lte(t.updatedAt, new Date(now.getTime() - PROBE_EVERY_MS).toISOString() as never),
          free,
        ),
      )
      .orderBy(asc(t.nextAttemptAt))
      .limit(1)
    if (waiting && (await allowHit(payload, 'outbox:probe', 1, PROBE_EVERY_MS, { scalable: false }))) {
      await bringForward(payload, [waiting.id], now)
      due = [waiting]
    }
  }
  let sent = 0
  let recovered = false
  for (const { id } of due) {
    const outcome = await attempt(payload, id, render, now)
    if (outcome) sent += 1
    if (outcome === 'after-failures') recovered = true
  }
  if (recovered) {
    // The relay answers again: everything waiting for a retry goes now.
    await bringForward(payload, null, now)
    for (const { id } of await dueRows()) if (await attempt(payload, id, render, now)) sent += 1
  }
  return sent
}

/** Makes waiting rows due now (the given ones, or every one that has failed before). */
async function bringForward(payload: Payload, ids: (number | string)[] | null, now: Date) {
  const { db, t } = queue(payload)
  const iso = now.toISOString()
  await db
    .update(t)
    .set({ nextAttemptAt: iso })
    .where(
      and(
        eq(t.status, 'pending' as never),
        gt(t.nextAttemptAt, iso as never),
        ids ? inArray(t.id, ids as never) : gt(t.attempts, 0 as never),
      ),
    )
    .returning({ id: t.id })
}

/** One try of a row: false when not sent, 'after-failures' when sent after earlier failed tries. */
async function attempt(
  payload: Payload,
  id: number | string,
  render: Renderer | undefined,
  now: Date,
): Promise<boolean | 'after-failures'> {
  if (!(await claim(payload, id, now))) return false
  const row = await payload.findByID({ collection: 'mail-queue', id, depth: 0, overrideAccess: true })
  const update = (data: Record<string, unknown>) =>
    payload.update({ collection: 'mail-queue', id, overrideAccess: true, data: { leaseUntil: null, ...data } })
  const age = now.getTime() - new Date(row.retryFrom ?? row.createdAt).getTime()
  try {
    const message =
      row.kind === 'message' || !row.kind
        ? (row.message as MailMessage)
        : render
          ? await render(payload, row as QueuedRow)
          : 'wait'
    if (message === null) {
      await update({ status: 'void', attempts: Math.max(0, (row.attempts ?? 1) - 1) })
      return false
    }
    if (message === 'wait') {
      // Not a failed try: the order's move (or, without a renderer, a process that has one) is awaited.
      if (age > AWAIT_WINDOW_MS && render) {
        await update({ status: 'void', lastError: 'the order never reached the awaited status' })
        return false
      }
      await update({
        attempts: Math.max(0, (row.attempts ?? 1) - 1),
        nextAttemptAt: new Date(now.getTime() + 30_000).toISOString(),
      })
      return false
    }
    await sendNow(message)
    await update({
      status: 'sent',
      to: message.to,
      subject: message.subject,
      sentAt: now.toISOString(),
      lastError: null,
    })
    await after(payload, row.dedupeKey)
    return row.lastError ? 'after-failures' : true
  } catch (err) {
    const error = (err as Error).message.slice(0, 500)
    const attempts = row.attempts ?? 1
    if (age + backoffMs(attempts) > RETRY_WINDOW_MS) {
      log.error('e-mail finally not sent: listed for the operator', { id, subject: row.subject, attempts, error })
      await update({ status: 'failed', lastError: error })
      await after(payload, row.dedupeKey)
    } else {
      log.warn('e-mail not sent, will try again', { id, subject: row.subject, attempts, error })
      await update({ lastError: error, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString() })
    }
    return false
  }
}

async function after(payload: Payload, dedupeKey: string | null | undefined) {
  if (!dedupeKey) return
  const [prefix, ...rest] = dedupeKey.split(':')
  await afterAttempt.get(prefix!)?.(payload, rest.join(':'))
}

/** Rows recorded for a move that was then refused: nothing to send. */
export async function voidQueued(payload: Payload, ids: (number | string)[]): Promise<void> {
  if (!ids.length) return
  await payload.update({
    collection: 'mail-queue',
    where: { and: [{ id: { in: ids } }, { status: { equals: 'pending' } }] },
    overrideAccess: true,
    data: { status: 'void' },
  })
}
