import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { applyImport } from '@/features/catalogue-io/server'
import { importConnections } from '@/features/catalogue-io/sqlite-transaction'
import { reservePieces } from '@/features/orders/stock'
import type { Product } from '@/payload-types'
import { log } from '@/lib/logger'
import { seededProduct, shop } from './helpers'

// Issue 54's CSV import where it meets the rest of the shop: a sale made while an import runs keeps its
// pieces: the import does not write back the count it read before the sale.

const TAG = `${Date.now()}`.slice(-6)
const enc = (text: string) => new TextEncoder().encode(text)
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
    data: {
      ...copy,
      url: `prova-csv-safety-${TAG}`,
      sku: `CSVS${TAG}`,
      name: `Prova sicurezza ${TAG}`,
      price: 40,
      stock: 10,
      fragrance: [{ name: 'Lavanda', stock: 3 }, { name: 'Fico' }],
      _status: 'published',
    } as never,
  })) as Product
})
afterAll(async () => {
  await (await shop()).delete({ collection: 'products', id: product.id, overrideAccess: true })
})

const stockNow = async () => {
  const p = (await (
    await shop()
  ).findByID({
    collection: 'products',
    id: product.id,
    depth: 0,
    overrideAccess: true,
  })) as Product
  return { stock: p.stock, lavanda: p.fragrance![0]!.stock, price: p.price }
}

describe('a sale during an import', () => {
  it('keeps its pieces: the import changes the price and leaves the counts the sale left', async () => {
    const payload = await shop()
    const row = product.fragrance![0]!.id!
    let sold = false
    // The sale waits for the import's write lock (SQLite: the import's BEGIN IMMEDIATE, the shop's writes
    // wait for its end; PostgreSQL: the import's table lock), then takes its pieces: it is not refused.
    // The moment a sale lands: the import has read the catalogue and is about to write its first change
    // (its writes go through the Local API's update, in its transaction).
    let sale: Promise<void> = Promise.resolve()
    const update = payload.update.bind(payload)
    let first = true
    const spy = vi.spyOn(payload, 'update').mockImplementation((async (args: Parameters<typeof update>[0]) => {
      if (first) {
        first = false
        // A buyer takes one piece and one Lavanda. Not awaited: where the import holds the catalogue's
        // lock the sale waits for it (then it goes through).
        sale = reservePieces(
          payload,
          new Map([
            [`p:${product.id}`, 1],
            [`f:${product.id}:${row}`, 1],
          ]),
        ).then(
          (r) => {
            sold = r.ok
          },
          () => {},
        )
        await new Promise((r) => setTimeout(r, 300))
      }
      return update(args)
    }) as never)
    const file = ['sku;variant_sku;price', `CSVS${TAG};;45,00`].join('\n')
    let done
    try {
      done = await applyImport(payload, { csv: enc(file) }, { by: 'test' })
    } finally {
      spy.mockRestore()
    }
    expect(done).toMatchObject({ ok: true, updated: 1 })
    await sale
    const after = await stockNow()
    expect(after.price).toBe(45)
    const taken = sold ? 1 : 0
    // The sale waited for the import's lock, then took its pieces.
    expect(sold).toBe(true)
    expect({ stock: after.stock, lavanda: after.lavanda }).toEqual({ stock: 10 - taken, lavanda: 3 - taken })
  })
})

describe('the storefront after an import', () => {
  it('revalidates the products’ caches once the new prices are committed, not only before', async () => {
    const payload = await shop()
    // Outside Next (these tests) a revalidation is logged as skipped; the import's transaction is the
    // adapter's drizzle transaction (PostgreSQL) or the COMMIT on its own connection (SQLite): both are
    // recorded in the order they happen.
    const events: string[] = []
    const debug = vi.spyOn(log, 'debug').mockImplementation(((msg: string, fields?: { tag?: string }) => {
      if (msg === 'revalidate skipped') events.push(`revalidate ${fields?.tag}`)
    }) as never)
    const drizzle = (payload.db as unknown as { drizzle: { transaction: (...a: unknown[]) => Promise<unknown> } })
      .drizzle
    const transaction = drizzle.transaction.bind(drizzle)
    const tx = vi.spyOn(drizzle, 'transaction').mockImplementation(async (...args: unknown[]) => {
      const result = await transaction(...args)
      events.push('commit')
      return result
    })
    const open = importConnections.open.bind(importConnections)
    const connection = vi.spyOn(importConnections, 'open').mockImplementation((url: string) => {
      const client = open(url)
      const execute = client.execute.bind(client)
      client.execute = (async (stmt: string) => {
        const result = await execute(stmt)
        if (stmt === 'COMMIT') events.push('commit')
        return result
      }) as never
      return client
    })
    const file = ['sku;variant_sku;price', `CSVS${TAG};;46,00`].join('\n')
    try {
      expect(await applyImport(payload, { csv: enc(file) }, { by: 'test' })).toMatchObject({ ok: true })
    } finally {
      debug.mockRestore()
      tx.mockRestore()
      connection.mockRestore()
    }
    // The products’ hooks revalidate inside the transaction: a page read before the commit caches the old
    // price again, so the last revalidation must come after the commit.
    expect(events.lastIndexOf('revalidate products')).toBeGreaterThan(events.indexOf('commit'))
    expect(events.indexOf('commit')).toBeGreaterThanOrEqual(0)
  })
})

describe('the storefront after a /cms save', () => {
  it('revalidates the products’ caches after the save’s transaction is committed', async () => {
    const payload = await shop()
    // The Local API's save runs in a transaction where the adapter has them (PostgreSQL); its commit and
    // the revalidations (logged as skipped outside Next) are recorded in the order they happen.
    const events: string[] = []
    const debug = vi.spyOn(log, 'debug').mockImplementation(((msg: string, fields?: { tag?: string }) => {
      if (msg === 'revalidate skipped') events.push(`revalidate ${fields?.tag}`)
    }) as never)
    // The commit is recorded when the transaction's own resolve (Payload's COMMIT) has ended.
    const db = payload.db as unknown as {
      beginTransaction: () => Promise<string | number | null>
      sessions?: Record<string, { resolve: () => Promise<void> }>
    }
    const begin = db.beginTransaction.bind(db)
    const committed = vi.spyOn(db, 'beginTransaction').mockImplementation(async () => {
      const id = await begin()
      const session = id ? db.sessions?.[String(id)] : undefined
      if (session) {
        const resolve = session.resolve
        session.resolve = async () => {
          await resolve()
          events.push('commit')
        }
      }
      return id
    })
    try {
      await payload.update({ collection: 'products', id: product.id, overrideAccess: true, data: { price: 47 } })
    } finally {
      debug.mockRestore()
      committed.mockRestore()
    }
    const last = events.lastIndexOf('revalidate products')
    expect(last).toBeGreaterThanOrEqual(0)
    // SQLite runs the save without a transaction (no commit): it is written when the hook runs.
    if (events.includes('commit')) expect(last).toBeGreaterThan(events.lastIndexOf('commit'))
  })
})
