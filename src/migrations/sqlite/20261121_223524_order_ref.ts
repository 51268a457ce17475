import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ref\` text;`)
  await db.run(sql`CREATE INDEX \`orders_ref_idx\` ON \`orders\` (\`ref\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_ref_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`ref\`;`)
}
