import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`seller\` ADD \`iban\` text;`)
  await db.run(sql`ALTER TABLE \`seller\` ADD \`bank_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`seller\` DROP COLUMN \`iban\`;`)
  await db.run(sql`ALTER TABLE \`seller\` DROP COLUMN \`bank_name\`;`)
}
