import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Every parcel of a carrier shipment and the state of a cancel (features/carriers, ADR 0042). Written so
// that it runs once whatever ran before it (IF NOT EXISTS; the column only when missing).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`orders_shipment_parcels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`parcel_id\` text,
  	\`tracking_number\` text,
  	\`tracking_url\` text,
  	\`status\` text,
  	\`status_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS \`orders_shipment_parcels_order_idx\` ON \`orders_shipment_parcels\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS \`orders_shipment_parcels_parent_id_idx\` ON \`orders_shipment_parcels\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS \`orders_shipment_parcels_parcel_id_idx\` ON \`orders_shipment_parcels\` (\`parcel_id\`);`,
  )
  const columns = (await db.all(sql`PRAGMA table_info(\`orders\`)`)) as { name: string }[]
  if (!columns.some((c) => c.name === 'shipment_cancellation'))
    await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_cancellation\` text;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`orders_shipment_parcels\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_cancellation\`;`)
}
