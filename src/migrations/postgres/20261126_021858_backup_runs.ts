import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_backup_runs_status" AS ENUM('running', 'ok', 'failed');
  CREATE TYPE "public"."enum_backup_runs_trigger" AS ENUM('schedule', 'command');
  CREATE TABLE "backup_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_backup_runs_status" NOT NULL,
  	"trigger" "enum_backup_runs_trigger",
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"file" varchar,
  	"bytes" numeric,
  	"destinations" varchar,
  	"pruned" numeric,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "backup_runs_id" integer;
  CREATE INDEX "backup_runs_status_idx" ON "backup_runs" USING btree ("status");
  CREATE INDEX "backup_runs_started_at_idx" ON "backup_runs" USING btree ("started_at");
  CREATE INDEX "backup_runs_updated_at_idx" ON "backup_runs" USING btree ("updated_at");
  CREATE INDEX "backup_runs_created_at_idx" ON "backup_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_backup_runs_fk" FOREIGN KEY ("backup_runs_id") REFERENCES "public"."backup_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_backup_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("backup_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "backup_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "backup_runs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_backup_runs_fk";
  
  DROP INDEX "payload_locked_documents_rels_backup_runs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "backup_runs_id";
  DROP TYPE "public"."enum_backup_runs_status";
  DROP TYPE "public"."enum_backup_runs_trigger";`)
}
