import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// One variant per SKU in the whole shop: an empty SKU is none, and a SKU two variants already share is
// kept by the first (by product, then position) and becomes "<sku>-<row id>" on the others (logged), so
// the unique index can be made and the operator sees what to correct.
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`UPDATE "products_fragrance" SET "sku" = NULL WHERE trim("sku") = '';`)
  // Each variant renamed, named in the log (product, old SKU, new SKU): the operator corrects them.
  const renamed = await db.execute(sql`UPDATE "products_fragrance" f SET "sku" = f."sku" || '-' || f."id"
    FROM "products_fragrance" old
    WHERE old."id" = f."id" AND f."sku" IS NOT NULL AND EXISTS (SELECT 1 FROM "products_fragrance" o WHERE o."sku" = f."sku"
      AND (o."_parent_id" < f."_parent_id" OR (o."_parent_id" = f."_parent_id" AND o."_order" < f."_order")))
    RETURNING f."_parent_id" AS product, old."sku" AS sku, f."sku" AS renamed;`)
  const rows = ((renamed as unknown as { rows?: { product: number; sku: string; renamed: string }[] }).rows ?? [])
  if (rows.length)
    payload.logger.warn(
      `variant SKUs shared by several variants renamed (${rows.length}): ` +
        rows.map((r) => `product ${r.product}: ${r.sku} -> ${r.renamed}`).join('; '),
    )
  await db.execute(sql`
   CREATE UNIQUE INDEX IF NOT EXISTS "products_fragrance_sku_idx" ON "products_fragrance" USING btree ("sku");
  CREATE INDEX IF NOT EXISTS "_products_v_version_fragrance_sku_idx" ON "_products_v_version_fragrance" USING btree ("sku");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_fragrance_sku_idx";
  DROP INDEX "_products_v_version_fragrance_sku_idx";`)
}
