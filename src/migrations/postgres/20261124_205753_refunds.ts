import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_status" ADD VALUE 'cancelled';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'refunded';
  ALTER TABLE "payment_events" ADD COLUMN "amount" numeric;
  ALTER TABLE "payment_events" ADD COLUMN "by" varchar;
  CREATE INDEX "payment_events_type_idx" ON "payment_events" USING btree ("type");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "orders" SET "status" = 'expired' WHERE "status" = 'cancelled';
  UPDATE "orders" SET "status" = 'delivered' WHERE "status" = 'refunded';
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'shipped', 'delivered', 'expired', 'needs-attention');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "payment_events_type_idx";
  ALTER TABLE "payment_events" DROP COLUMN "amount";
  ALTER TABLE "payment_events" DROP COLUMN "by";`)
}
