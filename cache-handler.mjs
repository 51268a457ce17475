// Next's data cache in Redis, shared by every instance of the shop (ADR 0016). next.config.mjs
// installs this file only when REDIS_URL is set; without it Next keeps its own cache on the disk of
// the one instance, as always. The store is @fortedigital/nextjs-cache-handler's `redis-strings`
// handler (keys under `vetrina:`, tags revalidated in Redis, so a save in /cms on one instance is seen
// by the next request to any other). Loaded by Next at run time, not bundled: plain JavaScript.
//
// Correct before fast: when Redis cannot be reached a read is a miss (the page renders from the
// database), and an instance whose tag revalidation could not be written drops every `vetrina:` entry
// as soon as it reaches Redis again (before its next read or write), so no instance serves what the
// lost revalidation should have retired. Left: an instance stopped while Redis is down forgets that
// it owes the flush (flush by hand: `redis-cli --scan --pattern 'vetrina:*' | xargs redis-cli unlink`).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

export const KEY_PREFIX = 'vetrina:'

const log = (level, message, fields = {}) =>
  console[level === 'error' ? 'error' : 'log'](
    JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }),
  )

/** The Redis store with the shop's rules around it; exported for the integration test. */
export async function createShopRedisHandler(url, { timeoutMs = 1000 } = {}) {
  let reported = false
  const client = createClient({
    url,
    pingInterval: 10_000,
    // Keep retrying in the background (at most every 5 s); while down, operations fail at once.
    socket: { connectTimeout: timeoutMs, reconnectStrategy: (n) => Math.min(5000, 100 * 2 ** n) },
    disableOfflineQueue: true,
  })
  client.on('error', (err) => {
    if (!reported)
      log('error', 'shared cache (Redis) unreachable: pages render from the database', { error: err.message })
    reported = true
  })
  client.on('ready', () => {
    if (reported) log('info', 'shared cache (Redis) reachable again')
    reported = false
  })
  await client.connect().catch(() => {}) // the client keeps trying; reads miss meanwhile
  const redis = createRedisHandler({ client, keyPrefix: KEY_PREFIX, timeoutMs })
  let flushNeeded = false

  /** Drops every entry of the shop (a revalidation was lost while Redis was down). */
  async function flushIfNeeded() {
    if (!flushNeeded) return
    for await (const keys of client.scanIterator({ MATCH: `${KEY_PREFIX}*`, COUNT: 500 }))
      if (keys.length) await client.unlink(keys)
    flushNeeded = false
    log('info', 'shared cache flushed after a revalidation lost during an outage')
  }

  return {
    name: 'vetrina-redis',
    client,
    async get(key, meta) {
      if (!client.isReady) return null
      await flushIfNeeded()
      return redis.get(key, meta)
    },
    async set(key, value, ctx) {
      if (!client.isReady) return
      await flushIfNeeded()
      return redis.set(key, value, ctx)
    },
    async revalidateTag(tag) {
      try {
        if (!client.isReady) throw new Error('Redis not reachable')
        await redis.revalidateTag(tag)
      } catch (err) {
        flushNeeded = true
        log('error', 'cache revalidation not shared (Redis down): the cache is dropped when it is back', {
          tag,
          error: err.message,
        })
        throw err
      }
    },
    async delete(key) {
      if (client.isReady) await redis.delete(key)
    },
  }
}

CacheHandler.onCreation(async () => {
  globalThis.__vetrinaCacheConfig ??= createShopRedisHandler(process.env.REDIS_URL).then((handler) => ({
    handlers: [handler],
  }))
  return globalThis.__vetrinaCacheConfig
})

export default CacheHandler
