import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { migrateUpTo, runMigration } from '../support/old-shop'

/**
 * Issue 52 (ADR 0032): a shop that has been selling gets its category history started with each
 * published product's Italian category since the product was created, and the code's share of the
 * discount for its past orders with a code and no offer (with both, the split was not kept).
 */
const MIGRATION = '20261127_165425_category_history_code_discount'
const clients: Client[] = []
afterEach(() => {
  for (const c of clients.splice(0)) c.close()
})

describe.skipIf(env.usePostgres)('the SQLite migration that starts the category history', () => {
  it("starts each published product's history with its Italian category and keeps the code's share of past orders", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-categories-'))
    const client = createClient({ url: `file:${path.join(dir, 'shop.db')}` })
    clients.push(client)
    await migrateUpTo(client, MIGRATION)
    const run = (sql: string, args: (string | number | null)[] = []) => client.execute({ sql, args })
    const products: [number, string, string, string][] = [
      [1, 'published', 'Candele', '2026-01-05T10:00:00.000Z'],
      [2, 'published', 'Vasi', '2026-02-05T10:00:00.000Z'],
      [3, 'draft', 'Bozze', '2026-03-05T10:00:00.000Z'],
    ]
    for (const [id, status, category, created] of products) {
      await run('INSERT INTO products (id, url, price, _status, created_at) VALUES (?, ?, ?, ?, ?)', [
        id,
        `p-${id}`,
        20,
        status,
        created,
      ])
      await run('INSERT INTO products_locales (name, category, _locale, _parent_id) VALUES (?, ?, ?, ?)', [
        `P${id}`,
        category,
        'it',
        id,
      ])
      await run('INSERT INTO products_locales (name, category, _locale, _parent_id) VALUES (?, ?, ?, ?)', [
        `P${id}`,
        `${category} EN`,
        'en',
        id,
      ])
    }
    const orders: [number, number, string | null, string | null][] = [
      [1, 4, 'BENVENUTO10', null], // the code alone
      [2, 24, 'BENVENUTO10', '3×2 sulle candele'], // an offer and the code: no split kept
      [3, 20, null, '3×2 sulle candele'], // the offer alone
    ]
    for (const [id, discount, code, offers] of orders)
      await run(
        `INSERT INTO orders (id, email, status, subtotal, discount, discount_code, offers, shipping_fee, total_amount, ref)
         VALUES (?, 'a@example.com', 'paid', 60, ?, ?, ?, 0, ?, ?)`,
        [id, discount, code, offers, 60 - discount, String(id)],
      )

    await runMigration(client, MIGRATION)

    const history = await client.execute(
      'SELECT product_id, category, "from" FROM category_history ORDER BY product_id',
    )
    expect(history.rows.map((r) => [Number(r.product_id), r.category, r.from])).toEqual([
      [1, 'Candele', '2026-01-05T10:00:00.000Z'],
      [2, 'Vasi', '2026-02-05T10:00:00.000Z'],
    ])
    const shares = await client.execute('SELECT id, code_discount FROM orders ORDER BY id')
    expect(shares.rows.map((r) => [Number(r.id), r.code_discount === null ? null : Number(r.code_discount)])).toEqual([
      [1, 4],
      [2, null],
      [3, null],
    ])
  })
})
