import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { applyImport } from '@/features/catalogue-io/server'
import { reservePieces } from '@/features/orders/stock'
import type { Product } from '@/payload-types'
import { seededProduct, shop } from './helpers'

// Issue 54's CSV import where it meets the rest of the shop: a sale made while an import runs keeps its
// pieces: the import does not write back the count it read before the sale.

const race = vi.hoisted(() => ({ during: null as null | (() => Promise<void>), sale: Promise.resolve() }))
vi.mock('@/features/pricing/server', async (original) => {
  const real = await original<typeof import('@/features/pricing/server')>()
  return {
    ...real,
    // Asked by the import after it has read the catalogue, before it writes: the moment a sale lands.
    salePriceRule: async (...args: Parameters<typeof real.salePriceRule>) => {
      const during = race.during
      race.during = null
      if (during) await during()
      return real.salePriceRule(...args)
    },
  }
})

// The order of the storefront caches' revalidations and the import's commit.
const events = vi.hoisted(() => [] as string[])
vi.mock('@/lib/cache', async (original) => {
  const real = await original<typeof import('@/lib/cache')>()
  return {
    ...real,
    revalidate: (tag: string) => {
      events.push(`revalidate ${tag}`)
      real.revalidate(tag)
    },
  }
})
vi.mock('@/features/catalogue-io/transaction', async (original) => {
  const real = await original<typeof import('@/features/catalogue-io/transaction')>()
  return {
    ...real,
    inTransaction: async (...args: Parameters<typeof real.inTransaction>) => {
      const result = await real.inTransaction(...args)
      events.push('commit')
      return result
    },
  }
})

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
    // SQLite: the import's BEGIN IMMEDIATE holds every write off, so no sale lands between its read and
    // its write (a sale tried then is refused as busy). PostgreSQL: one lands.
    const pg = (payload.db as { name?: string }).name !== 'sqlite'
    race.during = async () => {
      if (!pg) return
      // A buyer takes one piece and one Lavanda while the import is between its read and its writes. Not
      // awaited: where the import holds the catalogue's lock the sale waits for it (then it goes through).
      const sale = reservePieces(
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
      race.sale = sale
      await new Promise((r) => setTimeout(r, 300))
    }
    const file = ['sku;variant_sku;price', `CSVS${TAG};;45,00`].join('\n')
    const done = await applyImport(payload, { csv: enc(file) }, { by: 'test' })
    expect(done).toMatchObject({ ok: true, updated: 1 })
    await race.sale
    const after = await stockNow()
    expect(after.price).toBe(45)
    const taken = sold ? 1 : 0
    // The sale waits for the import's lock, then takes its pieces.
    expect(sold).toBe(pg)
    expect({ stock: after.stock, lavanda: after.lavanda }).toEqual({ stock: 10 - taken, lavanda: 3 - taken })
  })
})

describe('the storefront after an import', () => {
  it('revalidates the products’ caches once the new prices are committed, not only before', async () => {
    const payload = await shop()
    events.length = 0
    const file = ['sku;variant_sku;price', `CSVS${TAG};;46,00`].join('\n')
    expect(await applyImport(payload, { csv: enc(file) }, { by: 'test' })).toMatchObject({ ok: true })
    // The products’ hooks revalidate inside the transaction: a page read before the commit caches the old
    // price again, so the last revalidation must come after the commit.
    expect(events.lastIndexOf('revalidate products')).toBeGreaterThan(events.indexOf('commit'))
    expect(events.indexOf('commit')).toBeGreaterThanOrEqual(0)
  })
})
