import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`withdrawal_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`withdrawal_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`withdrawal_email\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`withdrawal_lines\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`withdrawal_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`withdrawal_name\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`withdrawal_email\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`withdrawal_lines\`;`)
}
