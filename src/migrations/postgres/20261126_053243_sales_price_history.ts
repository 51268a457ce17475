import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sales_applies_to" AS ENUM('products', 'category');
  CREATE TYPE "public"."enum_sales_kind" AS ENUM('percent', 'price');
  CREATE TABLE "sales" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"starts" timestamp(3) with time zone NOT NULL,
  	"ends" timestamp(3) with time zone NOT NULL,
  	"applies_to" "enum_sales_applies_to" DEFAULT 'products' NOT NULL,
  	"category" varchar,
  	"kind" "enum_sales_kind" DEFAULT 'percent' NOT NULL,
  	"percent" numeric,
  	"price" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sales_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "price_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"set" numeric DEFAULT 0 NOT NULL,
  	"price" numeric NOT NULL,
  	"from" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sales_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_history_id" integer;
  ALTER TABLE "sales_rels" ADD CONSTRAINT "sales_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sales_rels" ADD CONSTRAINT "sales_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sales_starts_idx" ON "sales" USING btree ("starts");
  CREATE INDEX "sales_ends_idx" ON "sales" USING btree ("ends");
  CREATE INDEX "sales_updated_at_idx" ON "sales" USING btree ("updated_at");
  CREATE INDEX "sales_created_at_idx" ON "sales" USING btree ("created_at");
  CREATE INDEX "sales_rels_order_idx" ON "sales_rels" USING btree ("order");
  CREATE INDEX "sales_rels_parent_idx" ON "sales_rels" USING btree ("parent_id");
  CREATE INDEX "sales_rels_path_idx" ON "sales_rels" USING btree ("path");
  CREATE INDEX "sales_rels_products_id_idx" ON "sales_rels" USING btree ("products_id");
  CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id");
  CREATE INDEX "price_history_from_idx" ON "price_history" USING btree ("from");
  CREATE INDEX "price_history_updated_at_idx" ON "price_history" USING btree ("updated_at");
  CREATE INDEX "price_history_created_at_idx" ON "price_history" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sales_fk" FOREIGN KEY ("sales_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_history_fk" FOREIGN KEY ("price_history_id") REFERENCES "public"."price_history"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sales_id_idx" ON "payload_locked_documents_rels" USING btree ("sales_id");
  CREATE INDEX "payload_locked_documents_rels_price_history_id_idx" ON "payload_locked_documents_rels" USING btree ("price_history_id");`)
  // The price history starts with today's published prices, in effect since the product was last saved
  // (the latest moment its price can have changed): the 30-day rule then has a truthful start.
  await db.execute(sql`INSERT INTO "price_history" ("product_id", "set", "price", "from")
    SELECT "id", 0, "price", "updated_at" FROM "products" WHERE "price" IS NOT NULL AND ("_status" = 'published' OR "_status" IS NULL);`)
  await db.execute(sql`INSERT INTO "price_history" ("product_id", "set", "price", "from")
    SELECT p."id", s."number", s."price", p."updated_at" FROM "products_sets" s JOIN "products" p ON p."id" = s."_parent_id"
    WHERE s."price" IS NOT NULL AND (p."_status" = 'published' OR p."_status" IS NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sales_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sales" CASCADE;
  DROP TABLE "sales_rels" CASCADE;
  DROP TABLE "price_history" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sales_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_history_fk";
  
  DROP INDEX "payload_locked_documents_rels_sales_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_history_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sales_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_history_id";
  DROP TYPE "public"."enum_sales_applies_to";
  DROP TYPE "public"."enum_sales_kind";`)
}
