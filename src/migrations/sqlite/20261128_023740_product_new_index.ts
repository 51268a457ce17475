import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`products_new_idx\` ON \`products\` (\`new\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_new_idx\` ON \`_products_v\` (\`version_new\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_new_idx\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_new_idx\`;`)
}
