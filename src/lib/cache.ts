import crypto from 'node:crypto'
import { revalidateTag, unstable_cache } from 'next/cache'
import { log } from './logger'

/**
 * The one place that maps content to cache tags. Storefront reads are cached
 * under these tags; a save in /cms revalidates the matching tag.
 */
export const cacheTags = {
  products: 'products',
  /** The operator's sales: their periods key the catalogue's prices (features/pricing). */
  sales: 'sales',
  /** Published reviews: the product pages' Review tab and the cards' stars. */
  reviews: 'reviews',
  /** Dealers listed on the display-stand pages (features/dealers): a trade account's change. */
  dealers: 'dealers',
  global: (slug: string) => `global:${slug}`,
  /** Everything that can show a media file: the catalogue and every global. */
  everyContent: (globalSlugs: string[]) => ['products', ...globalSlugs.map((s) => `global:${s}`)],
} as const

/** How many revalidations this process made (globalThis: the proxy's copy of the listing's facts reads it). */
export const REVALIDATIONS = Symbol.for('vetrina.revalidations')

/** Revalidate a tag; a no-op outside a Next.js request (seed, scripts, tests). */
export function revalidate(tag: string): void {
  const g = globalThis as Record<symbol, number | undefined>
  g[REVALIDATIONS] = (g[REVALIDATIONS] ?? 0) + 1
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (err) {
    log.debug('revalidate skipped', { tag, reason: (err as Error).message })
  }
}

/**
 * Caches a storefront read under tags inside the Next.js server; outside it (seed,
 * scripts, integration tests) the read simply runs.
 */
export function cached<T>(fn: () => Promise<T>, key: string[], tags: string[]): () => Promise<T> {
  if (!process.env.NEXT_RUNTIME) return fn
  return unstable_cache(fn, [GENERATION, ...key], { tags })
}

/**
 * Next keeps its data cache on disk across restarts; the database may have changed meanwhile
 * (another DATA_DIR, a restore), so on one instance entries are only trusted within one server
 * process. The cache shared in Redis (REDIS_URL, cache-handler.mjs) is one for every instance: its
 * entries are kept across restarts (after restoring a database, flush the `vetrina:` keys).
 */
const GENERATION = process.env.REDIS_URL ? 'shared' : crypto.randomBytes(6).toString('hex')
