import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_queue_status" ADD VALUE 'void';
  ALTER TABLE "mail_queue" ALTER COLUMN "to" DROP NOT NULL;
  ALTER TABLE "mail_queue" ALTER COLUMN "subject" DROP NOT NULL;
  ALTER TABLE "mail_queue" ALTER COLUMN "message" DROP NOT NULL;
  UPDATE "mail_queue" SET "status" = 'pending' WHERE "status" IS NULL;
  ALTER TABLE "mail_queue" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "mail_queue" ADD COLUMN "kind" varchar DEFAULT 'message' NOT NULL;
  ALTER TABLE "mail_queue" ADD COLUMN "ref" varchar;
  ALTER TABLE "mail_queue" ADD COLUMN "await_status" varchar;
  ALTER TABLE "mail_queue" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "mail_queue" ADD COLUMN "lease_until" timestamp(3) with time zone;
  ALTER TABLE "mail_queue" ADD COLUMN "retry_from" timestamp(3) with time zone;
  ALTER TABLE "mail_queue" ADD COLUMN "sent_at" timestamp(3) with time zone;
  UPDATE "mail_queue" SET "next_attempt_at" = "created_at", "retry_from" = "created_at";
  CREATE INDEX "mail_queue_next_attempt_at_idx" ON "mail_queue" USING btree ("next_attempt_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "mail_queue" WHERE "to" IS NULL OR "subject" IS NULL OR "message" IS NULL;
  ALTER TABLE "mail_queue" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "mail_queue" SET "status" = 'sent' WHERE "status" = 'void';
  ALTER TABLE "mail_queue" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_mail_queue_status";
  CREATE TYPE "public"."enum_mail_queue_status" AS ENUM('pending', 'sent', 'failed');
  ALTER TABLE "mail_queue" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_mail_queue_status";
  ALTER TABLE "mail_queue" ALTER COLUMN "status" SET DATA TYPE "public"."enum_mail_queue_status" USING "status"::"public"."enum_mail_queue_status";
  DROP INDEX "mail_queue_next_attempt_at_idx";
  ALTER TABLE "mail_queue" ALTER COLUMN "to" SET NOT NULL;
  ALTER TABLE "mail_queue" ALTER COLUMN "subject" SET NOT NULL;
  ALTER TABLE "mail_queue" ALTER COLUMN "message" SET NOT NULL;
  ALTER TABLE "mail_queue" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "mail_queue" DROP COLUMN "kind";
  ALTER TABLE "mail_queue" DROP COLUMN "ref";
  ALTER TABLE "mail_queue" DROP COLUMN "await_status";
  ALTER TABLE "mail_queue" DROP COLUMN "next_attempt_at";
  ALTER TABLE "mail_queue" DROP COLUMN "lease_until";
  ALTER TABLE "mail_queue" DROP COLUMN "retry_from";
  ALTER TABLE "mail_queue" DROP COLUMN "sent_at";`)
}
