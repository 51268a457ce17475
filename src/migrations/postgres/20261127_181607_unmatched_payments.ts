import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payment_events" ADD COLUMN "session" varchar;
  ALTER TABLE "payment_events" ADD COLUMN "payment_intent" varchar;
  CREATE INDEX "payment_events_payment_intent_idx" ON "payment_events" USING btree ("payment_intent");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payment_events_payment_intent_idx";
  ALTER TABLE "payment_events" DROP COLUMN "session";
  ALTER TABLE "payment_events" DROP COLUMN "payment_intent";`)
}
