import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products_locales\` ADD \`sort_name\` text;`)
  await db.run(sql`CREATE INDEX \`products_sort_name_idx\` ON \`products_locales\` (\`sort_name\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` ADD \`version_sort_name\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_sort_name_idx\` ON \`_products_v_locales\` (\`version_sort_name\`,\`_locale\`);`)
  // The names saved before: lower case (the next save also drops accents, lib/sort-key.ts).
  await db.run(sql`UPDATE \`products_locales\` SET \`sort_name\` = lower(trim(\`name\`));`)
  await db.run(sql`UPDATE \`_products_v_locales\` SET \`version_sort_name\` = lower(trim(\`version_name\`));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_sort_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`products_locales\` DROP COLUMN \`sort_name\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_sort_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_locales\` DROP COLUMN \`version_sort_name\`;`)
}
