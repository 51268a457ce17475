import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "pickup_point_point_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "pickup_point_carrier" varchar;
  ALTER TABLE "orders" ADD COLUMN "pickup_point_kind" varchar;
  ALTER TABLE "orders" ADD COLUMN "pickup_point_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "pickup_point_street" varchar;
  ALTER TABLE "orders" ADD COLUMN "pickup_point_postcode" varchar;
  ALTER TABLE "orders" ADD COLUMN "pickup_point_city" varchar;
  ALTER TABLE "orders" ADD COLUMN "pickup_point_country" varchar;
  ALTER TABLE "orders" ADD COLUMN "pickup_point_hours" jsonb;
  ALTER TABLE "carrier_settings" ADD COLUMN "italy_pickup" boolean DEFAULT false;
  ALTER TABLE "carrier_settings" ADD COLUMN "abroad_pickup" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "pickup_point_point_id";
  ALTER TABLE "orders" DROP COLUMN "pickup_point_carrier";
  ALTER TABLE "orders" DROP COLUMN "pickup_point_kind";
  ALTER TABLE "orders" DROP COLUMN "pickup_point_name";
  ALTER TABLE "orders" DROP COLUMN "pickup_point_street";
  ALTER TABLE "orders" DROP COLUMN "pickup_point_postcode";
  ALTER TABLE "orders" DROP COLUMN "pickup_point_city";
  ALTER TABLE "orders" DROP COLUMN "pickup_point_country";
  ALTER TABLE "orders" DROP COLUMN "pickup_point_hours";
  ALTER TABLE "carrier_settings" DROP COLUMN "italy_pickup";
  ALTER TABLE "carrier_settings" DROP COLUMN "abroad_pickup";`)
}
