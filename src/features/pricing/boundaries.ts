import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { cacheTags, revalidate } from '@/lib/cache'
import { log } from '@/lib/logger'
import { loadSales } from './data'
import type { Sale } from './sale'

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

/** The next start or end of a sale after `now`, if any. */
export function nextBoundary(sales: readonly Sale[], now: Date): Date | null {
  let next: number | null = null
  for (const s of sales)
    for (const m of [s.starts.getTime(), s.ends.getTime()])
      if (m > now.getTime() && (next === null || m < next)) next = m
  return next === null ? null : new Date(next)
}

export const BOUNDARY_PATH = '/api/internal/sales-boundary'

/** The route's check: the token of this process, compared in constant time. */
export function isBoundaryCall(header: string | null): boolean {
  const want = Buffer.from(token())
  const got = Buffer.from(header ?? '')
  return got.length === want.length && crypto.timingSafeEqual(got, want)
}

export function revalidateSales(): void {
  revalidate(cacheTags.sales)
}

/** Starts the watcher: every `everyMs` it reads the sales and sets a timer for a boundary coming sooner. */
export function watchSaleBoundaries(payload: Payload, everyMs = 30_000): () => void {
  let pending: NodeJS.Timeout | undefined
  const fire = async (at: Date) => {
    const self = g[SELF] as string | undefined
    if (!self) return // `next dev`: no front server; pages there are not cached anyway
    const res = await fetch(`${self}${BOUNDARY_PATH}`, { method: 'POST', headers: { 'x-vetrina-internal': token() } })
    log.info('sale boundary: prices revalidated', { at: at.toISOString(), status: res.status })
  }
  const look = async () => {
    const next = nextBoundary(await loadSales(payload), new Date())
    clearTimeout(pending)
    if (!next) return
    const wait = next.getTime() - Date.now()
    if (wait <= everyMs)
      pending = setTimeout(
        () => void fire(next).catch((err: Error) => log.error('sale boundary failed', { error: err.message })),
        Math.max(0, wait) + 50,
      ).unref()
  }
  const tick = () => void look().catch((err: Error) => log.error('sale watch failed', { error: err.message }))
  tick()
  const timer = setInterval(tick, everyMs).unref()
  return () => {
    clearInterval(timer)
    clearTimeout(pending)
  }
}
