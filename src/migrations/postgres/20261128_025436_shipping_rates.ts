import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_shop_settings_shipping_zones_countries" AS ENUM('AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE');
  CREATE TABLE "shop_settings_shipping_zones_countries" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_shop_settings_shipping_zones_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "shop_settings_shipping_zones_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"up_to_kg" numeric NOT NULL,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "shop_settings_shipping_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "shop_settings_shipping_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"length" numeric NOT NULL,
  	"width" numeric NOT NULL,
  	"height" numeric NOT NULL,
  	"weight" numeric NOT NULL,
  	"max_weight" numeric NOT NULL
  );
  
  CREATE TABLE "shop_settings_shipping_padding_by_type" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" varchar NOT NULL,
  	"grams" numeric NOT NULL
  );
  
  ALTER TABLE "products_fragrance" ADD COLUMN "packed_size_length" numeric;
  ALTER TABLE "products_fragrance" ADD COLUMN "packed_size_width" numeric;
  ALTER TABLE "products_fragrance" ADD COLUMN "packed_size_height" numeric;
  ALTER TABLE "products" ADD COLUMN "packed_size_length" numeric;
  ALTER TABLE "products" ADD COLUMN "packed_size_width" numeric;
  ALTER TABLE "products" ADD COLUMN "packed_size_height" numeric;
  ALTER TABLE "_products_v_version_fragrance" ADD COLUMN "packed_size_length" numeric;
  ALTER TABLE "_products_v_version_fragrance" ADD COLUMN "packed_size_width" numeric;
  ALTER TABLE "_products_v_version_fragrance" ADD COLUMN "packed_size_height" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_packed_size_length" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_packed_size_width" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_packed_size_height" numeric;
  ALTER TABLE "shop_settings" ADD COLUMN "shipping_padding" numeric DEFAULT 60;
  ALTER TABLE "shop_settings_shipping_zones_countries" ADD CONSTRAINT "shop_settings_shipping_zones_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shop_settings_shipping_zones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shop_settings_shipping_zones_bands" ADD CONSTRAINT "shop_settings_shipping_zones_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shop_settings_shipping_zones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shop_settings_shipping_zones" ADD CONSTRAINT "shop_settings_shipping_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shop_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shop_settings_shipping_boxes" ADD CONSTRAINT "shop_settings_shipping_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shop_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shop_settings_shipping_padding_by_type" ADD CONSTRAINT "shop_settings_shipping_padding_by_type_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shop_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "shop_settings_shipping_zones_countries_order_idx" ON "shop_settings_shipping_zones_countries" USING btree ("order");
  CREATE INDEX "shop_settings_shipping_zones_countries_parent_idx" ON "shop_settings_shipping_zones_countries" USING btree ("parent_id");
  CREATE INDEX "shop_settings_shipping_zones_bands_order_idx" ON "shop_settings_shipping_zones_bands" USING btree ("_order");
  CREATE INDEX "shop_settings_shipping_zones_bands_parent_id_idx" ON "shop_settings_shipping_zones_bands" USING btree ("_parent_id");
  CREATE INDEX "shop_settings_shipping_zones_order_idx" ON "shop_settings_shipping_zones" USING btree ("_order");
  CREATE INDEX "shop_settings_shipping_zones_parent_id_idx" ON "shop_settings_shipping_zones" USING btree ("_parent_id");
  CREATE INDEX "shop_settings_shipping_boxes_order_idx" ON "shop_settings_shipping_boxes" USING btree ("_order");
  CREATE INDEX "shop_settings_shipping_boxes_parent_id_idx" ON "shop_settings_shipping_boxes" USING btree ("_parent_id");
  CREATE INDEX "shop_settings_shipping_padding_by_type_order_idx" ON "shop_settings_shipping_padding_by_type" USING btree ("_order");
  CREATE INDEX "shop_settings_shipping_padding_by_type_parent_id_idx" ON "shop_settings_shipping_padding_by_type" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "shop_settings_shipping_zones_countries" CASCADE;
  DROP TABLE "shop_settings_shipping_zones_bands" CASCADE;
  DROP TABLE "shop_settings_shipping_zones" CASCADE;
  DROP TABLE "shop_settings_shipping_boxes" CASCADE;
  DROP TABLE "shop_settings_shipping_padding_by_type" CASCADE;
  ALTER TABLE "products_fragrance" DROP COLUMN "packed_size_length";
  ALTER TABLE "products_fragrance" DROP COLUMN "packed_size_width";
  ALTER TABLE "products_fragrance" DROP COLUMN "packed_size_height";
  ALTER TABLE "products" DROP COLUMN "packed_size_length";
  ALTER TABLE "products" DROP COLUMN "packed_size_width";
  ALTER TABLE "products" DROP COLUMN "packed_size_height";
  ALTER TABLE "_products_v_version_fragrance" DROP COLUMN "packed_size_length";
  ALTER TABLE "_products_v_version_fragrance" DROP COLUMN "packed_size_width";
  ALTER TABLE "_products_v_version_fragrance" DROP COLUMN "packed_size_height";
  ALTER TABLE "_products_v" DROP COLUMN "version_packed_size_length";
  ALTER TABLE "_products_v" DROP COLUMN "version_packed_size_width";
  ALTER TABLE "_products_v" DROP COLUMN "version_packed_size_height";
  ALTER TABLE "shop_settings" DROP COLUMN "shipping_padding";
  DROP TYPE "public"."enum_shop_settings_shipping_zones_countries";`)
}
