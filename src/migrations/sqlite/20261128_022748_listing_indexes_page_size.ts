import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`shop_settings\` ADD \`page_size\` numeric DEFAULT 24;`)
  await db.run(sql`CREATE INDEX \`products_price_idx\` ON \`products\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`products_position_idx\` ON \`products\` (\`position\`);`)
  await db.run(sql`CREATE INDEX \`products_date_idx\` ON \`products\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`products_name_idx\` ON \`products_locales\` (\`name\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_price_idx\` ON \`_products_v\` (\`version_price\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_position_idx\` ON \`_products_v\` (\`version_position\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_date_idx\` ON \`_products_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_name_idx\` ON \`_products_v_locales\` (\`version_name\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_price_idx\`;`)
  await db.run(sql`DROP INDEX \`products_position_idx\`;`)
  await db.run(sql`DROP INDEX \`products_date_idx\`;`)
  await db.run(sql`DROP INDEX \`products_name_idx\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_price_idx\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_position_idx\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_date_idx\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`shop_settings\` DROP COLUMN \`page_size\`;`)
}
