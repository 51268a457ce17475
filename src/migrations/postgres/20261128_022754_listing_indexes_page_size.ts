import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_settings" ADD COLUMN "page_size" numeric DEFAULT 24;
  CREATE INDEX "products_price_idx" ON "products" USING btree ("price");
  CREATE INDEX "products_position_idx" ON "products" USING btree ("position");
  CREATE INDEX "products_date_idx" ON "products" USING btree ("date");
  CREATE INDEX "products_name_idx" ON "products_locales" USING btree ("name","_locale");
  CREATE INDEX "_products_v_version_version_price_idx" ON "_products_v" USING btree ("version_price");
  CREATE INDEX "_products_v_version_version_position_idx" ON "_products_v" USING btree ("version_position");
  CREATE INDEX "_products_v_version_version_date_idx" ON "_products_v" USING btree ("version_date");
  CREATE INDEX "_products_v_version_version_name_idx" ON "_products_v_locales" USING btree ("version_name","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_price_idx";
  DROP INDEX "products_position_idx";
  DROP INDEX "products_date_idx";
  DROP INDEX "products_name_idx";
  DROP INDEX "_products_v_version_version_price_idx";
  DROP INDEX "_products_v_version_version_position_idx";
  DROP INDEX "_products_v_version_version_date_idx";
  DROP INDEX "_products_v_version_version_name_idx";
  ALTER TABLE "shop_settings" DROP COLUMN "page_size";`)
}
