import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`discount_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`description\` text,
  	\`kind\` text DEFAULT 'percent' NOT NULL,
  	\`percent\` numeric,
  	\`amount\` numeric,
  	\`min_subtotal\` numeric,
  	\`starts\` text,
  	\`ends\` text,
  	\`max_uses\` numeric,
  	\`max_per_customer\` numeric,
  	\`uses\` numeric DEFAULT 0,
  	\`not_with_sales\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`discount_codes_code_idx\` ON \`discount_codes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_updated_at_idx\` ON \`discount_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_created_at_idx\` ON \`discount_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`discount_codes_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`discount_codes_texts_order_parent\` ON \`discount_codes_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`discount_codes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`discount_codes_rels_order_idx\` ON \`discount_codes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_rels_parent_idx\` ON \`discount_codes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_rels_path_idx\` ON \`discount_codes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`discount_codes_rels_products_id_idx\` ON \`discount_codes_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`code_uses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`code_id\` integer NOT NULL,
  	\`customer\` text NOT NULL,
  	\`hold\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`code_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`code_uses_key_idx\` ON \`code_uses\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`code_uses_code_idx\` ON \`code_uses\` (\`code_id\`);`)
  await db.run(sql`CREATE INDEX \`code_uses_customer_idx\` ON \`code_uses\` (\`customer\`);`)
  await db.run(sql`CREATE INDEX \`code_uses_hold_idx\` ON \`code_uses\` (\`hold\`);`)
  await db.run(sql`CREATE INDEX \`code_uses_updated_at_idx\` ON \`code_uses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`code_uses_created_at_idx\` ON \`code_uses\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`discount\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`discount\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`discount_code\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`discount_ref_id\` integer REFERENCES discount_codes(id);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`discount_hold\` text;`)
  await db.run(sql`CREATE INDEX \`orders_discount_code_idx\` ON \`orders\` (\`discount_code\`);`)
  await db.run(sql`CREATE INDEX \`orders_discount_ref_idx\` ON \`orders\` (\`discount_ref_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_discount_hold_idx\` ON \`orders\` (\`discount_hold\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`discount_codes_id\` integer REFERENCES discount_codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`code_uses_id\` integer REFERENCES code_uses(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discount_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`discount_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_code_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`code_uses_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`discount_codes\`;`)
  await db.run(sql`DROP TABLE \`discount_codes_texts\`;`)
  await db.run(sql`DROP TABLE \`discount_codes_rels\`;`)
  await db.run(sql`DROP TABLE \`code_uses\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`operator_note\` text,
  	\`ref\` text,
  	\`user_id\` integer,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`locale\` text DEFAULT 'it',
  	\`subtotal\` numeric NOT NULL,
  	\`shipping_fee\` numeric NOT NULL,
  	\`total_amount\` numeric NOT NULL,
  	\`note\` text,
  	\`billing_data_first_name\` text,
  	\`billing_data_last_name\` text,
  	\`billing_data_country\` text DEFAULT 'Italy',
  	\`billing_data_state\` text,
  	\`billing_data_city\` text,
  	\`billing_data_address\` text,
  	\`billing_data_zip\` text,
  	\`billing_data_phone\` text,
  	\`billing_data_email\` text,
  	\`billing_data_azienda\` text,
  	\`billing_data_piva\` text,
  	\`billing_data_sdi\` text,
  	\`billing_data_pec\` text,
  	\`billing_data_codice_fiscale\` text,
  	\`billing_data_vat_id\` text,
  	\`vat_kind\` text DEFAULT 'domestic',
  	\`vat_rate\` numeric DEFAULT 22,
  	\`vat_country\` text DEFAULT 'IT',
  	\`vat_vies\` text,
  	\`vat_vies_checked_at\` text,
  	\`tracking_code\` text,
  	\`tracking_link\` text,
  	\`withdrawal_at\` text,
  	\`withdrawal_name\` text,
  	\`withdrawal_email\` text,
  	\`withdrawal_lines\` text,
  	\`payment_intent_id\` text,
  	\`checkout_session_id\` text,
  	\`invoice_number\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "operator_note", "ref", "user_id", "email", "status", "locale", "subtotal", "shipping_fee", "total_amount", "note", "billing_data_first_name", "billing_data_last_name", "billing_data_country", "billing_data_state", "billing_data_city", "billing_data_address", "billing_data_zip", "billing_data_phone", "billing_data_email", "billing_data_azienda", "billing_data_piva", "billing_data_sdi", "billing_data_pec", "billing_data_codice_fiscale", "billing_data_vat_id", "vat_kind", "vat_rate", "vat_country", "vat_vies", "vat_vies_checked_at", "tracking_code", "tracking_link", "withdrawal_at", "withdrawal_name", "withdrawal_email", "withdrawal_lines", "payment_intent_id", "checkout_session_id", "invoice_number", "updated_at", "created_at") SELECT "id", "operator_note", "ref", "user_id", "email", "status", "locale", "subtotal", "shipping_fee", "total_amount", "note", "billing_data_first_name", "billing_data_last_name", "billing_data_country", "billing_data_state", "billing_data_city", "billing_data_address", "billing_data_zip", "billing_data_phone", "billing_data_email", "billing_data_azienda", "billing_data_piva", "billing_data_sdi", "billing_data_pec", "billing_data_codice_fiscale", "billing_data_vat_id", "vat_kind", "vat_rate", "vat_country", "vat_vies", "vat_vies_checked_at", "tracking_code", "tracking_link", "withdrawal_at", "withdrawal_name", "withdrawal_email", "withdrawal_lines", "payment_intent_id", "checkout_session_id", "invoice_number", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`orders_ref_idx\` ON \`orders\` (\`ref\`);`)
  await db.run(sql`CREATE INDEX \`orders_user_idx\` ON \`orders\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_email_idx\` ON \`orders\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_intent_id_idx\` ON \`orders\` (\`payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_checkout_session_id_idx\` ON \`orders\` (\`checkout_session_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_invoice_number_idx\` ON \`orders\` (\`invoice_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`price_history_id\`) REFERENCES \`price_history\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "products_id", "carts_id", "wishlists_id", "orders_id", "submissions_id", "subscribers_id", "payment_events_id", "invoice_counters_id", "rate_limits_id", "mail_queue_id", "cart_merges_id", "backup_runs_id", "sales_id", "price_history_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "products_id", "carts_id", "wishlists_id", "orders_id", "submissions_id", "subscribers_id", "payment_events_id", "invoice_counters_id", "rate_limits_id", "mail_queue_id", "cart_merges_id", "backup_runs_id", "sales_id", "price_history_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`discount\`;`)
}
