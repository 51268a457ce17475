import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// One variant per SKU in the whole shop: an empty SKU is none, and a SKU two variants already share is
// kept by the first (by product, then position) and becomes "<sku>-<row id>" on the others (logged), so
// the unique index can be made and the operator sees what to correct.
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`UPDATE "products_fragrance" SET "sku" = NULL WHERE trim("sku") = '';`)
  const renamed = await db.execute(sql`UPDATE "products_fragrance" f SET "sku" = f."sku" || '-' || f."id"
    WHERE f."sku" IS NOT NULL AND EXISTS (SELECT 1 FROM "products_fragrance" o WHERE o."sku" = f."sku"
      AND (o."_parent_id" < f."_parent_id" OR (o."_parent_id" = f."_parent_id" AND o."_order" < f."_order")));`)
  const count = (renamed as unknown as { rowCount?: number }).rowCount ?? 0
  if (count) payload.logger.warn(`variant SKUs shared by several variants renamed: ${count}`)
  await db.execute(sql`
   CREATE UNIQUE INDEX "products_fragrance_sku_idx" ON "products_fragrance" USING btree ("sku");
  CREATE INDEX "_products_v_version_fragrance_sku_idx" ON "_products_v_version_fragrance" USING btree ("sku");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_fragrance_sku_idx";
  DROP INDEX "_products_v_version_fragrance_sku_idx";`)
}
