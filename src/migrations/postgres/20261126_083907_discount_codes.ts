import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_discount_codes_kind" AS ENUM('percent', 'amount', 'free-shipping');
  CREATE TABLE "discount_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"description" varchar,
  	"kind" "enum_discount_codes_kind" DEFAULT 'percent' NOT NULL,
  	"percent" numeric,
  	"amount" numeric,
  	"min_subtotal" numeric,
  	"starts" timestamp(3) with time zone,
  	"ends" timestamp(3) with time zone,
  	"max_uses" numeric,
  	"max_per_customer" numeric,
  	"uses" numeric DEFAULT 0,
  	"not_with_sales" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "discount_codes_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "discount_codes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "code_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"code_id" integer NOT NULL,
  	"customer" varchar NOT NULL,
  	"hold" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders_items" ADD COLUMN "discount" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "discount" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "discount_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "discount_ref_id" integer;
  ALTER TABLE "orders" ADD COLUMN "discount_hold" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "discount_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "code_uses_id" integer;
  ALTER TABLE "discount_codes_texts" ADD CONSTRAINT "discount_codes_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discount_codes_rels" ADD CONSTRAINT "discount_codes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discount_codes_rels" ADD CONSTRAINT "discount_codes_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "code_uses" ADD CONSTRAINT "code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree ("code");
  CREATE INDEX "discount_codes_updated_at_idx" ON "discount_codes" USING btree ("updated_at");
  CREATE INDEX "discount_codes_created_at_idx" ON "discount_codes" USING btree ("created_at");
  CREATE INDEX "discount_codes_texts_order_parent" ON "discount_codes_texts" USING btree ("order","parent_id");
  CREATE INDEX "discount_codes_rels_order_idx" ON "discount_codes_rels" USING btree ("order");
  CREATE INDEX "discount_codes_rels_parent_idx" ON "discount_codes_rels" USING btree ("parent_id");
  CREATE INDEX "discount_codes_rels_path_idx" ON "discount_codes_rels" USING btree ("path");
  CREATE INDEX "discount_codes_rels_products_id_idx" ON "discount_codes_rels" USING btree ("products_id");
  CREATE UNIQUE INDEX "code_uses_key_idx" ON "code_uses" USING btree ("key");
  CREATE INDEX "code_uses_code_idx" ON "code_uses" USING btree ("code_id");
  CREATE INDEX "code_uses_customer_idx" ON "code_uses" USING btree ("customer");
  CREATE INDEX "code_uses_hold_idx" ON "code_uses" USING btree ("hold");
  CREATE INDEX "code_uses_updated_at_idx" ON "code_uses" USING btree ("updated_at");
  CREATE INDEX "code_uses_created_at_idx" ON "code_uses" USING btree ("created_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_ref_id_discount_codes_id_fk" FOREIGN KEY ("discount_ref_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_discount_codes_fk" FOREIGN KEY ("discount_codes_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_code_uses_fk" FOREIGN KEY ("code_uses_id") REFERENCES "public"."code_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code");
  CREATE INDEX "orders_discount_ref_idx" ON "orders" USING btree ("discount_ref_id");
  CREATE INDEX "orders_discount_hold_idx" ON "orders" USING btree ("discount_hold");
  CREATE INDEX "payload_locked_documents_rels_discount_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("discount_codes_id");
  CREATE INDEX "payload_locked_documents_rels_code_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("code_uses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "discount_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discount_codes_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discount_codes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "code_uses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "discount_codes" CASCADE;
  DROP TABLE "discount_codes_texts" CASCADE;
  DROP TABLE "discount_codes_rels" CASCADE;
  DROP TABLE "code_uses" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_discount_ref_id_discount_codes_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_discount_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_code_uses_fk";
  
  DROP INDEX "orders_discount_code_idx";
  DROP INDEX "orders_discount_ref_idx";
  DROP INDEX "orders_discount_hold_idx";
  DROP INDEX "payload_locked_documents_rels_discount_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_code_uses_id_idx";
  ALTER TABLE "orders_items" DROP COLUMN "discount";
  ALTER TABLE "orders" DROP COLUMN "discount";
  ALTER TABLE "orders" DROP COLUMN "discount_code";
  ALTER TABLE "orders" DROP COLUMN "discount_ref_id";
  ALTER TABLE "orders" DROP COLUMN "discount_hold";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "discount_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "code_uses_id";
  DROP TYPE "public"."enum_discount_codes_kind";`)
}
