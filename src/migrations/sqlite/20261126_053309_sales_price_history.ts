import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sales\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`starts\` text NOT NULL,
  	\`ends\` text NOT NULL,
  	\`applies_to\` text DEFAULT 'products' NOT NULL,
  	\`category\` text,
  	\`kind\` text DEFAULT 'percent' NOT NULL,
  	\`percent\` numeric,
  	\`price\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_starts_idx\` ON \`sales\` (\`starts\`);`)
  await db.run(sql`CREATE INDEX \`sales_ends_idx\` ON \`sales\` (\`ends\`);`)
  await db.run(sql`CREATE INDEX \`sales_updated_at_idx\` ON \`sales\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sales_created_at_idx\` ON \`sales\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sales_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sales\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_rels_order_idx\` ON \`sales_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sales_rels_parent_idx\` ON \`sales_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sales_rels_path_idx\` ON \`sales_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`sales_rels_products_id_idx\` ON \`sales_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`price_history\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`set\` numeric DEFAULT 0 NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`from\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`price_history_product_idx\` ON \`price_history\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`price_history_from_idx\` ON \`price_history\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`price_history_updated_at_idx\` ON \`price_history\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_history_created_at_idx\` ON \`price_history\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sales_id\` integer REFERENCES sales(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_history_id\` integer REFERENCES price_history(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_history_id_idx\` ON \`payload_locked_documents_rels\` (\`price_history_id\`);`)
  // The price history starts with today's published prices, in effect since the product was last saved
  // (the latest moment its price can have changed): the 30-day rule then has a truthful start.
  await db.run(sql`INSERT INTO \`price_history\` (\`product_id\`, \`set\`, \`price\`, \`from\`)
    SELECT \`id\`, 0, \`price\`, \`updated_at\` FROM \`products\` WHERE \`price\` IS NOT NULL AND (\`_status\` = 'published' OR \`_status\` IS NULL);`)
  await db.run(sql`INSERT INTO \`price_history\` (\`product_id\`, \`set\`, \`price\`, \`from\`)
    SELECT p.\`id\`, s.\`number\`, s.\`price\`, p.\`updated_at\` FROM \`products_sets\` s JOIN \`products\` p ON p.\`id\` = s.\`_parent_id\`
    WHERE s.\`price\` IS NOT NULL AND (p.\`_status\` = 'published' OR p.\`_status\` IS NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sales\`;`)
  await db.run(sql`DROP TABLE \`sales_rels\`;`)
  await db.run(sql`DROP TABLE \`price_history\`;`)
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
  	FOREIGN KEY (\`backup_runs_id\`) REFERENCES \`backup_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "products_id", "carts_id", "wishlists_id", "orders_id", "submissions_id", "subscribers_id", "payment_events_id", "invoice_counters_id", "rate_limits_id", "mail_queue_id", "cart_merges_id", "backup_runs_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "products_id", "carts_id", "wishlists_id", "orders_id", "submissions_id", "subscribers_id", "payment_events_id", "invoice_counters_id", "rate_limits_id", "mail_queue_id", "cart_merges_id", "backup_runs_id" FROM \`payload_locked_documents_rels\`;`)
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
}
