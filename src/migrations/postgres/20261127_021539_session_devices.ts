import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "session_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sid" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"user_agent" varchar,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "session_devices_id" integer;
  ALTER TABLE "session_devices" ADD CONSTRAINT "session_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "session_devices_sid_idx" ON "session_devices" USING btree ("sid");
  CREATE INDEX "session_devices_user_idx" ON "session_devices" USING btree ("user_id");
  CREATE INDEX "session_devices_updated_at_idx" ON "session_devices" USING btree ("updated_at");
  CREATE INDEX "session_devices_created_at_idx" ON "session_devices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_session_devices_fk" FOREIGN KEY ("session_devices_id") REFERENCES "public"."session_devices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_session_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("session_devices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "session_devices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "session_devices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_session_devices_fk";
  
  DROP INDEX "payload_locked_documents_rels_session_devices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "session_devices_id";`)
}
