import { and, gte, lt, lte, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { metrics } from '@/services/metrics'
import { pruneExpiredHits } from '@/services/rate-limit'
import { daysBefore, romeDay } from '@/lib/rome-day'
import type { VitalsBeacon } from './beacon'
import {
  bucketOf,
  PAGE_TYPES,
  prometheusValue,
  VITAL_NAMES,
  VITALS,
  type PageType,
  type VitalName,
} from './definitions'
import { p75, type BucketCount } from './percentile'

type Table = {
  day: never
  metric: never
  pageType: never
  lang: never
  device: never
  le: never
  count: never
  updatedAt: never
}
type Row = { metric: string; pageType: string; le: number | string; n: number | string }
type Db = {
  insert(t: unknown): { values(v: unknown): { onConflictDoUpdate(c: unknown): Promise<unknown> } }
  delete(t: unknown): { where(w: unknown): Promise<unknown> }
  select(fields: unknown): {
    from(t: unknown): { where(w: unknown): { groupBy(...c: unknown[]): Promise<Row[]> } }
  }
}

const tableOf = (payload: Payload) => {
  const a = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  return { db: a.drizzle, t: a.tables.web_vitals! }
}

/** Days of counts kept: the dashboard's longest window (28 days) and a week to spare. */
export const KEEP_DAYS = 35
/** The Rome day this process last pruned on: the first beacon of a new day prunes (the DELETE is idempotent). */
let prunedOn = ''

/**
 * Records an accepted beacon: each measurement goes into its Prometheus histogram (this instance's; the
 * instances' series are summed by Prometheus) and into its bucket's daily count in the database, for the
 * dashboard. The counts are one atomic statement — a multi-row insert whose rows that exist add one
 * (the metrics of a beacon are distinct, so no row is touched twice) — so concurrent beacons on any
 * number of instances are all counted. Old counts are pruned on write: every PRUNE_EVERY beacons of a
 * process, rows older than KEEP_DAYS days are deleted (no periodic job prunes the shop's counters; the
 * rate limits and the audit log are pruned on write too). Throws when the database does.
 */
export async function recordVitals(payload: Payload, beacon: VitalsBeacon, now = new Date()): Promise<void> {
  const { page, lang, device } = beacon
  const m = metrics().webVitals
  for (const { name, value } of beacon.metrics)
    m[name].observe({ page_type: page, lang, device }, prometheusValue(name, value))
  const { db, t } = tableOf(payload)
  const day = romeDay(now)
  const at = now.toISOString()
  // The rows in one order (the metrics' own), so two beacons adding to the same rows at once take their
  // locks in the same order and never deadlock (PostgreSQL).
  const measured = [...beacon.metrics].sort((a, b) => VITAL_NAMES.indexOf(a.name) - VITAL_NAMES.indexOf(b.name))
  await db
    .insert(t)
    .values(
      measured.map(({ name, value }) => ({
        day,
        metric: name,
        pageType: page,
        lang,
        device,
        le: bucketOf(name, value),
        count: 1,
        updatedAt: at,
        createdAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [t.day, t.metric, t.pageType, t.lang, t.device, t.le],
      set: { count: sql`${t.count} + 1`, updatedAt: at },
    })
  if (prunedOn !== day) {
    prunedOn = day
    await pruneVitals(payload, now)
  }
}

/**
 * Deletes the daily counts older than KEEP_DAYS days (today and the KEEP_DAYS - 1 days before it stay), and
 * the abuse counters of the beacons' addresses whose window has passed (their keys are keyed hashes, never
 * addresses, and nothing needs them once the window is over). Run by the first beacon of each Rome day and
 * by the dashboard when it reads the figures, so nothing outlives its time on a shop without visits either.
 */
export async function pruneVitals(payload: Payload, now = new Date()): Promise<void> {
  const { db, t } = tableOf(payload)
  await db.delete(t).where(lt(t.day, daysBefore(romeDay(now), KEEP_DAYS - 1)))
  await pruneExpiredHits(payload, 'vitals:ip', now)
  await pruneExpiredHits(payload, 'vitals:ip-day', now)
}

/** One metric of one page type over the window: its 75th percentile against Google's bound. */
export type VitalFigure = {
  /** The 75th percentile in the metric's unit (milliseconds, or the CLS score); null with no visit. */
  p75: number | null
  /** How many measurements of this metric it rests on. */
  visits: number
  /** Google's bound of a good experience, in the same unit. */
  threshold: number
  /** The 75th percentile is at or under the threshold (false with no visit). */
  good: boolean
}
export type VitalsFigures = Record<PageType, Record<VitalName, VitalFigure>>

/**
 * The dashboard's figures: for each page type and metric, the 75th percentile of the last `days` days
 * (`now`'s day in Rome and the days before it), every language, device and instance together, computed
 * from the buckets' counts as Prometheus' histogram_quantile does.
 */
export async function vitalsFigures(
  payload: Payload,
  { days, now: at }: { days: 7 | 28; now?: Date },
): Promise<VitalsFigures> {
  // Read at the present (the dashboard): what is past its time goes first (a figure for another day, a
  // test's, prunes nothing).
  const now = at ?? new Date()
  if (!at) await pruneVitals(payload, now)
  const { db, t } = tableOf(payload)
  const since = daysBefore(romeDay(now), days - 1)
  const rows = await db
    .select({ metric: t.metric, pageType: t.pageType, le: t.le, n: sql<number>`sum(${t.count})` })
    .from(t)
    .where(and(gte(t.day, since), lte(t.day, romeDay(now))))
    .groupBy(t.metric, t.pageType, t.le)
  const counts = new Map<string, BucketCount[]>()
  for (const r of rows) {
    const key = `${r.pageType} ${r.metric}`
    counts.set(key, [...(counts.get(key) ?? []), { le: Number(r.le), count: Number(r.n) }])
  }
  const figure = (page: PageType, name: VitalName): VitalFigure => {
    const buckets = counts.get(`${page} ${name}`) ?? []
    const value = p75(buckets, VITALS[name].buckets)
    const threshold = VITALS[name].threshold
    return {
      p75: value,
      visits: buckets.reduce((n, b) => n + b.count, 0),
      threshold,
      good: value !== null && value <= threshold,
    }
  }
  return Object.fromEntries(
    PAGE_TYPES.map((page) => [page, Object.fromEntries(VITAL_NAMES.map((name) => [name, figure(page, name)]))]),
  ) as VitalsFigures
}
