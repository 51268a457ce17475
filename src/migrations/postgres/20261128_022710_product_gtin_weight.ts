import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_fragrance" ADD COLUMN "sku" varchar;
  ALTER TABLE "products_fragrance" ADD COLUMN "weight" numeric;
  ALTER TABLE "products" ADD COLUMN "gtin" varchar;
  ALTER TABLE "products" ADD COLUMN "weight" numeric;
  ALTER TABLE "_products_v_version_fragrance" ADD COLUMN "sku" varchar;
  ALTER TABLE "_products_v_version_fragrance" ADD COLUMN "weight" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_gtin" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_weight" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_fragrance" DROP COLUMN "sku";
  ALTER TABLE "products_fragrance" DROP COLUMN "weight";
  ALTER TABLE "products" DROP COLUMN "gtin";
  ALTER TABLE "products" DROP COLUMN "weight";
  ALTER TABLE "_products_v_version_fragrance" DROP COLUMN "sku";
  ALTER TABLE "_products_v_version_fragrance" DROP COLUMN "weight";
  ALTER TABLE "_products_v" DROP COLUMN "version_gtin";
  ALTER TABLE "_products_v" DROP COLUMN "version_weight";`)
}
