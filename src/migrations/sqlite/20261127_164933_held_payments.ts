import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`held_payment_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`held_payment_from\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`held_payment_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`held_payment_amount\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`held_payment_from\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`held_payment_at\`;`)
}
