import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_carrier_settings_italy" AS ENUM('manual', 'sendcloud:letter', 'brt:standard', 'gls_it:standard', 'poste_it:standard', 'sda:standard', 'dhl:standard', 'ups:standard');
  CREATE TYPE "public"."enum_carrier_settings_abroad" AS ENUM('manual', 'sendcloud:letter', 'brt:standard', 'gls_it:standard', 'poste_it:standard', 'sda:standard', 'dhl:standard', 'ups:standard');
  CREATE TABLE "carrier_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"italy" "enum_carrier_settings_italy" DEFAULT 'manual' NOT NULL,
  	"abroad" "enum_carrier_settings_abroad" DEFAULT 'manual' NOT NULL,
  	"piece_grams" numeric DEFAULT 500 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "orders" ADD COLUMN "shipment_provider" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipment_carrier" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipment_shipment_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipment_parcel_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipment_status" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipment_status_at" varchar;
  CREATE INDEX "orders_shipment_shipment_parcel_id_idx" ON "orders" USING btree ("shipment_parcel_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carrier_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "carrier_settings" CASCADE;
  DROP INDEX "orders_shipment_shipment_parcel_id_idx";
  ALTER TABLE "orders" DROP COLUMN "shipment_provider";
  ALTER TABLE "orders" DROP COLUMN "shipment_carrier";
  ALTER TABLE "orders" DROP COLUMN "shipment_shipment_id";
  ALTER TABLE "orders" DROP COLUMN "shipment_parcel_id";
  ALTER TABLE "orders" DROP COLUMN "shipment_status";
  ALTER TABLE "orders" DROP COLUMN "shipment_status_at";
  DROP TYPE "public"."enum_carrier_settings_italy";
  DROP TYPE "public"."enum_carrier_settings_abroad";`)
}
