import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "review_votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_id" integer,
  	"voter" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_votes_id" integer;
  ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "review_votes_review_idx" ON "review_votes" USING btree ("review_id");
  CREATE INDEX "review_votes_updated_at_idx" ON "review_votes" USING btree ("updated_at");
  CREATE INDEX "review_votes_created_at_idx" ON "review_votes" USING btree ("created_at");
  CREATE UNIQUE INDEX "review_voter_idx" ON "review_votes" USING btree ("review_id","voter");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_votes_fk" FOREIGN KEY ("review_votes_id") REFERENCES "public"."review_votes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_review_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("review_votes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "review_votes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "review_votes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_votes_fk";
  
  DROP INDEX "payload_locked_documents_rels_review_votes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_votes_id";`)
}
