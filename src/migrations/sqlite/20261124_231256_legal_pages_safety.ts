import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_safety_pictograms\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_safety_pictograms_order_idx\` ON \`products_safety_pictograms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_safety_pictograms_parent_idx\` ON \`products_safety_pictograms\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`terms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_modified\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`terms_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`terms_locales_locale_parent_id_unique\` ON \`terms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessibility\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_modified\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`accessibility_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accessibility_locales_locale_parent_id_unique\` ON \`accessibility_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`safety_manufacturer\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`safety_manufacturer_address\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`safety_manufacturer_email\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`safety_hazard_pictogram\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`safety_product_type\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`safety_warnings\` text;`)
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`safety_clp\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_safety_pictograms\`;`)
  await db.run(sql`DROP TABLE \`terms\`;`)
  await db.run(sql`DROP TABLE \`terms_locales\`;`)
  await db.run(sql`DROP TABLE \`accessibility\`;`)
  await db.run(sql`DROP TABLE \`accessibility_locales\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`safety_manufacturer\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`safety_manufacturer_address\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`safety_manufacturer_email\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`safety_hazard_pictogram\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`safety_product_type\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`safety_warnings\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`safety_clp\`;`)
}
