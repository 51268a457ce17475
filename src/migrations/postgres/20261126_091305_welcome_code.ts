import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_settings" ADD COLUMN "welcome_code_id" integer;
  ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_welcome_code_id_discount_codes_id_fk" FOREIGN KEY ("welcome_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shop_settings_welcome_code_idx" ON "shop_settings" USING btree ("welcome_code_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_settings" DROP CONSTRAINT "shop_settings_welcome_code_id_discount_codes_id_fk";
  
  DROP INDEX "shop_settings_welcome_code_idx";
  ALTER TABLE "shop_settings" DROP COLUMN "welcome_code_id";`)
}
