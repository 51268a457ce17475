import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { metrics } from './metrics'

type Table = { key: never; count: never; windowStart: never; updatedAt: never }
type Db = {
  insert(t: unknown): {
    values(v: unknown): { onConflictDoUpdate(c: unknown): { returning(r: unknown): Promise<{ count: unknown }[]> } }
  }
  delete(t: unknown): { where(w: unknown): Promise<unknown> }
}

/**
 * The shop's abuse limits, one row each (the numbers are multiplied by RATE_LIMIT_SCALE): the counter's
 * key is `<policy>:<subject>` (a client address, an account or an e-mail address). Past the limit a
 * `block` policy refuses; a `captcha` policy asks for the self-hosted captcha instead, so that many real
 * customers behind one shared address (an office, a mobile carrier) are slowed down, never locked out.
 * ADR 0003 explains the choices.
 */
export const LIMITS = {
  'login:ip': { limit: 30, windowMs: 10 * 60_000, over: 'block' },
  'login:acct': { limit: 10, windowMs: 10 * 60_000, over: 'block' },
  'signup:ip': { limit: 3, windowMs: 60 * 60_000, over: 'captcha' },
  'signup:existing': { limit: 3, windowMs: 24 * 60 * 60_000, over: 'block' },
  'email-change:to': { limit: 3, windowMs: 24 * 60 * 60_000, over: 'block' },
  'reset:ip': { limit: 5, windowMs: 60 * 60_000, over: 'block' },
  // Reset links to one mailbox, whoever asks: each also replaces the link sent before.
  'reset:email': { limit: 3, windowMs: 60 * 60_000, over: 'block' },
  // "Send the verification link again" from the account dashboard, per account.
  'verify-resend:acct': { limit: 3, windowMs: 60 * 60_000, over: 'block' },
  'contact:ip': { limit: 3, windowMs: 10 * 60_000, over: 'captcha' },
  'business:ip': { limit: 3, windowMs: 10 * 60_000, over: 'captcha' },
  'newsletter:ip': { limit: 3, windowMs: 60 * 60_000, over: 'captcha' },
  'newsletter:email': { limit: 3, windowMs: 24 * 60 * 60_000, over: 'block' },
  // Back-in-stock sign-ups (issue 40): from one address, and confirmation e-mails to one mailbox.
  'stock-alert:ip': { limit: 10, windowMs: 60 * 60_000, over: 'block' },
  'stock-alert:email': { limit: 3, windowMs: 24 * 60 * 60_000, over: 'block' },
  // Reviews written or edited from one address (issue 40), and "useful" votes.
  'review:ip': { limit: 20, windowMs: 60 * 60_000, over: 'block' },
  'review-helpful:ip': { limit: 30, windowMs: 60 * 60_000, over: 'block' },
  'withdrawal-link:ip': { limit: 10, windowMs: 60 * 60_000, over: 'block' },
  'withdrawal-link:order': { limit: 3, windowMs: 24 * 60 * 60_000, over: 'block' },
  // Wrong second-factor codes for one operator account (issue 42): past it every code is refused for a while.
  'second-factor:acct': { limit: 5, windowMs: 15 * 60_000, over: 'block' },
  // Discount codes that do not exist, tried from one address: past it every code is refused for a while.
  'code:ip': { limit: 10, windowMs: 15 * 60_000, over: 'block' },
  // The header's suggestions (a request per pause in typing) and nothing more from one address.
  'search:ip': { limit: 120, windowMs: 60_000, over: 'block' },
  // Pickup-point searches at checkout (issue 55): each one is a call to the carrier's API.
  'pickup:ip': { limit: 30, windowMs: 10 * 60_000, over: 'block' },
  // Real visits' Core Web Vitals beacons (issue 56): a page view sends one or two, so a flood from one
  // address moves the figures by at most this many; past it the beacons are answered 204 and dropped.
  'vitals:ip': { limit: 30, windowMs: 10 * 60_000, over: 'block' },
  // And per day: 30 per 10 minutes would still let one address send thousands a day and make a small
  // shop's 75th percentile alone. The subject is a keyed hash of the address (IPv6 by its /64).
  'vitals:ip-day': { limit: 100, windowMs: 24 * 60 * 60_000, over: 'block' },
} as const satisfies Record<string, { limit: number; windowMs: number; over: 'block' | 'captcha' }>
export type LimitPolicy = keyof typeof LIMITS

