import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { cacheTags, revalidate } from '@/lib/cache'
import { log } from '@/lib/logger'
import { loadOffers, loadSales } from './data'
import { priceEpoch } from './sale'

/**
 * A sale starts and ends on time on the cached pages, not at the next save: each process watches the
 * sales and, at a start or an end, revalidates the `sales` tag (the cached catalogue, and every cached
 * page that read it). `revalidateTag` works only inside a request, so the watcher asks its own server
 * (the front server of scripts/start.mjs says where it listens) with a token only this process knows.
 * Several instances each ask; with the shared cache the second one finds nothing left to do.
 */
const TOKEN = Symbol.for('vetrina.internalToken')
const SELF = Symbol.for('vetrina.selfUrl')
const g = globalThis as Record<symbol, unknown>

const token = (): string => (g[TOKEN] ??= crypto.randomBytes(24).toString('hex')) as string

/** A period with a start and an end (a sale's, or an offer's: either may be open). */
type Period = { starts?: Date | null; ends?: Date | null }
const moments = (p: Period) => [p.starts, p.ends].filter((d): d is Date => Boolean(d)).map((d) => d.getTime())

/** The next start or end of a sale or an offer after `now`, if any. */
export function nextBoundary(periods: readonly Period[], now: Date): Date | null {
  let next: number | null = null
  for (const p of periods) for (const m of moments(p)) if (m > now.getTime() && (next === null || m < next)) next = m
  return next === null ? null : new Date(next)
}

/** The last start or end passed at `now` (what the cached pages were made for). */
const lastBoundary = (periods: readonly Period[], now: Date) =>
  Math.max(0, ...periods.flatMap(moments).filter((m) => m <= now.getTime()))

export const BOUNDARY_PATH = '/api/internal/sales-boundary'

/** The route's check: the token of this process, compared in constant time. */
export function isBoundaryCall(header: string | null): boolean {
  const want = Buffer.from(token())
  const got = Buffer.from(header ?? '')
  return got.length === want.length && crypto.timingSafeEqual(got, want)
}

export function revalidateSales(): void {
  revalidate(cacheTags.sales)
  // Page texts name the free-shipping threshold (an offer): they are tagged with the settings.
  revalidate(cacheTags.global('shop-settings'))
}

const CHANGED = Symbol.for('vetrina.salesChanged')

/** A sale was saved in this process: the watcher looks again now (the sales' hooks call it). */
export function salesChanged(): void {
  ;(g[CHANGED] as (() => void) | undefined)?.()
}

/**
 * Starts the watcher: it reads the sales every `everyMs`, when one is saved here, and at the next
 * boundary when it comes sooner (a timer); whenever the last boundary passed has changed since its
 * previous look, it revalidates. A boundary is never missed, only late by at most `everyMs` on another
 * instance when the sale was saved less than `everyMs` before it.
 */
export function watchSaleBoundaries(payload: Payload, everyMs = 30_000): () => void {
  let pending: NodeJS.Timeout | undefined
  let last: string | null = null
  const fire = async (at: Date) => {
    const self = g[SELF] as string | undefined
    if (!self) return // `next dev`: no front server; pages there are not cached anyway
    const res = await fetch(`${self}${BOUNDARY_PATH}`, { method: 'POST', headers: { 'x-vetrina-internal': token() } })
    log.info('sale boundary: prices revalidated', { at: at.toISOString(), status: res.status })
  }
  const look = async () => {
    const [sales, offers] = await Promise.all([loadSales(payload), loadOffers(payload)])
    const now = new Date()
    const periods: Period[] = [
      ...sales,
      ...offers.map((o) => ({ starts: o.starts ? new Date(o.starts) : null, ends: o.ends ? new Date(o.ends) : null })),
    ]
    const epoch = `${priceEpoch(sales, now)}|${lastBoundary(periods, now)}`
    if (last !== null && epoch !== last) await fire(now)
    last = epoch
    clearTimeout(pending)
    const next = nextBoundary(periods, now)
    const wait = next ? next.getTime() - now.getTime() : Infinity
    if (wait <= everyMs) pending = setTimeout(tick, wait + 50).unref()
  }
  const tick = () => void look().catch((err: Error) => log.error('sale watch failed', { error: err.message }))
  tick()
  g[CHANGED] = tick
  const timer = setInterval(tick, everyMs).unref()
  return () => {
    g[CHANGED] = undefined
    clearInterval(timer)
    clearTimeout(pending)
  }
}
