import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`pickup_point_point_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`pickup_point_carrier\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`pickup_point_kind\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`pickup_point_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`pickup_point_street\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`pickup_point_postcode\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`pickup_point_city\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`pickup_point_country\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`pickup_point_hours\` text;`)
  await db.run(sql`ALTER TABLE \`carrier_settings\` ADD \`italy_pickup\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`carrier_settings\` ADD \`abroad_pickup\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`pickup_point_point_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`pickup_point_carrier\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`pickup_point_kind\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`pickup_point_name\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`pickup_point_street\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`pickup_point_postcode\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`pickup_point_city\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`pickup_point_country\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`pickup_point_hours\`;`)
  await db.run(sql`ALTER TABLE \`carrier_settings\` DROP COLUMN \`italy_pickup\`;`)
  await db.run(sql`ALTER TABLE \`carrier_settings\` DROP COLUMN \`abroad_pickup\`;`)
}
