import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_dealer_status" AS ENUM('active', 'suspended');
  CREATE TYPE "public"."enum_users_dealer_vies" AS ENUM('valid', 'unavailable');
  CREATE TYPE "public"."enum_orders_payment" AS ENUM('card', 'bank-transfer');
  CREATE TABLE "price_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"percent_off" numeric DEFAULT 40 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trade_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"minimum_order" numeric DEFAULT 150,
  	"transfer_days" numeric DEFAULT 10,
  	"promotions" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "dealer_status" "enum_users_dealer_status";
  ALTER TABLE "users" ADD COLUMN "dealer_price_list_id" integer;
  ALTER TABLE "users" ADD COLUMN "dealer_payment_terms_days" numeric;
  ALTER TABLE "users" ADD COLUMN "dealer_company" varchar;
  ALTER TABLE "users" ADD COLUMN "dealer_country" varchar DEFAULT 'IT';
  ALTER TABLE "users" ADD COLUMN "dealer_vat_number" varchar;
  ALTER TABLE "users" ADD COLUMN "dealer_sdi" varchar;
  ALTER TABLE "users" ADD COLUMN "dealer_pec" varchar;
  ALTER TABLE "users" ADD COLUMN "dealer_phone" varchar;
  ALTER TABLE "users" ADD COLUMN "dealer_street" varchar;
  ALTER TABLE "users" ADD COLUMN "dealer_zip" varchar;
  ALTER TABLE "users" ADD COLUMN "dealer_city" varchar;
  ALTER TABLE "users" ADD COLUMN "dealer_province" varchar;
  ALTER TABLE "users" ADD COLUMN "dealer_contact" varchar;
  ALTER TABLE "users" ADD COLUMN "dealer_vies" "enum_users_dealer_vies";
  ALTER TABLE "users" ADD COLUMN "dealer_vies_checked_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "dealer_approved_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "dealer_listed" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "dealer_region" varchar;
  ALTER TABLE "users" ADD COLUMN "dealer_request_id" integer;
  ALTER TABLE "products_sets" ADD COLUMN "trade_price" numeric;
  ALTER TABLE "products" ADD COLUMN "trade_trade_price" numeric;
  ALTER TABLE "products" ADD COLUMN "trade_case_pack" numeric DEFAULT 1;
  ALTER TABLE "products" ADD COLUMN "trade_dealer_only" boolean DEFAULT false;
  ALTER TABLE "_products_v_version_sets" ADD COLUMN "trade_price" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_trade_trade_price" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_trade_case_pack" numeric DEFAULT 1;
  ALTER TABLE "_products_v" ADD COLUMN "version_trade_dealer_only" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "trade" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "payment" "enum_orders_payment" DEFAULT 'card';
  ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "payment_due" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "transfer_date" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_lists_id" integer;
  CREATE UNIQUE INDEX "price_lists_name_idx" ON "price_lists" USING btree ("name");
  CREATE INDEX "price_lists_updated_at_idx" ON "price_lists" USING btree ("updated_at");
  CREATE INDEX "price_lists_created_at_idx" ON "price_lists" USING btree ("created_at");
  ALTER TABLE "users" ADD CONSTRAINT "users_dealer_price_list_id_price_lists_id_fk" FOREIGN KEY ("dealer_price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_dealer_request_id_submissions_id_fk" FOREIGN KEY ("dealer_request_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_lists_fk" FOREIGN KEY ("price_lists_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_dealer_dealer_status_idx" ON "users" USING btree ("dealer_status");
  CREATE INDEX "users_dealer_dealer_price_list_idx" ON "users" USING btree ("dealer_price_list_id");
  CREATE INDEX "users_dealer_dealer_request_idx" ON "users" USING btree ("dealer_request_id");
  CREATE INDEX "orders_trade_idx" ON "orders" USING btree ("trade");
  CREATE INDEX "orders_hold_until_idx" ON "orders" USING btree ("hold_until");
  CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due");
  CREATE INDEX "payload_locked_documents_rels_price_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("price_lists_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trade_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_lists" CASCADE;
  DROP TABLE "trade_settings" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT "users_dealer_price_list_id_price_lists_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_dealer_request_id_submissions_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_lists_fk";
  
  DROP INDEX "users_dealer_dealer_status_idx";
  DROP INDEX "users_dealer_dealer_price_list_idx";
  DROP INDEX "users_dealer_dealer_request_idx";
  DROP INDEX "orders_trade_idx";
  DROP INDEX "orders_hold_until_idx";
  DROP INDEX "orders_payment_due_idx";
  DROP INDEX "payload_locked_documents_rels_price_lists_id_idx";
  ALTER TABLE "users" DROP COLUMN "dealer_status";
  ALTER TABLE "users" DROP COLUMN "dealer_price_list_id";
  ALTER TABLE "users" DROP COLUMN "dealer_payment_terms_days";
  ALTER TABLE "users" DROP COLUMN "dealer_company";
  ALTER TABLE "users" DROP COLUMN "dealer_country";
  ALTER TABLE "users" DROP COLUMN "dealer_vat_number";
  ALTER TABLE "users" DROP COLUMN "dealer_sdi";
  ALTER TABLE "users" DROP COLUMN "dealer_pec";
  ALTER TABLE "users" DROP COLUMN "dealer_phone";
  ALTER TABLE "users" DROP COLUMN "dealer_street";
  ALTER TABLE "users" DROP COLUMN "dealer_zip";
  ALTER TABLE "users" DROP COLUMN "dealer_city";
  ALTER TABLE "users" DROP COLUMN "dealer_province";
  ALTER TABLE "users" DROP COLUMN "dealer_contact";
  ALTER TABLE "users" DROP COLUMN "dealer_vies";
  ALTER TABLE "users" DROP COLUMN "dealer_vies_checked_at";
  ALTER TABLE "users" DROP COLUMN "dealer_approved_at";
  ALTER TABLE "users" DROP COLUMN "dealer_listed";
  ALTER TABLE "users" DROP COLUMN "dealer_region";
  ALTER TABLE "users" DROP COLUMN "dealer_request_id";
  ALTER TABLE "products_sets" DROP COLUMN "trade_price";
  ALTER TABLE "products" DROP COLUMN "trade_trade_price";
  ALTER TABLE "products" DROP COLUMN "trade_case_pack";
  ALTER TABLE "products" DROP COLUMN "trade_dealer_only";
  ALTER TABLE "_products_v_version_sets" DROP COLUMN "trade_price";
  ALTER TABLE "_products_v" DROP COLUMN "version_trade_trade_price";
  ALTER TABLE "_products_v" DROP COLUMN "version_trade_case_pack";
  ALTER TABLE "_products_v" DROP COLUMN "version_trade_dealer_only";
  ALTER TABLE "orders" DROP COLUMN "trade";
  ALTER TABLE "orders" DROP COLUMN "payment";
  ALTER TABLE "orders" DROP COLUMN "hold_until";
  ALTER TABLE "orders" DROP COLUMN "payment_due";
  ALTER TABLE "orders" DROP COLUMN "transfer_date";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_lists_id";
  DROP TYPE "public"."enum_users_dealer_status";
  DROP TYPE "public"."enum_users_dealer_vies";
  DROP TYPE "public"."enum_orders_payment";`)
}
