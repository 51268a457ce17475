import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carrier_settings\` ADD \`italy_pickup_option\` text;`)
  await db.run(sql`ALTER TABLE \`carrier_settings\` ADD \`abroad_pickup_option\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carrier_settings\` DROP COLUMN \`italy_pickup_option\`;`)
  await db.run(sql`ALTER TABLE \`carrier_settings\` DROP COLUMN \`abroad_pickup_option\`;`)
}
