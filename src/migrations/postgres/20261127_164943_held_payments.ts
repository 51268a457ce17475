import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_held_payment_from" AS ENUM('pending', 'expired', 'cancelled');
  ALTER TABLE "orders" ADD COLUMN "held_payment_amount" numeric;
  ALTER TABLE "orders" ADD COLUMN "held_payment_from" "enum_orders_held_payment_from";
  ALTER TABLE "orders" ADD COLUMN "held_payment_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "held_payment_amount";
  ALTER TABLE "orders" DROP COLUMN "held_payment_from";
  ALTER TABLE "orders" DROP COLUMN "held_payment_at";
  DROP TYPE "public"."enum_orders_held_payment_from";`)
}
