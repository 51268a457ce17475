import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "ref" varchar;
  CREATE INDEX "orders_ref_idx" ON "orders" USING btree ("ref");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_ref_idx";
  ALTER TABLE "orders" DROP COLUMN "ref";`)
}
