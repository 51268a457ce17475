import { createHash } from 'node:crypto'
import type { Client } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { migrations } from '@/migrations/sqlite'

/**
 * An embedded shop's database as it was before a given migration (ADR 0036): the committed SQLite
 * migrations run in order on a plain libsql client up to `before`, then filled like a shop that has
 * been selling for a while — some rows deleted, and the outbox still holding keys of deleted ones.
 */
export const IDS_MIGRATION = '20261127_165010_ids_autoincrement'

type Migration = { name: string; up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
const all = migrations as unknown as Migration[]

const args = (client: Client) => ({ db: drizzle(client), payload: undefined, req: undefined }) as never

export async function migrateUpTo(client: Client, before: string): Promise<void> {
  for (const m of all) {
    if (m.name === before) return
    await m.up(args(client))
  }
  throw new Error(`no migration ${before}`)
}

/** Every committed migration: the code's schema, no rows. */
export async function migrateAll(client: Client): Promise<void> {
  for (const m of all) await m.up(args(client))
}

export async function runMigration(client: Client, name: string, way: 'up' | 'down' = 'up'): Promise<void> {
  const m = all.find((x) => x.name === name)
  if (!m) throw new Error(`no migration ${name}`)
  await m[way](args(client))
}

export type Seeded = { deletedOrder: number; deletedUser: number; deletedAlert: number; deletedSubscriber: number }

/** Fills the shop: products with both languages and pictures, accounts, orders with lines and e-mails. */
export async function seedOldShop(client: Client, { orders = 50, products = 20, users = 10 } = {}): Promise<Seeded> {
  const run = (sql: string, a: (string | number | null)[] = []) => client.execute({ sql, args: a })
  const tx = await client.transaction('write')
  const t = (sql: string, a: (string | number | null)[] = []) => tx.execute({ sql, args: a })
  for (let m = 1; m <= 3; m++) await t('INSERT INTO media (id, filename) VALUES (?, ?)', [m, `pic-${m}.jpg`])
  for (let p = 1; p <= products; p++) {
    await t('INSERT INTO products (id, url, price, mainimage_id, _status) VALUES (?, ?, ?, ?, ?)', [
      p,
      `product-${p}`,
      10 + p,
      (p % 3) + 1,
      'published',
    ])
    for (const lang of ['it', 'en'])
      await t('INSERT INTO products_locales (name, _locale, _parent_id) VALUES (?, ?, ?)', [`P${p} ${lang}`, lang, p])
  }
  for (let u = 1; u <= users; u++)
    await t('INSERT INTO users (id, email, role) VALUES (?, ?, ?)', [u, `u${u}@example.com`, 'customer'])
  await t('INSERT INTO discount_codes (id, code) VALUES (1, ?)', ['BENVENUTO'])
  for (let o = 1; o <= orders; o++) {
    const user = (o % users) + 1
    await t(
      `INSERT INTO orders (id, email, status, subtotal, shipping_fee, total_amount, user_id, ref, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        o,
        `u${user}@example.com`,
        o % 5 ? 'paid' : 'expired',
        40,
        5,
        45,
        user,
        String(o),
        new Date(o * 1000).toISOString(),
      ],
    )
    for (let l = 0; l < 2; l++)
      await t(
        'INSERT INTO orders_items (_order, _parent_id, id, product_id, name, price, quantity) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [l + 1, o, `${o}-${l}`, ((o + l) % products) + 1, 'Candela', 20, 1],
      )
    await t('INSERT INTO mail_queue (kind, ref, dedupe_key, status) VALUES (?, ?, ?, ?)', [
      'order-confirmation',
      String(o),
      `order-confirmation:${o}`,
      'sent',
    ])
  }
  await t('INSERT INTO code_uses (key, code_id, customer, hold) VALUES (?, 1, ?, ?)', [
    `1:user:${users}:1`,
    `user:${users}`,
    'h1',
  ])
  for (let a = 1; a <= 3; a++)
    await t(
      'INSERT INTO stock_alerts (id, email, product_id, status, lang, token, round) VALUES (?, ?, 1, ?, ?, ?, 1)',
      [a, `a${a}@example.com`, 'sent', 'it', `tok${a}`],
    )
  for (let s = 1; s <= 2; s++)
    await t('INSERT INTO subscribers (id, email, token, status) VALUES (?, ?, ?, ?)', [
      s,
      `s${s}@example.com`,
      `tok${s}`,
      'confirmed',
    ])
  await t("INSERT INTO mail_queue (kind, dedupe_key, status) VALUES ('message', ?, 'sent')", [`transfer:${orders}`])
  // A vote of an account deleted long ago (its id past every account left).
  await t('INSERT INTO review_votes (voter) VALUES (?)', [`user:${users + 3}`])
  await t("INSERT INTO mail_queue (kind, dedupe_key, status) VALUES ('message', 'stock-alert:3:1', 'sent')")
  await t("INSERT INTO mail_queue (kind, dedupe_key, status) VALUES ('message', 'newsletter-welcome:2', 'sent')")
  await tx.commit()
  // As the shop deletes (foreign keys on): the newest order with its lines, the newest account (its
  // orders keep their rows, detached), the newest alert and subscriber; their keys stay in the outbox.
  await run('DELETE FROM orders WHERE id = ?', [orders])
  await run('DELETE FROM users WHERE id = ?', [users])
  await run('DELETE FROM stock_alerts WHERE id = 3')
  await run('DELETE FROM subscribers WHERE id = 2')
  return { deletedOrder: orders, deletedUser: users + 3, deletedAlert: 3, deletedSubscriber: 2 }
}

/** Every table's row count and a digest of its rows (in id order), and every index's definition. */
export async function shape(client: Client) {
  const tables = (
    await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_index_%' ORDER BY name",
    )
  ).rows.map((r) => String(r.name))
  const rows: Record<string, { count: number; digest: string }> = {}
  for (const name of tables) {
    const res = await client.execute(`SELECT * FROM "${name}" ORDER BY rowid`)
    const digest = createHash('sha256')
    for (const row of res.rows) digest.update(JSON.stringify(res.columns.map((c) => row[c])))
    rows[name] = { count: res.rows.length, digest: digest.digest('hex') }
  }
  const indexes = (
    await client.execute("SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name")
  ).rows.map((r) => `${String(r.tbl_name)} ${String(r.name)} ${String(r.sql ?? '(constraint)')}`)
  return { rows, indexes }
}
