import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products_fragrance\` ADD \`sku\` text;`)
  await db.run(sql`ALTER TABLE \`products_fragrance\` ADD \`weight\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`gtin\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`weight\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_fragrance\` ADD \`sku\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_fragrance\` ADD \`weight\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_gtin\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_weight\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products_fragrance\` DROP COLUMN \`sku\`;`)
  await db.run(sql`ALTER TABLE \`products_fragrance\` DROP COLUMN \`weight\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`gtin\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`weight\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_fragrance\` DROP COLUMN \`sku\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_fragrance\` DROP COLUMN \`weight\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_gtin\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_weight\`;`)
}
