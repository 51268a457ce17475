import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_status" ADD VALUE 'withdrawn' BEFORE 'refunded';
  ALTER TABLE "orders" ADD COLUMN "withdrawal_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "withdrawal_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "withdrawal_email" varchar;
  ALTER TABLE "orders" ADD COLUMN "withdrawal_lines" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "orders" SET "status" = 'delivered' WHERE "status" = 'withdrawn';
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'shipped', 'delivered', 'expired', 'needs-attention', 'cancelled', 'refunded');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "orders" DROP COLUMN "withdrawal_at";
  ALTER TABLE "orders" DROP COLUMN "withdrawal_name";
  ALTER TABLE "orders" DROP COLUMN "withdrawal_email";
  ALTER TABLE "orders" DROP COLUMN "withdrawal_lines";`)
}
