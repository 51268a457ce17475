import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`carrier_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`italy\` text DEFAULT 'manual' NOT NULL,
  	\`abroad\` text DEFAULT 'manual' NOT NULL,
  	\`piece_grams\` numeric DEFAULT 500 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_provider\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_carrier\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_shipment_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_parcel_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_status\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_status_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_shipment_shipment_parcel_id_idx\` ON \`orders\` (\`shipment_parcel_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`carrier_settings\`;`)
  await db.run(sql`DROP INDEX \`orders_shipment_shipment_parcel_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_provider\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_carrier\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_shipment_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_parcel_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_status\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_status_at\`;`)
}
