import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_products_v_version_fragrance\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stock\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_fragrance_order_idx\` ON \`_products_v_version_fragrance\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_fragrance_parent_id_idx\` ON \`_products_v_version_fragrance\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_fragrance_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_fragrance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_fragrance_locales_locale_parent_id_uniqu\` ON \`_products_v_version_fragrance_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_sets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`price\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_sets_order_idx\` ON \`_products_v_version_sets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_sets_parent_id_idx\` ON \`_products_v_version_sets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_how_to_use_tips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_how_to_use_tips_order_idx\` ON \`_products_v_version_how_to_use_tips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_how_to_use_tips_parent_id_idx\` ON \`_products_v_version_how_to_use_tips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_how_to_use_tips_icon_idx\` ON \`_products_v_version_how_to_use_tips\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_how_to_use_tips_locales\` (
  	\`tip\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_how_to_use_tips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_how_to_use_tips_locales_locale_parent_id\` ON \`_products_v_version_how_to_use_tips_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_safety_pictograms\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_safety_pictograms_order_idx\` ON \`_products_v_version_safety_pictograms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_safety_pictograms_parent_idx\` ON \`_products_v_version_safety_pictograms\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_url\` text,
  	\`version_sku\` text,
  	\`version_price\` numeric,
  	\`version_new\` integer DEFAULT false,
  	\`version_instock\` integer DEFAULT true,
  	\`version_stock\` numeric DEFAULT 50,
  	\`version_position\` numeric DEFAULT 0,
  	\`version_date\` text,
  	\`version_type_boxed_unboxed\` text DEFAULT 'unboxed',
  	\`version_mainimage_id\` integer,
  	\`version_overlayimage_id\` integer,
  	\`version_safety_manufacturer\` text,
  	\`version_safety_manufacturer_address\` text,
  	\`version_safety_manufacturer_email\` text,
  	\`version_safety_hazard_pictogram\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_mainimage_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_overlayimage_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_url_idx\` ON \`_products_v\` (\`version_url\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_mainimage_idx\` ON \`_products_v\` (\`version_mainimage_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_overlayimage_idx\` ON \`_products_v\` (\`version_overlayimage_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_name\` text,
  	\`version_category\` text,
  	\`version_tags\` text,
  	\`version_product_summary\` text,
  	\`version_description\` text,
  	\`version_how_to_use_title\` text,
  	\`version_how_to_use_warning\` text,
  	\`version_how_to_use_text\` text,
  	\`version_additional_information\` text,
  	\`version_shipping\` text,
  	\`version_return_policies\` text,
  	\`version_safety_product_type\` text,
  	\`version_safety_warnings\` text,
  	\`version_safety_clp\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_category_idx\` ON \`_products_v_locales\` (\`version_category\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_gallery_order_idx\` ON \`_home_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_gallery_parent_id_idx\` ON \`_home_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_gallery_image_idx\` ON \`_home_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_gallery_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_version_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_version_gallery_locales_locale_parent_id_unique\` ON \`_home_v_version_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_features_order_idx\` ON \`_home_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_features_parent_id_idx\` ON \`_home_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_features_icon_idx\` ON \`_home_v_version_features\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_features_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_version_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_version_features_locales_locale_parent_id_unique\` ON \`_home_v_version_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_home_video_id\` integer,
  	\`version_home_poster_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_home_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_home_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_home_video_idx\` ON \`_home_v\` (\`version_home_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_home_poster_idx\` ON \`_home_v\` (\`version_home_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_snapshot_idx\` ON \`_home_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_published_locale_idx\` ON \`_home_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_locales\` (
  	\`version_hero_title\` text,
  	\`version_new_collection\` text,
  	\`version_explore_collections\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_locales_locale_parent_id_unique\` ON \`_home_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_version_mid_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_version_mid_section_order_idx\` ON \`_about_v_version_mid_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_mid_section_parent_id_idx\` ON \`_about_v_version_mid_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_mid_section_image_idx\` ON \`_about_v_version_mid_section\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_version_mid_section_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_version_mid_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_version_mid_section_locales_locale_parent_id_unique\` ON \`_about_v_version_mid_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_version_features_qualities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_version_features_qualities_order_idx\` ON \`_about_v_version_features_qualities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_features_qualities_parent_id_idx\` ON \`_about_v_version_features_qualities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_features_qualities_icon_idx\` ON \`_about_v_version_features_qualities\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_version_features_qualities_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_version_features_qualities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_version_features_qualities_locales_locale_parent_id\` ON \`_about_v_version_features_qualities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_banner_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_banner_image_idx\` ON \`_about_v\` (\`version_banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version__status_idx\` ON \`_about_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_created_at_idx\` ON \`_about_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_updated_at_idx\` ON \`_about_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_snapshot_idx\` ON \`_about_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_published_locale_idx\` ON \`_about_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_latest_idx\` ON \`_about_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_locales\` (
  	\`version_title\` text,
  	\`version_introduction\` text,
  	\`version_signature\` text,
  	\`version_features_heading\` text,
  	\`version_features_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_locales_locale_parent_id_unique\` ON \`_about_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_logo_id\` integer,
  	\`version_facebooklink\` text,
  	\`version_instagramlink\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_v_version_version_logo_idx\` ON \`_footer_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_version_version__status_idx\` ON \`_footer_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_created_at_idx\` ON \`_footer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_updated_at_idx\` ON \`_footer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_snapshot_idx\` ON \`_footer_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_published_locale_idx\` ON \`_footer_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_footer_v_latest_idx\` ON \`_footer_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_footer_v_locales\` (
  	\`version_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_footer_v_locales_locale_parent_id_unique\` ON \`_footer_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_phone_number\` text,
  	\`version_email\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_v_version_version__status_idx\` ON \`_contact_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_created_at_idx\` ON \`_contact_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_updated_at_idx\` ON \`_contact_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_snapshot_idx\` ON \`_contact_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_published_locale_idx\` ON \`_contact_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_contact_v_latest_idx\` ON \`_contact_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_contact_v_locales\` (
  	\`version_address\` text,
  	\`version_working_hours\` text,
  	\`version_contact_form_heading\` text,
  	\`version_contact_form_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_v_locales_locale_parent_id_unique\` ON \`_contact_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_version_section_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v_version_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_version_section_questions_order_idx\` ON \`_faq_v_version_section_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_section_questions_parent_id_idx\` ON \`_faq_v_version_section_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_version_section_questions_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v_version_section_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faq_v_version_section_questions_locales_locale_parent_id_un\` ON \`_faq_v_version_section_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_version_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_version_section_order_idx\` ON \`_faq_v_version_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_version_section_parent_id_idx\` ON \`_faq_v_version_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_version_section_locales\` (
  	\`section_heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v_version_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faq_v_version_section_locales_locale_parent_id_unique\` ON \`_faq_v_version_section_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_version_version__status_idx\` ON \`_faq_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_created_at_idx\` ON \`_faq_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_updated_at_idx\` ON \`_faq_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_snapshot_idx\` ON \`_faq_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_published_locale_idx\` ON \`_faq_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_latest_idx\` ON \`_faq_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_filters_v_version_filter_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`meaning\` text DEFAULT 'category',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_filters_v_version_filter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_filters_v_version_filter_options_order_idx\` ON \`_filters_v_version_filter_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_filters_v_version_filter_options_parent_id_idx\` ON \`_filters_v_version_filter_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_filters_v_version_filter_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_filters_v_version_filter_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_filters_v_version_filter_options_locales_locale_parent_id_u\` ON \`_filters_v_version_filter_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_filters_v_version_filter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_filters_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_filters_v_version_filter_order_idx\` ON \`_filters_v_version_filter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_filters_v_version_filter_parent_id_idx\` ON \`_filters_v_version_filter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_filters_v_version_filter_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_filters_v_version_filter\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_filters_v_version_filter_locales_locale_parent_id_unique\` ON \`_filters_v_version_filter_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_filters_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_filters_v_version_version__status_idx\` ON \`_filters_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_filters_v_created_at_idx\` ON \`_filters_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_filters_v_updated_at_idx\` ON \`_filters_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_filters_v_snapshot_idx\` ON \`_filters_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_filters_v_published_locale_idx\` ON \`_filters_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_filters_v_latest_idx\` ON \`_filters_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_espositori_v_version_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_espositori_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_espositori_v_version_products_order_idx\` ON \`_espositori_v_version_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_espositori_v_version_products_parent_id_idx\` ON \`_espositori_v_version_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_espositori_v_version_products_image_idx\` ON \`_espositori_v_version_products\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_espositori_v_version_products_locales\` (
  	\`heading\` text,
  	\`description\` text,
  	\`signaturetext\` text,
  	\`dimensions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_espositori_v_version_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_espositori_v_version_products_locales_locale_parent_id_uniq\` ON \`_espositori_v_version_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_espositori_v_version_dealers_subregion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dealer_name\` text,
  	\`address\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_espositori_v_version_dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_espositori_v_version_dealers_subregion_order_idx\` ON \`_espositori_v_version_dealers_subregion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_espositori_v_version_dealers_subregion_parent_id_idx\` ON \`_espositori_v_version_dealers_subregion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_espositori_v_version_dealers_subregion_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_espositori_v_version_dealers_subregion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_espositori_v_version_dealers_subregion_locales_locale_paren\` ON \`_espositori_v_version_dealers_subregion_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_espositori_v_version_dealers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_espositori_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_espositori_v_version_dealers_order_idx\` ON \`_espositori_v_version_dealers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_espositori_v_version_dealers_parent_id_idx\` ON \`_espositori_v_version_dealers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_espositori_v_version_dealers_locales\` (
  	\`region\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_espositori_v_version_dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_espositori_v_version_dealers_locales_locale_parent_id_uniqu\` ON \`_espositori_v_version_dealers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_espositori_v_version_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_espositori_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_espositori_v_version_carousel_order_idx\` ON \`_espositori_v_version_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_espositori_v_version_carousel_parent_id_idx\` ON \`_espositori_v_version_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_espositori_v_version_carousel_image_idx\` ON \`_espositori_v_version_carousel\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_espositori_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_espositori_v_version_version__status_idx\` ON \`_espositori_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_espositori_v_created_at_idx\` ON \`_espositori_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_espositori_v_updated_at_idx\` ON \`_espositori_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_espositori_v_snapshot_idx\` ON \`_espositori_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_espositori_v_published_locale_idx\` ON \`_espositori_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_espositori_v_latest_idx\` ON \`_espositori_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_espositori_v_locales\` (
  	\`version_page_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_espositori_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_espositori_v_locales_locale_parent_id_unique\` ON \`_espositori_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_candele_v_version_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_candele_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_candele_v_version_products_order_idx\` ON \`_candele_v_version_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_candele_v_version_products_parent_id_idx\` ON \`_candele_v_version_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_candele_v_version_products_image_idx\` ON \`_candele_v_version_products\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_candele_v_version_products_locales\` (
  	\`heading\` text,
  	\`description\` text,
  	\`signaturetext\` text,
  	\`dimensions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_candele_v_version_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_candele_v_version_products_locales_locale_parent_id_unique\` ON \`_candele_v_version_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_candele_v_version_dealers_subregion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dealer_name\` text,
  	\`address\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_candele_v_version_dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_candele_v_version_dealers_subregion_order_idx\` ON \`_candele_v_version_dealers_subregion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_candele_v_version_dealers_subregion_parent_id_idx\` ON \`_candele_v_version_dealers_subregion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_candele_v_version_dealers_subregion_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_candele_v_version_dealers_subregion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_candele_v_version_dealers_subregion_locales_locale_parent_i\` ON \`_candele_v_version_dealers_subregion_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_candele_v_version_dealers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_candele_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_candele_v_version_dealers_order_idx\` ON \`_candele_v_version_dealers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_candele_v_version_dealers_parent_id_idx\` ON \`_candele_v_version_dealers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_candele_v_version_dealers_locales\` (
  	\`region\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_candele_v_version_dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_candele_v_version_dealers_locales_locale_parent_id_unique\` ON \`_candele_v_version_dealers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_candele_v_version_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_candele_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_candele_v_version_carousel_order_idx\` ON \`_candele_v_version_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_candele_v_version_carousel_parent_id_idx\` ON \`_candele_v_version_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_candele_v_version_carousel_image_idx\` ON \`_candele_v_version_carousel\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_candele_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_candele_v_version_version__status_idx\` ON \`_candele_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_candele_v_created_at_idx\` ON \`_candele_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_candele_v_updated_at_idx\` ON \`_candele_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_candele_v_snapshot_idx\` ON \`_candele_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_candele_v_published_locale_idx\` ON \`_candele_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_candele_v_latest_idx\` ON \`_candele_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_candele_v_locales\` (
  	\`version_page_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_candele_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_candele_v_locales_locale_parent_id_unique\` ON \`_candele_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_last_modified\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_privacy_v_version_version__status_idx\` ON \`_privacy_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_v_created_at_idx\` ON \`_privacy_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_v_updated_at_idx\` ON \`_privacy_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_v_snapshot_idx\` ON \`_privacy_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_v_published_locale_idx\` ON \`_privacy_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_privacy_v_latest_idx\` ON \`_privacy_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_privacy_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_privacy_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_privacy_v_locales_locale_parent_id_unique\` ON \`_privacy_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_return_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_last_modified\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_return_v_version_version__status_idx\` ON \`_return_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_return_v_created_at_idx\` ON \`_return_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_return_v_updated_at_idx\` ON \`_return_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_return_v_snapshot_idx\` ON \`_return_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_return_v_published_locale_idx\` ON \`_return_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_return_v_latest_idx\` ON \`_return_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_return_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_return_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_return_v_locales_locale_parent_id_unique\` ON \`_return_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_shipping_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_last_modified\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_shipping_v_version_version__status_idx\` ON \`_shipping_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_shipping_v_created_at_idx\` ON \`_shipping_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_shipping_v_updated_at_idx\` ON \`_shipping_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_shipping_v_snapshot_idx\` ON \`_shipping_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_shipping_v_published_locale_idx\` ON \`_shipping_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_shipping_v_latest_idx\` ON \`_shipping_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_shipping_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_shipping_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_shipping_v_locales_locale_parent_id_unique\` ON \`_shipping_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_terms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_last_modified\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_terms_v_version_version__status_idx\` ON \`_terms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_created_at_idx\` ON \`_terms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_updated_at_idx\` ON \`_terms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_snapshot_idx\` ON \`_terms_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_published_locale_idx\` ON \`_terms_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_latest_idx\` ON \`_terms_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_terms_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_terms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_terms_v_locales_locale_parent_id_unique\` ON \`_terms_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_accessibility_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_last_modified\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_accessibility_v_version_version__status_idx\` ON \`_accessibility_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_accessibility_v_created_at_idx\` ON \`_accessibility_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessibility_v_updated_at_idx\` ON \`_accessibility_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_accessibility_v_snapshot_idx\` ON \`_accessibility_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_accessibility_v_published_locale_idx\` ON \`_accessibility_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_accessibility_v_latest_idx\` ON \`_accessibility_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_accessibility_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_accessibility_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_accessibility_v_locales_locale_parent_id_unique\` ON \`_accessibility_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shop_settings_shipping_countries\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shop_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_countries_order_idx\` ON \`shop_settings_shipping_countries\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`shop_settings_shipping_countries_parent_idx\` ON \`shop_settings_shipping_countries\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shop_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`shipping_italy\` numeric DEFAULT 5.99 NOT NULL,
  	\`shipping_abroad\` numeric DEFAULT 14.99 NOT NULL,
  	\`shipping_free_from\` numeric DEFAULT 89.69 NOT NULL,
  	\`low_stock\` numeric DEFAULT 5,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products_fragrance_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_fragrance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_fragrance_locales\`("name", "id", "_locale", "_parent_id") SELECT "name", "id", "_locale", "_parent_id" FROM \`products_fragrance_locales\`;`)
  await db.run(sql`DROP TABLE \`products_fragrance_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_fragrance_locales\` RENAME TO \`products_fragrance_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_fragrance_locales_locale_parent_id_unique\` ON \`products_fragrance_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_sets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`price\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_sets\`("_order", "_parent_id", "id", "number", "price") SELECT "_order", "_parent_id", "id", "number", "price" FROM \`products_sets\`;`)
  await db.run(sql`DROP TABLE \`products_sets\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_sets\` RENAME TO \`products_sets\`;`)
  await db.run(sql`CREATE INDEX \`products_sets_order_idx\` ON \`products_sets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_sets_parent_id_idx\` ON \`products_sets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`sku\` text,
  	\`price\` numeric,
  	\`new\` integer DEFAULT false,
  	\`instock\` integer DEFAULT true,
  	\`stock\` numeric DEFAULT 50,
  	\`position\` numeric DEFAULT 0,
  	\`date\` text,
  	\`type_boxed_unboxed\` text DEFAULT 'unboxed',
  	\`mainimage_id\` integer,
  	\`overlayimage_id\` integer,
  	\`safety_manufacturer\` text,
  	\`safety_manufacturer_address\` text,
  	\`safety_manufacturer_email\` text,
  	\`safety_hazard_pictogram\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`mainimage_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`overlayimage_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "url", "sku", "price", "new", "instock", "stock", "position", "date", "type_boxed_unboxed", "mainimage_id", "overlayimage_id", "safety_manufacturer", "safety_manufacturer_address", "safety_manufacturer_email", "safety_hazard_pictogram", "updated_at", "created_at", "_status") SELECT "id", "url", "sku", "price", "new", "instock", "stock", "position", "date", "type_boxed_unboxed", "mainimage_id", "overlayimage_id", "safety_manufacturer", "safety_manufacturer_address", "safety_manufacturer_email", "safety_hazard_pictogram", "updated_at", "created_at", 'published' FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_url_idx\` ON \`products\` (\`url\`);`)
  await db.run(sql`CREATE INDEX \`products_mainimage_idx\` ON \`products\` (\`mainimage_id\`);`)
  await db.run(sql`CREATE INDEX \`products_overlayimage_idx\` ON \`products\` (\`overlayimage_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_locales\` (
  	\`name\` text,
  	\`category\` text,
  	\`tags\` text,
  	\`product_summary\` text,
  	\`description\` text,
  	\`how_to_use_title\` text,
  	\`how_to_use_warning\` text,
  	\`how_to_use_text\` text,
  	\`additional_information\` text,
  	\`shipping\` text,
  	\`return_policies\` text,
  	\`safety_product_type\` text,
  	\`safety_warnings\` text,
  	\`safety_clp\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_locales\`("name", "category", "tags", "product_summary", "description", "how_to_use_title", "how_to_use_warning", "how_to_use_text", "additional_information", "shipping", "return_policies", "safety_product_type", "safety_warnings", "safety_clp", "id", "_locale", "_parent_id") SELECT "name", "category", "tags", "product_summary", "description", "how_to_use_title", "how_to_use_warning", "how_to_use_text", "additional_information", "shipping", "return_policies", "safety_product_type", "safety_warnings", "safety_clp", "id", "_locale", "_parent_id" FROM \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_locales\` RENAME TO \`products_locales\`;`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products_locales\` (\`category\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_gallery\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`home_gallery\`;`)
  await db.run(sql`DROP TABLE \`home_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_gallery\` RENAME TO \`home_gallery\`;`)
  await db.run(sql`CREATE INDEX \`home_gallery_order_idx\` ON \`home_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_gallery_parent_id_idx\` ON \`home_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_gallery_image_idx\` ON \`home_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`home_video_id\` integer,
  	\`home_poster_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`home_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home\`("id", "home_video_id", "home_poster_id", "_status", "updated_at", "created_at") SELECT "id", "home_video_id", "home_poster_id", 'published', "updated_at", "created_at" FROM \`home\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`ALTER TABLE \`__new_home\` RENAME TO \`home\`;`)
  await db.run(sql`CREATE INDEX \`home_home_video_idx\` ON \`home\` (\`home_video_id\`);`)
  await db.run(sql`CREATE INDEX \`home_home_poster_idx\` ON \`home\` (\`home_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_espositori_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`espositori\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_espositori_carousel\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`espositori_carousel\`;`)
  await db.run(sql`DROP TABLE \`espositori_carousel\`;`)
  await db.run(sql`ALTER TABLE \`__new_espositori_carousel\` RENAME TO \`espositori_carousel\`;`)
  await db.run(sql`CREATE INDEX \`espositori_carousel_order_idx\` ON \`espositori_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`espositori_carousel_parent_id_idx\` ON \`espositori_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`espositori_carousel_image_idx\` ON \`espositori_carousel\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_candele_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`candele\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_candele_carousel\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`candele_carousel\`;`)
  await db.run(sql`DROP TABLE \`candele_carousel\`;`)
  await db.run(sql`ALTER TABLE \`__new_candele_carousel\` RENAME TO \`candele_carousel\`;`)
  await db.run(sql`CREATE INDEX \`candele_carousel_order_idx\` ON \`candele_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`candele_carousel_parent_id_idx\` ON \`candele_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`candele_carousel_image_idx\` ON \`candele_carousel\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`operator_note\` text;`)
  await db.run(sql`ALTER TABLE \`submissions\` ADD \`handling\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`submissions_handling_idx\` ON \`submissions\` (\`handling\`);`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`about__status_idx\` ON \`about\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`footer__status_idx\` ON \`footer\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`contact\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`contact__status_idx\` ON \`contact\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`faq\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`faq__status_idx\` ON \`faq\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`filters_filter_options\` ADD \`meaning\` text DEFAULT 'category';`)
  await db.run(sql`ALTER TABLE \`filters\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`filters__status_idx\` ON \`filters\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`espositori\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`espositori__status_idx\` ON \`espositori\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`candele\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`candele__status_idx\` ON \`candele\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`privacy\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`privacy__status_idx\` ON \`privacy\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`return\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`return__status_idx\` ON \`return\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`shipping\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`shipping__status_idx\` ON \`shipping\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`terms\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`terms__status_idx\` ON \`terms\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`accessibility\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`accessibility__status_idx\` ON \`accessibility\` (\`_status\`);`)
  // What the shop showed before drafts existed is published (the new column defaults to draft).
  await db.run(sql`UPDATE \`products\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`home\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`about\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`footer\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`contact\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`faq\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`filters\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`espositori\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`candele\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`privacy\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`return\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`shipping\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`terms\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`accessibility\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_products_v_version_fragrance\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_fragrance_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_sets\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_how_to_use_tips\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_how_to_use_tips_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_safety_pictograms\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_version_mid_section\`;`)
  await db.run(sql`DROP TABLE \`_about_v_version_mid_section_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v_version_features_qualities\`;`)
  await db.run(sql`DROP TABLE \`_about_v_version_features_qualities_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v\`;`)
  await db.run(sql`DROP TABLE \`_about_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_footer_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_v\`;`)
  await db.run(sql`DROP TABLE \`_contact_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_version_section_questions\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_version_section_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_version_section\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_version_section_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_v\`;`)
  await db.run(sql`DROP TABLE \`_filters_v_version_filter_options\`;`)
  await db.run(sql`DROP TABLE \`_filters_v_version_filter_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_filters_v_version_filter\`;`)
  await db.run(sql`DROP TABLE \`_filters_v_version_filter_locales\`;`)
  await db.run(sql`DROP TABLE \`_filters_v\`;`)
  await db.run(sql`DROP TABLE \`_espositori_v_version_products\`;`)
  await db.run(sql`DROP TABLE \`_espositori_v_version_products_locales\`;`)
  await db.run(sql`DROP TABLE \`_espositori_v_version_dealers_subregion\`;`)
  await db.run(sql`DROP TABLE \`_espositori_v_version_dealers_subregion_locales\`;`)
  await db.run(sql`DROP TABLE \`_espositori_v_version_dealers\`;`)
  await db.run(sql`DROP TABLE \`_espositori_v_version_dealers_locales\`;`)
  await db.run(sql`DROP TABLE \`_espositori_v_version_carousel\`;`)
  await db.run(sql`DROP TABLE \`_espositori_v\`;`)
  await db.run(sql`DROP TABLE \`_espositori_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_candele_v_version_products\`;`)
  await db.run(sql`DROP TABLE \`_candele_v_version_products_locales\`;`)
  await db.run(sql`DROP TABLE \`_candele_v_version_dealers_subregion\`;`)
  await db.run(sql`DROP TABLE \`_candele_v_version_dealers_subregion_locales\`;`)
  await db.run(sql`DROP TABLE \`_candele_v_version_dealers\`;`)
  await db.run(sql`DROP TABLE \`_candele_v_version_dealers_locales\`;`)
  await db.run(sql`DROP TABLE \`_candele_v_version_carousel\`;`)
  await db.run(sql`DROP TABLE \`_candele_v\`;`)
  await db.run(sql`DROP TABLE \`_candele_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_privacy_v\`;`)
  await db.run(sql`DROP TABLE \`_privacy_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_return_v\`;`)
  await db.run(sql`DROP TABLE \`_return_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_shipping_v\`;`)
  await db.run(sql`DROP TABLE \`_shipping_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_terms_v\`;`)
  await db.run(sql`DROP TABLE \`_terms_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_accessibility_v\`;`)
  await db.run(sql`DROP TABLE \`_accessibility_v_locales\`;`)
  await db.run(sql`DROP TABLE \`shop_settings_shipping_countries\`;`)
  await db.run(sql`DROP TABLE \`shop_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`sku\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`new\` integer DEFAULT false,
  	\`instock\` integer DEFAULT true,
  	\`stock\` numeric DEFAULT 50,
  	\`position\` numeric DEFAULT 0,
  	\`date\` text,
  	\`type_boxed_unboxed\` text DEFAULT 'unboxed',
  	\`mainimage_id\` integer NOT NULL,
  	\`overlayimage_id\` integer,
  	\`safety_manufacturer\` text,
  	\`safety_manufacturer_address\` text,
  	\`safety_manufacturer_email\` text,
  	\`safety_hazard_pictogram\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`mainimage_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`overlayimage_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "url", "sku", "price", "new", "instock", "stock", "position", "date", "type_boxed_unboxed", "mainimage_id", "overlayimage_id", "safety_manufacturer", "safety_manufacturer_address", "safety_manufacturer_email", "safety_hazard_pictogram", "updated_at", "created_at") SELECT "id", "url", "sku", "price", "new", "instock", "stock", "position", "date", "type_boxed_unboxed", "mainimage_id", "overlayimage_id", "safety_manufacturer", "safety_manufacturer_address", "safety_manufacturer_email", "safety_hazard_pictogram", "updated_at", "created_at" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_url_idx\` ON \`products\` (\`url\`);`)
  await db.run(sql`CREATE INDEX \`products_mainimage_idx\` ON \`products\` (\`mainimage_id\`);`)
  await db.run(sql`CREATE INDEX \`products_overlayimage_idx\` ON \`products\` (\`overlayimage_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`submissions_handling_idx\`;`)
  await db.run(sql`ALTER TABLE \`submissions\` DROP COLUMN \`handling\`;`)
  await db.run(sql`CREATE TABLE \`__new_home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`home_video_id\` integer NOT NULL,
  	\`home_poster_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`home_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home\`("id", "home_video_id", "home_poster_id", "updated_at", "created_at") SELECT "id", "home_video_id", "home_poster_id", "updated_at", "created_at" FROM \`home\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`ALTER TABLE \`__new_home\` RENAME TO \`home\`;`)
  await db.run(sql`CREATE INDEX \`home_home_video_idx\` ON \`home\` (\`home_video_id\`);`)
  await db.run(sql`CREATE INDEX \`home_home_poster_idx\` ON \`home\` (\`home_poster_id\`);`)
  await db.run(sql`DROP INDEX \`about__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`footer__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`contact__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`faq__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`faq\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`filters__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`filters\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`espositori__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`espositori\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`candele__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`candele\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`privacy__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`privacy\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`return__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`return\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`shipping__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`shipping\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`terms__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`terms\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`accessibility__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`accessibility\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_products_fragrance_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_fragrance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_fragrance_locales\`("name", "id", "_locale", "_parent_id") SELECT "name", "id", "_locale", "_parent_id" FROM \`products_fragrance_locales\`;`)
  await db.run(sql`DROP TABLE \`products_fragrance_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_fragrance_locales\` RENAME TO \`products_fragrance_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_fragrance_locales_locale_parent_id_unique\` ON \`products_fragrance_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_sets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`number\` numeric NOT NULL,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_sets\`("_order", "_parent_id", "id", "number", "price") SELECT "_order", "_parent_id", "id", "number", "price" FROM \`products_sets\`;`)
  await db.run(sql`DROP TABLE \`products_sets\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_sets\` RENAME TO \`products_sets\`;`)
  await db.run(sql`CREATE INDEX \`products_sets_order_idx\` ON \`products_sets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_sets_parent_id_idx\` ON \`products_sets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_locales\` (
  	\`name\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`tags\` text,
  	\`product_summary\` text,
  	\`description\` text,
  	\`how_to_use_title\` text,
  	\`how_to_use_warning\` text,
  	\`how_to_use_text\` text,
  	\`additional_information\` text,
  	\`shipping\` text,
  	\`return_policies\` text,
  	\`safety_product_type\` text,
  	\`safety_warnings\` text,
  	\`safety_clp\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_locales\`("name", "category", "tags", "product_summary", "description", "how_to_use_title", "how_to_use_warning", "how_to_use_text", "additional_information", "shipping", "return_policies", "safety_product_type", "safety_warnings", "safety_clp", "id", "_locale", "_parent_id") SELECT "name", "category", "tags", "product_summary", "description", "how_to_use_title", "how_to_use_warning", "how_to_use_text", "additional_information", "shipping", "return_policies", "safety_product_type", "safety_warnings", "safety_clp", "id", "_locale", "_parent_id" FROM \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_locales\` RENAME TO \`products_locales\`;`)
  await db.run(sql`CREATE INDEX \`products_category_idx\` ON \`products_locales\` (\`category\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_gallery\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`home_gallery\`;`)
  await db.run(sql`DROP TABLE \`home_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_gallery\` RENAME TO \`home_gallery\`;`)
  await db.run(sql`CREATE INDEX \`home_gallery_order_idx\` ON \`home_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_gallery_parent_id_idx\` ON \`home_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_gallery_image_idx\` ON \`home_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_espositori_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`espositori\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_espositori_carousel\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`espositori_carousel\`;`)
  await db.run(sql`DROP TABLE \`espositori_carousel\`;`)
  await db.run(sql`ALTER TABLE \`__new_espositori_carousel\` RENAME TO \`espositori_carousel\`;`)
  await db.run(sql`CREATE INDEX \`espositori_carousel_order_idx\` ON \`espositori_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`espositori_carousel_parent_id_idx\` ON \`espositori_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`espositori_carousel_image_idx\` ON \`espositori_carousel\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_candele_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`candele\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_candele_carousel\`("_order", "_parent_id", "id", "image_id") SELECT "_order", "_parent_id", "id", "image_id" FROM \`candele_carousel\`;`)
  await db.run(sql`DROP TABLE \`candele_carousel\`;`)
  await db.run(sql`ALTER TABLE \`__new_candele_carousel\` RENAME TO \`candele_carousel\`;`)
  await db.run(sql`CREATE INDEX \`candele_carousel_order_idx\` ON \`candele_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`candele_carousel_parent_id_idx\` ON \`candele_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`candele_carousel_image_idx\` ON \`candele_carousel\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`operator_note\`;`)
  await db.run(sql`ALTER TABLE \`filters_filter_options\` DROP COLUMN \`meaning\`;`)
}
