import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "products_new_idx" ON "products" USING btree ("new");
  CREATE INDEX "_products_v_version_version_new_idx" ON "_products_v" USING btree ("version_new");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_new_idx";
  DROP INDEX "_products_v_version_version_new_idx";`)
}
