import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Client } from '@libsql/client'
import Database from 'libsql'
import { applyImport } from '@/features/catalogue-io/server'
import { importConnections, importWait } from '@/features/catalogue-io/sqlite-transaction'
import { reservePieces } from '@/features/orders/stock'
import { env } from '@/lib/env'
import type { Product } from '@/payload-types'
import { seededProduct, shop } from './helpers'

// Issue 54's CSV import on SQLite: its transaction is a connection of its own, closed after it, and the
// import and the shop wait for each other's locks a bounded time instead of failing with SQLITE_BUSY.

const TAG = `${Date.now()}`.slice(-6)
const SKU = `CSVC${TAG}`
const enc = (text: string) => new TextEncoder().encode(text)
type Sqlite = { client: Client; clientConfig: { url: string } }
let product: Product

beforeAll(async () => {
  const payload = await shop()
  const base = await seededProduct('vaso-onda')
  const copy: Record<string, unknown> = { ...base }
  for (const k of ['id', 'createdAt', 'updatedAt', 'sets', 'fragrance', 'stockAlerts']) delete copy[k]
  product = (await payload.create({
    collection: 'products',
    overrideAccess: true,
    locale: 'it',
    data: { ...copy, url: `prova-csv-conn-${TAG}`, sku: SKU, name: `Prova connessioni ${TAG}`, price: 30 } as never,
  })) as Product
})
afterAll(async () => {
  await (await shop()).delete({ collection: 'products', id: product.id, overrideAccess: true })
})

const priceFile = (price: string) => enc(['sku;variant_sku;price', `${SKU};;${price}`].join('\n'))

/**
 * The libsql connections (native databases) that ran a statement while `fn` ran, and of those the ones
 * still open after it: a connection is open from its first statement until its `close()`.
 */
async function connectionsLeftOpen(fn: () => Promise<void>): Promise<number> {
  const used = new Set<object>()
  const closed = new Set<object>()
  const proto = Database.prototype as unknown as { prepare(sql: string): unknown; close(): void }
  const prepare = proto.prepare
  const close = proto.close
  const p = vi.spyOn(proto, 'prepare').mockImplementation(function (this: object, sql: string) {
    used.add(this)
    return prepare.call(this, sql)
  })
  const c = vi.spyOn(proto, 'close').mockImplementation(function (this: object) {
    closed.add(this)
    return close.call(this)
  })
  try {
    await fn()
  } finally {
    p.mockRestore()
    c.mockRestore()
  }
  return [...used].filter((db) => !closed.has(db)).length
}

/** Another process holding a read transaction on the file (a SHARED lock) for `ms`, then ending it. */
function readerElsewhere(file: string, ms: number): { holding: Promise<void>; done: Promise<number | null> } {
  const code = `
    import { createClient } from '@libsql/client'
    const c = createClient({ url: ${JSON.stringify(`file:${file}`)} })
    await c.execute('BEGIN')
    await c.execute('SELECT count(*) FROM products')
    console.log('holding')
    setTimeout(async () => { await c.execute('COMMIT'); c.close() }, ${ms})`
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const holding = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('holding') && resolve())
    child.on('exit', () => reject(new Error('the reader ended before holding its lock')))
  })
  const done = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return { holding, done }
}

describe.skipIf(env.usePostgres)('the import’s connection on SQLite', () => {
  it('leaves no connection open: the connections left open do not grow with the number of imports', async () => {
    const payload = await shop()
    const imports = (prices: string[]) => async () => {
      for (const price of prices)
        expect(await applyImport(payload, { csv: priceFile(price) }, { by: 'test' })).toMatchObject({ ok: true })
    }
    // The shop's own connection stays open (it is used during an import too): at most that one.
    const afterOne = await connectionsLeftOpen(imports(['31,00']))
    const afterFour = await connectionsLeftOpen(imports(['32,00', '33,00', '34,00', '35,00']))
    expect(afterOne).toBeLessThanOrEqual(1)
    expect(afterFour).toBe(afterOne)
    expect(importConnections.closed).toBe(importConnections.opened)
  })

  it('leaves the shop’s own connection waiting for locks (its busy timeout), also after an import', async () => {
    const payload = await shop()
    expect(await applyImport(payload, { csv: priceFile('36,00') }, { by: 'test' })).toMatchObject({ ok: true })
    const { rows } = await (payload.db as unknown as Sqlite).client.execute('PRAGMA busy_timeout')
    expect(Number(Object.values(rows[0]!)[0])).toBeGreaterThan(0)
  })

  it('commits while another process reads the file: the COMMIT waits for its lock instead of failing', async () => {
    const payload = await shop()
    const file = fileURLToPath((payload.db as unknown as Sqlite).clientConfig.url.replace(/^file:/, 'file://'))
    let reader: ReturnType<typeof readerElsewhere> | undefined
    const update = payload.update.bind(payload)
    // At the import's first write (it holds the write lock): another process starts reading, and ends its
    // read a moment later, after the import has reached its COMMIT.
    const spy = vi.spyOn(payload, 'update').mockImplementation((async (args: Parameters<typeof update>[0]) => {
      if (!reader) {
        reader = readerElsewhere(file, 1500)
        await reader.holding
      }
      return update(args)
    }) as never)
    let done
    try {
      done = await applyImport(payload, { csv: priceFile('37,00') }, { by: 'test' })
    } finally {
      spy.mockRestore()
    }
    expect(await reader!.done).toBe(0)
    expect(done).toMatchObject({ ok: true, updated: 1 })
    const after = await payload.findByID({ collection: 'products', id: product.id, depth: 0, overrideAccess: true })
    expect(after.price).toBe(37)
  })

  it('refuses a write of this process at once as busy once its wait for a long import is over', async () => {
    const payload = await shop()
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let sale: Promise<unknown> | undefined
    const update = payload.update.bind(payload)
    const bound = importWait.ms
    importWait.ms = 50
    // The import holds its transaction open at its first write until the sale has been answered.
    const spy = vi.spyOn(payload, 'update').mockImplementation((async (args: Parameters<typeof update>[0]) => {
      if (!sale) {
        sale = reservePieces(payload, new Map([[`p:${product.id}`, 1]])).then(
          (r) => r,
          (err: Error) => err,
        )
        await sale
        release()
      }
      await held
      return update(args)
    }) as never)
    let done
    try {
      done = await applyImport(payload, { csv: priceFile('38,00') }, { by: 'test' })
    } finally {
      spy.mockRestore()
      importWait.ms = bound
    }
    // Refused by the wait's bound (not frozen in SQLite's own busy wait, which would also stop the import).
    const refused = (await sale) as Error & { cause?: unknown }
    expect(`${refused.message} ${String(refused.cause)}`).toContain('the catalogue import holds the database')
    expect(done).toMatchObject({ ok: true, updated: 1 })
  })
})
