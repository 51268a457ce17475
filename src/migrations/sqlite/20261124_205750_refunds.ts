import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payment_events\` ADD \`amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`payment_events\` ADD \`by\` text;`)
  await db.run(sql`CREATE INDEX \`payment_events_type_idx\` ON \`payment_events\` (\`type\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payment_events_type_idx\`;`)
  await db.run(sql`ALTER TABLE \`payment_events\` DROP COLUMN \`amount\`;`)
  await db.run(sql`ALTER TABLE \`payment_events\` DROP COLUMN \`by\`;`)
}
