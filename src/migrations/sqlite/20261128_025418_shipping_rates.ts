import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`shop_settings_shipping_zones_countries\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shop_settings_shipping_zones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_zones_countries_order_idx\` ON \`shop_settings_shipping_zones_countries\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_zones_countries_parent_idx\` ON \`shop_settings_shipping_zones_countries\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shop_settings_shipping_zones_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`up_to_kg\` numeric NOT NULL,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shop_settings_shipping_zones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_zones_bands_order_idx\` ON \`shop_settings_shipping_zones_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_zones_bands_parent_id_idx\` ON \`shop_settings_shipping_zones_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shop_settings_shipping_zones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shop_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_zones_order_idx\` ON \`shop_settings_shipping_zones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_zones_parent_id_idx\` ON \`shop_settings_shipping_zones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shop_settings_shipping_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`length\` numeric NOT NULL,
  	\`width\` numeric NOT NULL,
  	\`height\` numeric NOT NULL,
  	\`weight\` numeric NOT NULL,
  	\`max_weight\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shop_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_boxes_order_idx\` ON \`shop_settings_shipping_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_boxes_parent_id_idx\` ON \`shop_settings_shipping_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shop_settings_shipping_padding_by_type\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`grams\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shop_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_padding_by_type_order_idx\` ON \`shop_settings_shipping_padding_by_type\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_padding_by_type_parent_id_idx\` ON \`shop_settings_shipping_padding_by_type\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products_fragrance\` ADD \`packed_size_length\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_fragrance\` ADD \`packed_size_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`products_fragrance\` ADD \`packed_size_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`packed_size_length\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`packed_size_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`packed_size_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_fragrance\` ADD \`packed_size_length\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_fragrance\` ADD \`packed_size_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_fragrance\` ADD \`packed_size_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_packed_size_length\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_packed_size_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_packed_size_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`shop_settings\` ADD \`shipping_padding\` numeric DEFAULT 60;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`shop_settings_shipping_zones_countries\`;`)
  await db.run(sql`DROP TABLE \`shop_settings_shipping_zones_bands\`;`)
  await db.run(sql`DROP TABLE \`shop_settings_shipping_zones\`;`)
  await db.run(sql`DROP TABLE \`shop_settings_shipping_boxes\`;`)
  await db.run(sql`DROP TABLE \`shop_settings_shipping_padding_by_type\`;`)
  await db.run(sql`ALTER TABLE \`products_fragrance\` DROP COLUMN \`packed_size_length\`;`)
  await db.run(sql`ALTER TABLE \`products_fragrance\` DROP COLUMN \`packed_size_width\`;`)
  await db.run(sql`ALTER TABLE \`products_fragrance\` DROP COLUMN \`packed_size_height\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`packed_size_length\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`packed_size_width\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`packed_size_height\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_fragrance\` DROP COLUMN \`packed_size_length\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_fragrance\` DROP COLUMN \`packed_size_width\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_fragrance\` DROP COLUMN \`packed_size_height\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_packed_size_length\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_packed_size_width\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_packed_size_height\`;`)
  await db.run(sql`ALTER TABLE \`shop_settings\` DROP COLUMN \`shipping_padding\`;`)
}
