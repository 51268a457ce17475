import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Every parcel of a carrier shipment and the state of a cancel (features/carriers, ADR 0042). Written so
// that it runs once whatever ran before it (IF NOT EXISTS: 20261128_144430_return_labels was generated
// while this schema change was already in the working tree and creates the same table and column).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "orders_shipment_parcels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"parcel_id" varchar,
  	"tracking_number" varchar,
  	"tracking_url" varchar,
  	"status" varchar,
  	"status_at" varchar
  );

  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "shipment_cancellation" varchar;
  DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'orders_shipment_parcels_parent_id_fk') THEN
      ALTER TABLE "orders_shipment_parcels" ADD CONSTRAINT "orders_shipment_parcels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
    END IF;
  END $$;
  CREATE INDEX IF NOT EXISTS "orders_shipment_parcels_order_idx" ON "orders_shipment_parcels" USING btree ("_order");
  CREATE INDEX IF NOT EXISTS "orders_shipment_parcels_parent_id_idx" ON "orders_shipment_parcels" USING btree ("_parent_id");
  CREATE INDEX IF NOT EXISTS "orders_shipment_parcels_parcel_id_idx" ON "orders_shipment_parcels" USING btree ("parcel_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "orders_shipment_parcels" CASCADE;
  ALTER TABLE "orders" DROP COLUMN IF EXISTS "shipment_cancellation";`)
}
