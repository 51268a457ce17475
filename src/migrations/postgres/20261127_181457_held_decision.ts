import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "held_payment_decision" varchar;
  ALTER TABLE "orders" ADD COLUMN "held_payment_decided_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "held_payment_decision";
  ALTER TABLE "orders" DROP COLUMN "held_payment_decided_at";`)
}
