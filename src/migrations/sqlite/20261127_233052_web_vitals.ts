import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`web_vitals\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`day\` text NOT NULL,
  	\`metric\` text NOT NULL,
  	\`page_type\` text NOT NULL,
  	\`lang\` text NOT NULL,
  	\`device\` text NOT NULL,
  	\`le\` numeric NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`web_vitals_day_idx\` ON \`web_vitals\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`web_vitals_updated_at_idx\` ON \`web_vitals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`web_vitals_created_at_idx\` ON \`web_vitals\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_metric_pageType_lang_device_le_idx\` ON \`web_vitals\` (\`day\`,\`metric\`,\`page_type\`,\`lang\`,\`device\`,\`le\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`web_vitals_id\` integer REFERENCES web_vitals(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`web_vitals_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`web_vitals\`;`)
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
  	\`category_history_id\` integer,
  	\`discount_codes_id\` integer,
  	\`code_uses_id\` integer,
  	\`offers_id\` integer,
  	\`search_queries_id\` integer,
  	\`stock_alerts_id\` integer,
  	\`reviews_id\` integer,
  	\`review_votes_id\` integer,
  	\`mail_opt_outs_id\` integer,
  	\`price_lists_id\` integer,
  	\`session_devices_id\` integer,
  	\`totp_factors_id\` integer,
  	\`recovery_codes_id\` integer,
  	\`passkeys_id\` integer,
  	\`audit_log_id\` integer,
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
  	FOREIGN KEY (\`category_history_id\`) REFERENCES \`category_history\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`discount_codes_id\`) REFERENCES \`discount_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`code_uses_id\`) REFERENCES \`code_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_queries_id\`) REFERENCES \`search_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stock_alerts_id\`) REFERENCES \`stock_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`review_votes_id\`) REFERENCES \`review_votes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_opt_outs_id\`) REFERENCES \`mail_opt_outs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`session_devices_id\`) REFERENCES \`session_devices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`totp_factors_id\`) REFERENCES \`totp_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recovery_codes_id\`) REFERENCES \`recovery_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`passkeys_id\`) REFERENCES \`passkeys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "products_id", "carts_id", "wishlists_id", "orders_id", "submissions_id", "subscribers_id", "payment_events_id", "invoice_counters_id", "rate_limits_id", "mail_queue_id", "cart_merges_id", "backup_runs_id", "sales_id", "price_history_id", "category_history_id", "discount_codes_id", "code_uses_id", "offers_id", "search_queries_id", "stock_alerts_id", "reviews_id", "review_votes_id", "mail_opt_outs_id", "price_lists_id", "session_devices_id", "totp_factors_id", "recovery_codes_id", "passkeys_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "products_id", "carts_id", "wishlists_id", "orders_id", "submissions_id", "subscribers_id", "payment_events_id", "invoice_counters_id", "rate_limits_id", "mail_queue_id", "cart_merges_id", "backup_runs_id", "sales_id", "price_history_id", "category_history_id", "discount_codes_id", "code_uses_id", "offers_id", "search_queries_id", "stock_alerts_id", "reviews_id", "review_votes_id", "mail_opt_outs_id", "price_lists_id", "session_devices_id", "totp_factors_id", "recovery_codes_id", "passkeys_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_category_history_id_idx\` ON \`payload_locked_documents_rels\` (\`category_history_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discount_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`discount_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_code_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`code_uses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`review_votes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_opt_outs_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_opt_outs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_session_devices_id_idx\` ON \`payload_locked_documents_rels\` (\`session_devices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_totp_factors_id_idx\` ON \`payload_locked_documents_rels\` (\`totp_factors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recovery_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`recovery_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_passkeys_id_idx\` ON \`payload_locked_documents_rels\` (\`passkeys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}
