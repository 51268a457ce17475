import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'free-shipping' NOT NULL,
  	\`zone\` text DEFAULT 'all',
  	\`threshold\` numeric,
  	\`category\` text,
  	\`buy\` numeric,
  	\`free\` numeric,
  	\`starts\` text,
  	\`ends\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`offers_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_locales_locale_parent_id_unique\` ON \`offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`offers\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`offers_id\` integer REFERENCES offers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  // The settings' free-shipping threshold becomes the standing free-shipping offer (everywhere, no end);
  // a shop that never saved its settings had the specification's 89,69 €; 0 meant never free: no offer.
  await db.run(sql`INSERT INTO \`offers\` (\`kind\`, \`zone\`, \`threshold\`)
    SELECT 'free-shipping', 'all', t FROM (SELECT COALESCE((SELECT \`shipping_free_from\` FROM \`shop_settings\` LIMIT 1), 89.69) AS t) WHERE t > 0;`)
  await db.run(sql`INSERT INTO \`offers_locales\` (\`label\`, \`_locale\`, \`_parent_id\`)
    SELECT 'Spedizione gratuita', 'it', \`id\` FROM \`offers\` UNION ALL SELECT 'Free shipping', 'en', \`id\` FROM \`offers\`;`)
  await db.run(sql`ALTER TABLE \`shop_settings\` DROP COLUMN \`shipping_free_from\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`products_id\` integer,
  	\`carts_id\` integer,
  	\`wishlists_id\` integer,
  	\`orders_id\` integer,
  	\`submissions_id\` integer,
  	\`subscribers_id\` integer,
  	\`payment_events_id\` integer,
  	\`invoice_counters_id\` integer,
  	\`rate_limits_id\` integer,
  	\`mail_queue_id\` integer,
  	\`cart_merges_id\` integer,
  	\`backup_runs_id\` integer,
  	\`sales_id\` integer,
  	\`price_history_id\` integer,
  	\`discount_codes_id\` integer,
  	\`code_uses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wishlists_id\`) REFERENCES \`wishlists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submissions_id\`) REFERENCES \`submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invoice_counters_id\`) REFERENCES \`invoice_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_queue_id\`) REFERENCES \`mail_queue\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cart_merges_id\`) REFERENCES \`cart_merges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`backup_runs_id\`) REFERENCES \`backup_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sales_id\`) REFERENCES \`sales\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_history_id\`) REFERENCES \`price_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`discount_codes_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`code_uses_id\`) REFERENCES \`code_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "products_id", "carts_id", "wishlists_id", "orders_id", "submissions_id", "subscribers_id", "payment_events_id", "invoice_counters_id", "rate_limits_id", "mail_queue_id", "cart_merges_id", "backup_runs_id", "sales_id", "price_history_id", "discount_codes_id", "code_uses_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "products_id", "carts_id", "wishlists_id", "orders_id", "submissions_id", "subscribers_id", "payment_events_id", "invoice_counters_id", "rate_limits_id", "mail_queue_id", "cart_merges_id", "backup_runs_id", "sales_id", "price_history_id", "discount_codes_id", "code_uses_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wishlists_id_idx\` ON \`payload_locked_documents_rels\` (\`wishlists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoice_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`invoice_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_queue_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_queue_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_merges_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_merges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_backup_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`backup_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_history_id_idx\` ON \`payload_locked_documents_rels\` (\`price_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discount_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`discount_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_code_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`code_uses_id\`);`)
  await db.run(sql`ALTER TABLE \`shop_settings\` ADD \`shipping_free_from\` numeric DEFAULT 89.69 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`offers\`;`)
}
