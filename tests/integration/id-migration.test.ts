import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { IDS_MIGRATION, migrateUpTo, runMigration, seedOldShop, shape } from '../support/old-shop'

/**
 * Issue 52 (ADR 0036): an embedded shop that has been selling is migrated to tables that never give an
 * id twice. Nothing is lost or changed (every row of every table, every index, every foreign key), and
 * no id at or below the highest one the shop is known to have used is given again — the ids of rows
 * deleted before the migration included, as far as the outbox and the codes' uses still name them.
 */
const clients: Client[] = []
afterEach(() => {
  for (const c of clients.splice(0)) c.close()
})

function oldShop(): Client {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vetrina-ids-'))
  const client = createClient({ url: `file:${path.join(dir, 'shop.db')}` })
  clients.push(client)
  return client
}

const one = async (client: Client, sql: string, args: (string | number)[] = []) =>
  (await client.execute({ sql, args })).rows[0]!

const insertId = async (client: Client, sql: string, args: (string | number)[] = []) =>
  Number((await client.execute({ sql, args })).lastInsertRowid)

describe.skipIf(env.usePostgres)('the SQLite migration to ids never given twice', () => {
  it('keeps every row, index and foreign key of a shop that has been selling, and gives no id again', async () => {
    const client = oldShop()
    await migrateUpTo(client, IDS_MIGRATION)
    const seeded = await seedOldShop(client, { orders: 60, products: 12, users: 8 })
    const before = await shape(client)
    expect(before.rows.orders!.count).toBe(59)
    expect(before.rows.orders_items!.count).toBe(118)
    expect(before.rows.products_locales!.count).toBe(24)

    await runMigration(client, IDS_MIGRATION)

    const after = await shape(client)
    expect(after.indexes).toEqual(before.indexes)
    expect(after.rows).toEqual(before.rows)
    expect((await client.execute('PRAGMA foreign_key_check')).rows).toEqual([])
    // The connection is left as the shop uses it: foreign keys enforced.
    expect(Number((await one(client, 'PRAGMA foreign_keys')).foreign_keys)).toBe(1)
    const plain = (
      await client.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%`id` integer PRIMARY KEY%' AND sql NOT LIKE '%AUTOINCREMENT%'",
      )
    ).rows.map((r) => String(r.name))
    // Left as they were: rows owned by one parent row (locales, relations, has-many texts), never named elsewhere.
    expect(plain.filter((n) => !/_(locales|rels|texts|numbers)$/.test(n))).toEqual([])

    // Deleted before the migration, still named by the outbox or a code's use: not given again.
    const order = await insertId(
      client,
      "INSERT INTO orders (email, subtotal, shipping_fee, total_amount) VALUES ('new@example.com', 1, 0, 1)",
    )
    expect(order).toBeGreaterThan(seeded.deletedOrder)
    const user = await insertId(client, "INSERT INTO users (email) VALUES ('new@example.com')")
    expect(user).toBeGreaterThan(seeded.deletedUser)
    const alert = await insertId(
      client,
      "INSERT INTO stock_alerts (email, product_id, status, lang, token) VALUES ('n@example.com', 1, 'waiting', 'it', 'x')",
    )
    expect(alert).toBeGreaterThan(seeded.deletedAlert)
    const sub = await insertId(
      client,
      "INSERT INTO subscribers (email, token, status) VALUES ('n@example.com', 'x', 'pending')",
    )
    expect(sub).toBeGreaterThan(seeded.deletedSubscriber)
    // And from now on a deleted newest row's id is never given again.
    await client.execute({ sql: 'DELETE FROM orders WHERE id = ?', args: [order] })
    expect(
      await insertId(
        client,
        "INSERT INTO orders (email, subtotal, shipping_fee, total_amount) VALUES ('next@example.com', 1, 0, 1)",
      ),
    ).toBeGreaterThan(order)
  })

  it('migrates an empty shop, and back down and up again with its rows intact', async () => {
    const empty = oldShop()
    await migrateUpTo(empty, IDS_MIGRATION)
    await runMigration(empty, IDS_MIGRATION)
    expect((await empty.execute('PRAGMA foreign_key_check')).rows).toEqual([])

    const client = oldShop()
    await migrateUpTo(client, IDS_MIGRATION)
    await seedOldShop(client, { orders: 10, products: 4, users: 3 })
    const before = await shape(client)
    await runMigration(client, IDS_MIGRATION)
    await runMigration(client, IDS_MIGRATION, 'down')
    const down = await shape(client)
    expect(down.rows).toEqual(before.rows)
    expect(down.indexes).toEqual(before.indexes)
    expect(String((await one(client, "SELECT sql FROM sqlite_master WHERE name = 'orders'")).sql)).not.toMatch(
      /AUTOINCREMENT/,
    )
    await runMigration(client, IDS_MIGRATION)
    expect((await shape(client)).rows).toEqual(before.rows)
    expect(String((await one(client, "SELECT sql FROM sqlite_master WHERE name = 'orders'")).sql)).toMatch(
      /AUTOINCREMENT/,
    )
  })
})
