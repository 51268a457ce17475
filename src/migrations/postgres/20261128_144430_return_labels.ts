import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "orders_shipment_parcels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"parcel_id" varchar,
  	"tracking_number" varchar,
  	"tracking_url" varchar,
  	"status" varchar,
  	"status_at" varchar
  );
  
  ALTER TABLE "orders" ADD COLUMN "shipment_cancellation" varchar;
  ALTER TABLE "orders" ADD COLUMN "return_shipment_provider" varchar;
  ALTER TABLE "orders" ADD COLUMN "return_shipment_return_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "return_shipment_label_ref" varchar;
  ALTER TABLE "orders" ADD COLUMN "return_shipment_tracking_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "return_shipment_tracking_url" varchar;
  ALTER TABLE "orders" ADD COLUMN "return_shipment_error" varchar;
  ALTER TABLE "orders" ADD COLUMN "return_shipment_at" timestamp(3) with time zone;
  ALTER TABLE "carrier_settings" ADD COLUMN "returns_offer" boolean DEFAULT false;
  ALTER TABLE "carrier_settings" ADD COLUMN "returns_option_code" varchar;
  ALTER TABLE "orders_shipment_parcels" ADD CONSTRAINT "orders_shipment_parcels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_shipment_parcels_order_idx" ON "orders_shipment_parcels" USING btree ("_order");
  CREATE INDEX "orders_shipment_parcels_parent_id_idx" ON "orders_shipment_parcels" USING btree ("_parent_id");
  CREATE INDEX "orders_shipment_parcels_parcel_id_idx" ON "orders_shipment_parcels" USING btree ("parcel_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "orders_shipment_parcels" CASCADE;
  ALTER TABLE "orders" DROP COLUMN "shipment_cancellation";
  ALTER TABLE "orders" DROP COLUMN "return_shipment_provider";
  ALTER TABLE "orders" DROP COLUMN "return_shipment_return_id";
  ALTER TABLE "orders" DROP COLUMN "return_shipment_label_ref";
  ALTER TABLE "orders" DROP COLUMN "return_shipment_tracking_number";
  ALTER TABLE "orders" DROP COLUMN "return_shipment_tracking_url";
  ALTER TABLE "orders" DROP COLUMN "return_shipment_error";
  ALTER TABLE "orders" DROP COLUMN "return_shipment_at";
  ALTER TABLE "carrier_settings" DROP COLUMN "returns_offer";
  ALTER TABLE "carrier_settings" DROP COLUMN "returns_option_code";`)
}
