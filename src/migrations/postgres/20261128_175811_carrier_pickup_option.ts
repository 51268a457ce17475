import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carrier_settings" ADD COLUMN "italy_pickup_option" varchar;
  ALTER TABLE "carrier_settings" ADD COLUMN "abroad_pickup_option" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carrier_settings" DROP COLUMN "italy_pickup_option";
  ALTER TABLE "carrier_settings" DROP COLUMN "abroad_pickup_option";`)
}
