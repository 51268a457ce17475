import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Ids are never given twice (issue 52, ADR 0036): every table of Payload's schema with an integer id is
 * rebuilt with AUTOINCREMENT (the adapter's `autoIncrement`). Written by hand: the generated migration
 * turned foreign keys back on after the first table, so dropping `products` would have cascaded to its
 * translations and emptied or refused every row pointing at it. SQLite cannot change a primary key in
 * place, so each table is made again from its own stored definition (columns, defaults, constraints as
 * this shop has them), its rows copied with their ids, the old one dropped, the new one renamed and its
 * indexes made again — all in one transaction with foreign keys off, checked by `foreign_key_check`
 * before it commits. The tables' counters then start past the highest id each table is known to have
 * used: its own rows, and the ids of deleted rows that the outbox's keys and the codes' uses still name.
 * Rows owned by one parent row (`_locales`, `_rels`, `_texts`) are left as they are: their ids never
 * leave the database. The JSON snapshot beside this file is the generator's.
 */
const TABLES = [
  'users', 'media', 'products_safety_pictograms', 'products', '_products_v_version_fragrance',
  '_products_v_version_sets', '_products_v_version_how_to_use_tips', '_products_v_version_safety_pictograms',
  '_products_v', 'carts', 'wishlists', 'orders', 'submissions', 'subscribers', 'payment_events',
  'invoice_counters', 'rate_limits', 'mail_queue', 'cart_merges', 'backup_runs', 'sales', 'price_history',
  'discount_codes', 'code_uses', 'offers', 'search_queries', 'stock_alerts', 'reviews', 'review_votes',
  'mail_opt_outs', 'price_lists', 'session_devices', 'totp_factors', 'recovery_codes', 'passkeys',
  'audit_log', 'payload_kv', 'payload_locked_documents', 'payload_preferences', 'payload_migrations', 'home',
  '_home_v_version_gallery', '_home_v_version_features', '_home_v', 'about', '_about_v_version_mid_section',
  '_about_v_version_features_qualities', '_about_v', 'footer', '_footer_v', 'contact', '_contact_v', 'faq',
  '_faq_v_version_section_questions', '_faq_v_version_section', '_faq_v', 'filters',
  '_filters_v_version_filter_options', '_filters_v_version_filter', '_filters_v', 'espositori',
  '_espositori_v_version_products', '_espositori_v_version_dealers_subregion',
  '_espositori_v_version_dealers', '_espositori_v_version_carousel', '_espositori_v', 'candele',
  '_candele_v_version_products', '_candele_v_version_dealers_subregion', '_candele_v_version_dealers',
  '_candele_v_version_carousel', '_candele_v', 'privacy', '_privacy_v', 'return', '_return_v', 'shipping',
  '_shipping_v', 'terms', '_terms_v', 'accessibility', '_accessibility_v', 'seller',
  'shop_settings_shipping_countries', 'shop_settings', 'search_settings', 'trade_settings',
]

/** Deleted rows' ids still named elsewhere, per table: the counter starts past them. */
const NAMED: Record<string, string[]> = {
  orders: [
    "SELECT max(CAST(ref AS INTEGER)) AS n FROM mail_queue WHERE kind <> 'message'",
    keyed('transfer:', 'review-invite:', 'payment-reminder:', 'refunded:'),
  ],
  users: [
    "SELECT max(CAST(substr(customer, 6) AS INTEGER)) AS n FROM code_uses WHERE customer LIKE 'user:%'",
    "SELECT max(CAST(substr(voter, 6) AS INTEGER)) AS n FROM review_votes WHERE voter LIKE 'user:%'",
    keyed('account-deleted:', 'dealer-approved:'),
  ],
  stock_alerts: [keyed('stock-alert:')],
  subscribers: [keyed('newsletter-welcome:')],
  submissions: [keyed('submission:')],
  reviews: [keyed('review-decision:')],
}

/** The highest number right after one of these prefixes in the outbox's keys. */
function keyed(...prefixes: string[]): string {
  return prefixes
    .map(
      (p) =>
        `SELECT max(CAST(substr(dedupe_key, ${p.length + 1}) AS INTEGER)) AS n FROM mail_queue WHERE dedupe_key LIKE '${p}%'`,
    )
    .join(' UNION ALL ')
}

type Db = MigrateUpArgs['db']
type Row = Record<string, unknown>

const rows = (db: Db, query: string) => db.all<Row>(sql.raw(query))

/** Makes each table again with (or without) AUTOINCREMENT; one transaction, foreign keys off. */
async function rebuild(db: Db, autoincrement: boolean): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF`)
  try {
    // Inside a transaction the pragma does nothing, and a DROP TABLE would then cascade: refuse.
    const [fk] = await rows(db, 'PRAGMA foreign_keys')
    if (Number(fk?.foreign_keys) !== 0) throw new Error('foreign keys could not be turned off for the rebuild')
    await db.run(sql`BEGIN IMMEDIATE`)
    try {
      for (const table of TABLES) await remake(db, table, autoincrement)
      if (autoincrement) await startPastNamedIds(db)
      else await db.run(sql.raw(`DELETE FROM sqlite_sequence WHERE name IN (${TABLES.map((t) => `'${t}'`).join(', ')})`))
      const broken = await rows(db, 'PRAGMA foreign_key_check')
      if (broken.length) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken.slice(0, 5))}`)
      await db.run(sql`COMMIT`)
    } catch (err) {
      await db.run(sql`ROLLBACK`)
      throw err
    }
  } finally {
    await db.run(sql`PRAGMA foreign_keys=ON`)
  }
}

