import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// One variant per SKU in the whole shop: an empty SKU is none, and a SKU two variants already share is
// kept by the first (by product, then position) and becomes "<sku>-<row id>" on the others (logged), so
// the unique index can be made and the operator sees what to correct.
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.run(sql`UPDATE \`products_fragrance\` SET \`sku\` = NULL WHERE trim(\`sku\`) = '';`)
  // Each variant to rename, named in the log (product, old SKU, new SKU): the operator corrects them.
  const later = sql`\`sku\` IS NOT NULL AND EXISTS (SELECT 1 FROM \`products_fragrance\` o WHERE o.\`sku\` = \`products_fragrance\`.\`sku\`
        AND (o.\`_parent_id\` < \`products_fragrance\`.\`_parent_id\`
          OR (o.\`_parent_id\` = \`products_fragrance\`.\`_parent_id\` AND o.\`_order\` < \`products_fragrance\`.\`_order\`)))`
  const renamed = await db.all<{ product: number; sku: string; renamed: string }>(
    sql`SELECT \`_parent_id\` AS product, \`sku\`, \`sku\` || '-' || \`id\` AS renamed FROM \`products_fragrance\` WHERE ${later};`,
  )
  if (renamed.length) {
    await db.run(sql`UPDATE \`products_fragrance\` SET \`sku\` = \`sku\` || '-' || \`id\` WHERE ${later};`)
    payload.logger.warn(
      `variant SKUs shared by several variants renamed (${renamed.length}): ` +
        renamed.map((r) => `product ${r.product}: ${r.sku} -> ${r.renamed}`).join('; '),
    )
  }
  // IF NOT EXISTS: SQLite runs a migration without a transaction; a start stopped half-way runs it again.
  await db.run(sql`CREATE UNIQUE INDEX IF NOT EXISTS \`products_fragrance_sku_idx\` ON \`products_fragrance\` (\`sku\`);`)
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS \`_products_v_version_fragrance_sku_idx\` ON \`_products_v_version_fragrance\` (\`sku\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_fragrance_sku_idx\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_fragrance_sku_idx\`;`)
}
