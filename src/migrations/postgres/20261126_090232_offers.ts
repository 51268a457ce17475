import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_offers_kind" AS ENUM('free-shipping', 'buy-x-get-y');
  CREATE TYPE "public"."enum_offers_zone" AS ENUM('all', 'italy', 'abroad');
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_offers_kind" DEFAULT 'free-shipping' NOT NULL,
  	"zone" "enum_offers_zone" DEFAULT 'all',
  	"threshold" numeric,
  	"category" varchar,
  	"buy" numeric,
  	"free" numeric,
  	"starts" timestamp(3) with time zone,
  	"ends" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offers_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "offers" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offers_id" integer;
  ALTER TABLE "offers_locales" ADD CONSTRAINT "offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE UNIQUE INDEX "offers_locales_locale_parent_id_unique" ON "offers_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  -- The settings' free-shipping threshold becomes the standing free-shipping offer (everywhere, no end);
  -- a shop that never saved its settings had the specification's 89,69 €; 0 meant never free: no offer.
  INSERT INTO "offers" ("kind", "zone", "threshold")
    SELECT 'free-shipping', 'all', t FROM (SELECT COALESCE((SELECT "shipping_free_from" FROM "shop_settings" LIMIT 1), 89.69) AS t) AS s WHERE t > 0;
  INSERT INTO "offers_locales" ("label", "_locale", "_parent_id")
    SELECT 'Spedizione gratuita', 'it'::"_locales", "id" FROM "offers" UNION ALL SELECT 'Free shipping', 'en'::"_locales", "id" FROM "offers";
  ALTER TABLE "shop_settings" DROP COLUMN "shipping_free_from";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "offers_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offers_fk";
  
  DROP INDEX "payload_locked_documents_rels_offers_id_idx";
  ALTER TABLE "shop_settings" ADD COLUMN "shipping_free_from" numeric DEFAULT 89.69 NOT NULL;
  ALTER TABLE "orders" DROP COLUMN "offers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offers_id";
  DROP TYPE "public"."enum_offers_kind";
  DROP TYPE "public"."enum_offers_zone";`)
}
