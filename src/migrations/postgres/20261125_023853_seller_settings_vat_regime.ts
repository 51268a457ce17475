import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_vat_kind" AS ENUM('domestic', 'oss', 'intra-eu');
  CREATE TYPE "public"."enum_orders_vat_vies" AS ENUM('valid', 'unavailable');
  CREATE TYPE "public"."enum_seller_shareholders" AS ENUM('SU', 'SM');
  CREATE TYPE "public"."enum_seller_liquidation" AS ENUM('LN', 'LS');
  CREATE TYPE "public"."enum_seller_tax_regime" AS ENUM('RF01', 'RF02', 'RF19');
  CREATE TABLE "seller" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"zip" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"province" varchar,
  	"country" varchar DEFAULT 'Italia',
  	"vat_number" varchar NOT NULL,
  	"codice_fiscale" varchar,
  	"rea_office" varchar,
  	"rea_number" varchar,
  	"share_capital" numeric DEFAULT 0,
  	"shareholders" "enum_seller_shareholders" DEFAULT 'SM',
  	"liquidation" "enum_seller_liquidation" DEFAULT 'LN',
  	"pec" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"tax_regime" "enum_seller_tax_regime" DEFAULT 'RF01',
  	"oss" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "orders" ADD COLUMN "billing_data_vat_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "vat_kind" "enum_orders_vat_kind" DEFAULT 'domestic';
  ALTER TABLE "orders" ADD COLUMN "vat_rate" numeric DEFAULT 22;
  ALTER TABLE "orders" ADD COLUMN "vat_country" varchar DEFAULT 'IT';
  ALTER TABLE "orders" ADD COLUMN "vat_vies" "enum_orders_vat_vies";
  ALTER TABLE "orders" ADD COLUMN "vat_vies_checked_at" timestamp(3) with time zone;
  -- What the footer held of the seller's identity moves to the seller settings (the rest is filled on start).
  INSERT INTO "seller" ("name", "street", "zip", "city", "vat_number", "email", "phone", "updated_at", "created_at")
    SELECT "company_name", '', '', '', COALESCE("vat_number", ''), "email", "phone", "updated_at", "created_at" FROM "footer"
    WHERE "company_name" IS NOT NULL AND "company_name" <> '' LIMIT 1;
  ALTER TABLE "footer" DROP COLUMN "company_name";
  ALTER TABLE "footer" DROP COLUMN "vat_number";
  ALTER TABLE "footer" DROP COLUMN "email";
  ALTER TABLE "footer" DROP COLUMN "phone";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "seller" CASCADE;
  ALTER TABLE "footer" ADD COLUMN "company_name" varchar;
  ALTER TABLE "footer" ADD COLUMN "vat_number" varchar;
  ALTER TABLE "footer" ADD COLUMN "email" varchar;
  ALTER TABLE "footer" ADD COLUMN "phone" varchar;
  ALTER TABLE "orders" DROP COLUMN "billing_data_vat_id";
  ALTER TABLE "orders" DROP COLUMN "vat_kind";
  ALTER TABLE "orders" DROP COLUMN "vat_rate";
  ALTER TABLE "orders" DROP COLUMN "vat_country";
  ALTER TABLE "orders" DROP COLUMN "vat_vies";
  ALTER TABLE "orders" DROP COLUMN "vat_vies_checked_at";
  DROP TYPE "public"."enum_orders_vat_kind";
  DROP TYPE "public"."enum_orders_vat_vies";
  DROP TYPE "public"."enum_seller_shareholders";
  DROP TYPE "public"."enum_seller_liquidation";
  DROP TYPE "public"."enum_seller_tax_regime";`)
}
