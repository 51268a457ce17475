import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_locales" ADD COLUMN "sort_name" varchar;
  ALTER TABLE "_products_v_locales" ADD COLUMN "version_sort_name" varchar;
  CREATE INDEX "products_sort_name_idx" ON "products_locales" USING btree ("sort_name","_locale");
  CREATE INDEX "_products_v_version_version_sort_name_idx" ON "_products_v_locales" USING btree ("version_sort_name","_locale");
  UPDATE "products_locales" SET "sort_name" = lower(trim("name"));
  UPDATE "_products_v_locales" SET "version_sort_name" = lower(trim("version_name"));`)
  // The names saved before: lower case (the next save also drops accents, lib/sort-key.ts).
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_sort_name_idx";
  DROP INDEX "_products_v_version_version_sort_name_idx";
  ALTER TABLE "products_locales" DROP COLUMN "sort_name";
  ALTER TABLE "_products_v_locales" DROP COLUMN "version_sort_name";`)
}
