import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`held_payment_decision\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`held_payment_decided_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`held_payment_decision\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`held_payment_decided_at\`;`)
}
