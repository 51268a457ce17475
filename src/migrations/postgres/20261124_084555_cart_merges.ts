import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cart_merges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cart_merges_id" integer;
  CREATE UNIQUE INDEX "cart_merges_key_idx" ON "cart_merges" USING btree ("key");
  CREATE INDEX "cart_merges_updated_at_idx" ON "cart_merges" USING btree ("updated_at");
  CREATE INDEX "cart_merges_created_at_idx" ON "cart_merges" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cart_merges_fk" FOREIGN KEY ("cart_merges_id") REFERENCES "public"."cart_merges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cart_merges_id_idx" ON "payload_locked_documents_rels" USING btree ("cart_merges_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cart_merges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cart_merges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cart_merges_fk";
  
  DROP INDEX "payload_locked_documents_rels_cart_merges_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cart_merges_id";`)
}