/** One hit against a policy of the table for `subject`; true when it is allowed. */
export async function allowPolicy(payload: Payload, policy: LimitPolicy, subject: string): Promise<boolean> {
  const allowed = await allowHit(payload, `${policy}:${subject}`, LIMITS[policy].limit, LIMITS[policy].windowMs)
  if (!allowed) metrics().rateLimitRefusals.inc({ policy })
  return allowed
}

/** RATE_LIMIT_SCALE multiplies the abuse limits (the end-to-end suite signs up many accounts from one IP). */
const limitScale = () => Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)

/**
 * Whether `subject` is already past a policy's limit, without counting a hit (a code guesser is refused
 * every code, known ones included, so the answers stop telling codes apart).
 */
export async function pastPolicy(payload: Payload, policy: LimitPolicy, subject: string): Promise<boolean> {
  const { limit, windowMs } = LIMITS[policy]
  const scaled = limit * limitScale()
  const res = await payload.find({
    collection: 'rate-limits',
    where: { key: { equals: `${policy}:${subject}` } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = res.docs[0] as { count?: number; windowStart?: string } | undefined
  if (!row?.windowStart || new Date(row.windowStart).getTime() < Date.now() - windowMs) return false
  return (row.count ?? 0) >= scaled
}

/** Rows older than this are deleted now and then (no window is longer than a day). */
const KEEP_MS = 24 * 60 * 60_000
let sinceCleanup = 0

/**
 * Fixed-window counter kept in the database, so it holds across restarts and processes. Each hit is
 * one atomic statement (insert, or on conflict reset the window or add one), so concurrent hits never
 * overshoot the limit. Returns true when this hit is allowed.
 */
export async function allowHit(
  payload: Payload,
  key: string,
  limit: number,
  windowMs: number,
  { scalable = true } = {},
): Promise<boolean> {
  if (scalable) limit *= limitScale()
  const { drizzle, tables } = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  const t = tables.rate_limits
  const now = new Date()
  const nowIso = now.toISOString()
  const cutoff = new Date(now.getTime() - windowMs).toISOString()
  const rows = await drizzle
    .insert(t)
    .values({ key, count: 1, windowStart: nowIso, updatedAt: nowIso, createdAt: nowIso })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`CASE WHEN ${t.windowStart} < ${cutoff} THEN 1 ELSE ${t.count} + 1 END`,
        windowStart: sql`CASE WHEN ${t.windowStart} < ${cutoff} THEN ${nowIso} ELSE ${t.windowStart} END`,
        updatedAt: nowIso,
      },
    })
    .returning({ count: t.count })
  if (++sinceCleanup >= 500) {
    sinceCleanup = 0
    await drizzle.delete(t).where(sql`${t.updatedAt} < ${new Date(now.getTime() - KEEP_MS).toISOString()}`)
  }
  return Number(rows[0]?.count ?? Infinity) <= limit
}

/** Deletes a policy's counters whose window has passed (they would start again from one anyway). */
export async function pruneExpiredHits(payload: Payload, policy: LimitPolicy, now = new Date()): Promise<void> {
  const { drizzle, tables } = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  const t = tables.rate_limits
  const cutoff = new Date(now.getTime() - LIMITS[policy].windowMs).toISOString()
  await drizzle.delete(t).where(sql`${t.key} LIKE ${`${policy}:%`} AND ${t.windowStart} < ${cutoff}`)
}

/**
 * Gives one hit back (a counted attempt that turned out to be allowed not to count, like a right code):
 * one atomic UPDATE, never below zero.
 */
export async function returnHit(payload: Payload, key: string): Promise<void> {
  const { drizzle, tables } = payload.db as unknown as {
    drizzle: { update(t: unknown): { set(v: unknown): { where(w: unknown): Promise<unknown> } } }
    tables: Record<string, Table>
  }
  const t = tables.rate_limits
  await drizzle
    .update(t)
    .set({ count: sql`${t.count} - 1` })
    .where(sql`${t.key} = ${key} AND ${t.count} > 0`)
}

export async function resetHits(payload: Payload, key: string): Promise<void> {
  await payload.delete({ collection: 'rate-limits', where: { key: { equals: key } }, overrideAccess: true })
}
