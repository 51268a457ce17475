import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`return_shipment_provider\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`return_shipment_return_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`return_shipment_label_ref\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`return_shipment_tracking_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`return_shipment_tracking_url\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`return_shipment_error\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`return_shipment_at\` text;`)
  await db.run(sql`ALTER TABLE \`carrier_settings\` ADD \`returns_offer\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`carrier_settings\` ADD \`returns_option_code\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`return_shipment_provider\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`return_shipment_return_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`return_shipment_label_ref\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`return_shipment_tracking_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`return_shipment_tracking_url\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`return_shipment_error\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`return_shipment_at\`;`)
  await db.run(sql`ALTER TABLE \`carrier_settings\` DROP COLUMN \`returns_offer\`;`)
  await db.run(sql`ALTER TABLE \`carrier_settings\` DROP COLUMN \`returns_option_code\`;`)
}
