import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "totp_factors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"secret" varchar NOT NULL,
  	"last_step" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recovery_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "totp_factors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recovery_codes_id" integer;
  ALTER TABLE "totp_factors" ADD CONSTRAINT "totp_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "totp_factors_user_idx" ON "totp_factors" USING btree ("user_id");
  CREATE INDEX "totp_factors_updated_at_idx" ON "totp_factors" USING btree ("updated_at");
  CREATE INDEX "totp_factors_created_at_idx" ON "totp_factors" USING btree ("created_at");
  CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");
  CREATE UNIQUE INDEX "recovery_codes_code_hash_idx" ON "recovery_codes" USING btree ("code_hash");
  CREATE INDEX "recovery_codes_updated_at_idx" ON "recovery_codes" USING btree ("updated_at");
  CREATE INDEX "recovery_codes_created_at_idx" ON "recovery_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_totp_factors_fk" FOREIGN KEY ("totp_factors_id") REFERENCES "public"."totp_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recovery_codes_fk" FOREIGN KEY ("recovery_codes_id") REFERENCES "public"."recovery_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_totp_factors_id_idx" ON "payload_locked_documents_rels" USING btree ("totp_factors_id");
  CREATE INDEX "payload_locked_documents_rels_recovery_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("recovery_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "totp_factors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recovery_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "totp_factors" CASCADE;
  DROP TABLE "recovery_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_totp_factors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recovery_codes_fk";
  
  DROP INDEX "payload_locked_documents_rels_totp_factors_id_idx";
  DROP INDEX "payload_locked_documents_rels_recovery_codes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "totp_factors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recovery_codes_id";`)
}
