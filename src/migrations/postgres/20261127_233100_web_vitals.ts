import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "web_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"metric" varchar NOT NULL,
  	"page_type" varchar NOT NULL,
  	"lang" varchar NOT NULL,
  	"device" varchar NOT NULL,
  	"le" numeric NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_vitals_id" integer;
  CREATE INDEX "web_vitals_day_idx" ON "web_vitals" USING btree ("day");
  CREATE INDEX "web_vitals_updated_at_idx" ON "web_vitals" USING btree ("updated_at");
  CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_metric_pageType_lang_device_le_idx" ON "web_vitals" USING btree ("day","metric","page_type","lang","device","le");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vitals_fk" FOREIGN KEY ("web_vitals_id") REFERENCES "public"."web_vitals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_web_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("web_vitals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "web_vitals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "web_vitals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_vitals_fk";
  
  DROP INDEX "payload_locked_documents_rels_web_vitals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_vitals_id";`)
}
