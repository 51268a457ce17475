import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_safety_pictograms" AS ENUM('unattended', 'flammable', 'children', 'distance', 'draught', 'surface', 'move');
  CREATE TABLE "products_safety_pictograms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_safety_pictograms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_modified" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "terms_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "accessibility" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_modified" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "accessibility_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "safety_manufacturer" varchar;
  ALTER TABLE "products" ADD COLUMN "safety_manufacturer_address" varchar;
  ALTER TABLE "products" ADD COLUMN "safety_manufacturer_email" varchar;
  ALTER TABLE "products" ADD COLUMN "safety_hazard_pictogram" boolean DEFAULT false;
  ALTER TABLE "products_locales" ADD COLUMN "safety_product_type" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "safety_warnings" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "safety_clp" varchar;
  ALTER TABLE "products_safety_pictograms" ADD CONSTRAINT "products_safety_pictograms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "terms_locales" ADD CONSTRAINT "terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessibility_locales" ADD CONSTRAINT "accessibility_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessibility"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_safety_pictograms_order_idx" ON "products_safety_pictograms" USING btree ("order");
  CREATE INDEX "products_safety_pictograms_parent_idx" ON "products_safety_pictograms" USING btree ("parent_id");
  CREATE UNIQUE INDEX "terms_locales_locale_parent_id_unique" ON "terms_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "accessibility_locales_locale_parent_id_unique" ON "accessibility_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "products_safety_pictograms" CASCADE;
  DROP TABLE "terms" CASCADE;
  DROP TABLE "terms_locales" CASCADE;
  DROP TABLE "accessibility" CASCADE;
  DROP TABLE "accessibility_locales" CASCADE;
  ALTER TABLE "products" DROP COLUMN "safety_manufacturer";
  ALTER TABLE "products" DROP COLUMN "safety_manufacturer_address";
  ALTER TABLE "products" DROP COLUMN "safety_manufacturer_email";
  ALTER TABLE "products" DROP COLUMN "safety_hazard_pictogram";
  ALTER TABLE "products_locales" DROP COLUMN "safety_product_type";
  ALTER TABLE "products_locales" DROP COLUMN "safety_warnings";
  ALTER TABLE "products_locales" DROP COLUMN "safety_clp";
  DROP TYPE "public"."enum_products_safety_pictograms";`)
}
