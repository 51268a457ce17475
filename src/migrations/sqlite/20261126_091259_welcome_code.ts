import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`shop_settings\` ADD \`welcome_code_id\` integer REFERENCES discount_codes(id);`)
  await db.run(sql`CREATE INDEX \`shop_settings_welcome_code_idx\` ON \`shop_settings\` (\`welcome_code_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_shop_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`shipping_italy\` numeric DEFAULT 5.99 NOT NULL,
  	\`shipping_abroad\` numeric DEFAULT 14.99 NOT NULL,
  	\`low_stock\` numeric DEFAULT 5,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_shop_settings\`("id", "shipping_italy", "shipping_abroad", "low_stock", "updated_at", "created_at") SELECT "id", "shipping_italy", "shipping_abroad", "low_stock", "updated_at", "created_at" FROM \`shop_settings\`;`)
  await db.run(sql`DROP TABLE \`shop_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_shop_settings\` RENAME TO \`shop_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
