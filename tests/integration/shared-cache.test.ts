import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShopRedisHandler, KEY_PREFIX } from '../../cache-handler.mjs'

/**
 * The shared cache of several instances (cache-handler.mjs): which cache Next is given, and the Redis
 * store's rules, against a real redis-server (Debian's `redis-server`, installed by `npm test`).
 */
const root = path.resolve(import.meta.dirname, '../..')
type Handler = Awaited<ReturnType<typeof createShopRedisHandler>>

/** next.config.mjs as `next start` evaluates it, with the given environment. */
function nextConfig(extra: Record<string, string>) {
  const env = { ...process.env, ...extra }
  if (!extra.REDIS_URL) delete env.REDIS_URL
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const c = (await import('./next.config.mjs')).default; console.log(JSON.stringify({ cacheHandler: c.cacheHandler ?? null, cacheMaxMemorySize: c.cacheMaxMemorySize ?? null }))",
    ],
    { cwd: root, env },
  )
  return JSON.parse(out.toString().trim().split('\n').pop()!)
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

let port: number
let redis: ChildProcess | undefined
async function startRedis() {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)))
      s.on('error', () => resolve(false))
    })
    if (up) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('redis-server did not start')
}
async function stopRedis() {
  const r = redis
  redis = undefined
  if (!r || r.exitCode !== null) return
  await new Promise((resolve) => (r.once('exit', resolve), r.kill('SIGKILL')))
}

const entry = (name: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify({ name }), status: 200, url: '' },
  revalidate: false,
})
const value = (name: string) => ({ lastModified: Date.now(), lifespan: null, tags: ['products'], value: entry(name) })
const read = async (h: Handler, key: string) => {
  const got = (await h.get(key, { implicitTags: [] })) as { value: { data: { body: string } } } | null
  return got ? (JSON.parse(got.value.data.body) as { name: string }).name : null
}
const until = async (ok: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 100))
}

let a: Handler
let b: Handler
beforeAll(async () => {
  port = await freePort()
  await startRedis()
  // Two handlers: what two instances of the shop hold.
  a = await createShopRedisHandler(`redis://127.0.0.1:${port}`)
  b = await createShopRedisHandler(`redis://127.0.0.1:${port}`)
})
afterAll(async () => {
  await Promise.all([a, b].map((h) => h?.client.destroy()))
  await stopRedis()
})

describe('which cache Next is given', () => {
  it('without REDIS_URL: none of ours, Next keeps its cache on the one instance as before', () => {
    expect(nextConfig({})).toEqual({ cacheHandler: null, cacheMaxMemorySize: null })
  })

  it('with REDIS_URL: the Redis handler, and no copy in a process memory', () => {
    expect(nextConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({
      cacheHandler: path.join(root, 'cache-handler.mjs'),
      cacheMaxMemorySize: 0,
    })
  })
})

describe('the shared cache in Redis', () => {
  it('an entry written by one instance is read by the other, under the shop prefix', async () => {
    await a.set('catalogue-1', value('Vaso Onda'), {})
    expect(await read(b, 'catalogue-1')).toBe('Vaso Onda')
    const keys: string[] = []
    for await (const batch of a.client.scanIterator({ MATCH: '*' })) keys.push(...batch)
    expect(keys.every((k) => k.startsWith(KEY_PREFIX))).toBe(true)
  })

  it('a save revalidated on one instance is a miss on the other at its next read', async () => {
    await a.set('catalogue-2', value('Vaso Onda'), {})
    expect(await read(b, 'catalogue-2')).toBe('Vaso Onda')
    await a.revalidateTag('products')
    expect(await read(b, 'catalogue-2')).toBeNull()
  })

  it('Redis down: reads miss at once (pages from the database); a revalidation lost meanwhile drops the cache when Redis is back', async () => {
    await a.set('catalogue-3', value('Old name'), {})
    expect(await read(b, 'catalogue-3')).toBe('Old name')
    await stopRedis()
    await until(async () => !a.client.isReady && !b.client.isReady)
    const t0 = Date.now()
    expect(await read(b, 'catalogue-3')).toBeNull()
    expect(Date.now() - t0).toBeLessThan(500)
    // The operator renames the product on A while Redis is down: the revalidation cannot be written.
    await expect(a.revalidateTag('products')).rejects.toThrow()

    await startRedis()
    // Redis kept its data (persistence on, or only A lost its link): the old entry is still there.
    await until(async () => a.client.isReady && b.client.isReady)
    await b.set('catalogue-3', value('Old name'), {})
    // A owes a flush: its next use of the cache drops the stale entry for every instance.
    expect(await read(a, 'catalogue-3')).toBeNull()
    expect(await read(b, 'catalogue-3')).toBeNull()
  })
})
