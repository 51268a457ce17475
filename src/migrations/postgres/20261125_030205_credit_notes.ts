import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payment_events" ADD COLUMN "credit_note" varchar;
  ALTER TABLE "payment_events" ADD COLUMN "credit_note_date" varchar;
  CREATE UNIQUE INDEX "payment_events_credit_note_idx" ON "payment_events" USING btree ("credit_note");
  CREATE INDEX "payment_events_credit_note_date_idx" ON "payment_events" USING btree ("credit_note_date");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payment_events_credit_note_idx";
  DROP INDEX "payment_events_credit_note_date_idx";
  ALTER TABLE "payment_events" DROP COLUMN "credit_note";
  ALTER TABLE "payment_events" DROP COLUMN "credit_note_date";`)
}
