import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payment_events\` ADD \`session\` text;`)
  await db.run(sql`ALTER TABLE \`payment_events\` ADD \`payment_intent\` text;`)
  await db.run(sql`CREATE INDEX \`payment_events_payment_intent_idx\` ON \`payment_events\` (\`payment_intent\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payment_events_payment_intent_idx\`;`)
  await db.run(sql`ALTER TABLE \`payment_events\` DROP COLUMN \`session\`;`)
  await db.run(sql`ALTER TABLE \`payment_events\` DROP COLUMN \`payment_intent\`;`)
}
