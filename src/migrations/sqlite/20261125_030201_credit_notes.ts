import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payment_events\` ADD \`credit_note\` text;`)
  await db.run(sql`ALTER TABLE \`payment_events\` ADD \`credit_note_date\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_events_credit_note_idx\` ON \`payment_events\` (\`credit_note\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_credit_note_date_idx\` ON \`payment_events\` (\`credit_note_date\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payment_events_credit_note_idx\`;`)
  await db.run(sql`DROP INDEX \`payment_events_credit_note_date_idx\`;`)
  await db.run(sql`ALTER TABLE \`payment_events\` DROP COLUMN \`credit_note\`;`)
  await db.run(sql`ALTER TABLE \`payment_events\` DROP COLUMN \`credit_note_date\`;`)
}