async function remake(db: Db, table: string, autoincrement: boolean): Promise<void> {
  const [stored] = await rows(db, `SELECT sql FROM sqlite_master WHERE type = 'table' AND name = '${table}'`)
  if (!stored) return
  const create = String(stored.sql)
  if (/AUTOINCREMENT/i.test(create) === autoincrement) return
  const changed = autoincrement
    ? create.replace(/(`id` integer PRIMARY KEY)( NOT NULL)/i, '$1 AUTOINCREMENT$2')
    : create.replace(/(`id` integer PRIMARY KEY) AUTOINCREMENT/i, '$1')
  if (changed === create) throw new Error(`${table}: no integer id column to change`)
  const fresh = `__new_${table}`
  const renamed = changed.replace(/^CREATE TABLE\s+(`[^`]+`|"[^"]+"|\S+)/i, `CREATE TABLE \`${fresh}\``)
  const extras = await rows(
    db,
    `SELECT sql FROM sqlite_master WHERE tbl_name = '${table}' AND type IN ('index', 'trigger') AND sql IS NOT NULL`,
  )
  await db.run(sql.raw(renamed))
  await db.run(sql.raw(`INSERT INTO \`${fresh}\` SELECT * FROM \`${table}\``))
  await db.run(sql.raw(`DROP TABLE \`${table}\``))
  await db.run(sql.raw(`ALTER TABLE \`${fresh}\` RENAME TO \`${table}\``))
  for (const extra of extras) await db.run(sql.raw(String(extra.sql)))
}

/** Copying the rows set each counter to its table's highest id; the ids named elsewhere count too. */
async function startPastNamedIds(db: Db): Promise<void> {
  for (const [table, queries] of Object.entries(NAMED)) {
    let highest = 0
    for (const query of queries) {
      // Each source table named once in its query; one this shop does not have names nothing.
      const from = /FROM (\w+)/.exec(query)![1]!
      if (!(await rows(db, `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '${from}'`)).length) continue
      for (const r of await rows(db, query)) highest = Math.max(highest, Number(r.n) || 0)
    }
    if (!highest) continue
    await db.run(
      sql`INSERT INTO sqlite_sequence (name, seq) SELECT ${table}, 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ${table})`,
    )
    await db.run(sql`UPDATE sqlite_sequence SET seq = ${highest} WHERE name = ${table} AND seq < ${highest}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuild(db, true)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rebuild(db, false)
}
