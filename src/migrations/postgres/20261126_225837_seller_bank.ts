import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seller" ADD COLUMN "iban" varchar;
  ALTER TABLE "seller" ADD COLUMN "bank_name" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seller" DROP COLUMN "iban";
  ALTER TABLE "seller" DROP COLUMN "bank_name";`)
}
