import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`seller\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`street\` text NOT NULL,
  	\`zip\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`province\` text,
  	\`country\` text DEFAULT 'Italia',
  	\`vat_number\` text NOT NULL,
  	\`codice_fiscale\` text,
  	\`rea_office\` text,
  	\`rea_number\` text,
  	\`share_capital\` numeric DEFAULT 0,
  	\`shareholders\` text DEFAULT 'SM',
  	\`liquidation\` text DEFAULT 'LN',
  	\`pec\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`tax_regime\` text DEFAULT 'RF01',
  	\`oss\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`billing_data_vat_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`vat_kind\` text DEFAULT 'domestic';`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`vat_rate\` numeric DEFAULT 22;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`vat_country\` text DEFAULT 'IT';`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`vat_vies\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`vat_vies_checked_at\` text;`)
  // What the footer held of the seller's identity moves to the seller settings (the rest is filled on start).
  await db.run(sql`INSERT INTO \`seller\` (\`name\`, \`street\`, \`zip\`, \`city\`, \`vat_number\`, \`email\`, \`phone\`, \`updated_at\`, \`created_at\`)
    SELECT \`company_name\`, '', '', '', COALESCE(\`vat_number\`, ''), \`email\`, \`phone\`, \`updated_at\`, \`created_at\` FROM \`footer\`
    WHERE \`company_name\` IS NOT NULL AND \`company_name\` <> '' LIMIT 1;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`company_name\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`vat_number\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`email\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`phone\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`seller\`;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`company_name\` text;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`vat_number\` text;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`email\` text;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`phone\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`billing_data_vat_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`vat_kind\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`vat_rate\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`vat_country\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`vat_vies\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`vat_vies_checked_at\`;`)
}
