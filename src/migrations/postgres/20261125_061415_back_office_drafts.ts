import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_safety_pictograms" AS ENUM('unattended', 'flammable', 'children', 'distance', 'draught', 'surface', 'move');
  CREATE TYPE "public"."enum__products_v_version_type_boxed_unboxed" AS ENUM('boxed', 'unboxed');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_submissions_handling" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_contact_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contact_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_faq_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_filters_filter_options_meaning" AS ENUM('category', 'all', 'in-stock', 'out-of-stock');
  CREATE TYPE "public"."enum_filters_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__filters_v_version_filter_options_meaning" AS ENUM('category', 'all', 'in-stock', 'out-of-stock');
  CREATE TYPE "public"."enum__filters_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__filters_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_espositori_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__espositori_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__espositori_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_candele_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__candele_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__candele_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_privacy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_return_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__return_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__return_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_shipping_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__shipping_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__shipping_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_terms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__terms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__terms_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_accessibility_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__accessibility_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__accessibility_v_published_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_shop_settings_shipping_countries" AS ENUM('AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE');
  CREATE TABLE "_products_v_version_fragrance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"stock" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_fragrance_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_sets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"price" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_how_to_use_tips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_how_to_use_tips_locales" (
  	"tip" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_safety_pictograms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_safety_pictograms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_url" varchar,
  	"version_sku" varchar,
  	"version_price" numeric,
  	"version_new" boolean DEFAULT false,
  	"version_instock" boolean DEFAULT true,
  	"version_stock" numeric DEFAULT 50,
  	"version_position" numeric DEFAULT 0,
  	"version_date" timestamp(3) with time zone,
  	"version_type_boxed_unboxed" "enum__products_v_version_type_boxed_unboxed" DEFAULT 'unboxed',
  	"version_mainimage_id" integer,
  	"version_overlayimage_id" integer,
  	"version_safety_manufacturer" varchar,
  	"version_safety_manufacturer_address" varchar,
  	"version_safety_manufacturer_email" varchar,
  	"version_safety_hazard_pictogram" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar,
  	"version_category" varchar,
  	"version_tags" varchar,
  	"version_product_summary" varchar,
  	"version_description" jsonb,
  	"version_how_to_use_title" varchar,
  	"version_how_to_use_warning" varchar,
  	"version_how_to_use_text" varchar,
  	"version_additional_information" jsonb,
  	"version_shipping" jsonb,
  	"version_return_policies" jsonb,
  	"version_safety_product_type" varchar,
  	"version_safety_warnings" varchar,
  	"version_safety_clp" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_home_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_gallery_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_home_video_id" integer,
  	"version_home_poster_id" integer,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_home_v_locales" (
  	"version_hero_title" varchar,
  	"version_new_collection" varchar,
  	"version_explore_collections" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_version_mid_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_version_mid_section_locales" (
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v_version_features_qualities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_v_version_features_qualities_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_banner_image_id" integer,
  	"version__status" "enum__about_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__about_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_about_v_locales" (
  	"version_title" varchar,
  	"version_introduction" jsonb,
  	"version_signature" varchar,
  	"version_features_heading" varchar,
  	"version_features_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_logo_id" integer,
  	"version_facebooklink" varchar,
  	"version_instagramlink" varchar,
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__footer_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_footer_v_locales" (
  	"version_address" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_phone_number" varchar,
  	"version_email" varchar,
  	"version__status" "enum__contact_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__contact_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_contact_v_locales" (
  	"version_address" varchar,
  	"version_working_hours" varchar,
  	"version_contact_form_heading" varchar,
  	"version_contact_form_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_v_version_section_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faq_v_version_section_questions_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_v_version_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faq_v_version_section_locales" (
  	"section_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__faq_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faq_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_filters_v_version_filter_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"meaning" "enum__filters_v_version_filter_options_meaning" DEFAULT 'category',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_filters_v_version_filter_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_filters_v_version_filter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_filters_v_version_filter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_filters_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__filters_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__filters_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_espositori_v_version_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_espositori_v_version_products_locales" (
  	"heading" varchar,
  	"description" varchar,
  	"signaturetext" varchar,
  	"dimensions" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_espositori_v_version_dealers_subregion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"dealer_name" varchar,
  	"address" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_espositori_v_version_dealers_subregion_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_espositori_v_version_dealers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_espositori_v_version_dealers_locales" (
  	"region" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_espositori_v_version_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_espositori_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__espositori_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__espositori_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_espositori_v_locales" (
  	"version_page_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_candele_v_version_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_candele_v_version_products_locales" (
  	"heading" varchar,
  	"description" varchar,
  	"signaturetext" varchar,
  	"dimensions" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_candele_v_version_dealers_subregion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"dealer_name" varchar,
  	"address" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_candele_v_version_dealers_subregion_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_candele_v_version_dealers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_candele_v_version_dealers_locales" (
  	"region" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_candele_v_version_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_candele_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__candele_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__candele_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_candele_v_locales" (
  	"version_page_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_privacy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_modified" timestamp(3) with time zone,
  	"version__status" "enum__privacy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__privacy_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_privacy_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_return_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_modified" timestamp(3) with time zone,
  	"version__status" "enum__return_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__return_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_return_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_shipping_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_modified" timestamp(3) with time zone,
  	"version__status" "enum__shipping_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__shipping_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_shipping_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_terms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_modified" timestamp(3) with time zone,
  	"version__status" "enum__terms_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__terms_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_terms_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_accessibility_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_modified" timestamp(3) with time zone,
  	"version__status" "enum__accessibility_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__accessibility_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_accessibility_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "shop_settings_shipping_countries" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_shop_settings_shipping_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "shop_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shipping_italy" numeric DEFAULT 5.99 NOT NULL,
  	"shipping_abroad" numeric DEFAULT 14.99 NOT NULL,
  	"shipping_free_from" numeric DEFAULT 89.69 NOT NULL,
  	"low_stock" numeric DEFAULT 5,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "products_fragrance_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "products_sets" ALTER COLUMN "number" DROP NOT NULL;
  ALTER TABLE "products_sets" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "sku" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "mainimage_id" DROP NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "home_gallery" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "home_video_id" DROP NOT NULL;
  ALTER TABLE "espositori_carousel" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "candele_carousel" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "products" ADD COLUMN "_status" "enum_products_status" DEFAULT 'draft';
  ALTER TABLE "orders" ADD COLUMN "operator_note" varchar;
  ALTER TABLE "submissions" ADD COLUMN "handling" "enum_submissions_handling" DEFAULT 'new' NOT NULL;
  ALTER TABLE "home" ADD COLUMN "_status" "enum_home_status" DEFAULT 'draft';
  ALTER TABLE "about" ADD COLUMN "_status" "enum_about_status" DEFAULT 'draft';
  ALTER TABLE "footer" ADD COLUMN "_status" "enum_footer_status" DEFAULT 'draft';
  ALTER TABLE "contact" ADD COLUMN "_status" "enum_contact_status" DEFAULT 'draft';
  ALTER TABLE "faq" ADD COLUMN "_status" "enum_faq_status" DEFAULT 'draft';
  ALTER TABLE "filters_filter_options" ADD COLUMN "meaning" "enum_filters_filter_options_meaning" DEFAULT 'category';
  ALTER TABLE "filters" ADD COLUMN "_status" "enum_filters_status" DEFAULT 'draft';
  ALTER TABLE "espositori" ADD COLUMN "_status" "enum_espositori_status" DEFAULT 'draft';
  ALTER TABLE "candele" ADD COLUMN "_status" "enum_candele_status" DEFAULT 'draft';
  ALTER TABLE "privacy" ADD COLUMN "_status" "enum_privacy_status" DEFAULT 'draft';
  ALTER TABLE "return" ADD COLUMN "_status" "enum_return_status" DEFAULT 'draft';
  ALTER TABLE "shipping" ADD COLUMN "_status" "enum_shipping_status" DEFAULT 'draft';
  ALTER TABLE "terms" ADD COLUMN "_status" "enum_terms_status" DEFAULT 'draft';
  ALTER TABLE "accessibility" ADD COLUMN "_status" "enum_accessibility_status" DEFAULT 'draft';
  ALTER TABLE "_products_v_version_fragrance" ADD CONSTRAINT "_products_v_version_fragrance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_fragrance_locales" ADD CONSTRAINT "_products_v_version_fragrance_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_fragrance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_sets" ADD CONSTRAINT "_products_v_version_sets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_how_to_use_tips" ADD CONSTRAINT "_products_v_version_how_to_use_tips_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_how_to_use_tips" ADD CONSTRAINT "_products_v_version_how_to_use_tips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_how_to_use_tips_locales" ADD CONSTRAINT "_products_v_version_how_to_use_tips_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_how_to_use_tips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_safety_pictograms" ADD CONSTRAINT "_products_v_version_safety_pictograms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_mainimage_id_media_id_fk" FOREIGN KEY ("version_mainimage_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_overlayimage_id_media_id_fk" FOREIGN KEY ("version_overlayimage_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_gallery" ADD CONSTRAINT "_home_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_gallery" ADD CONSTRAINT "_home_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_gallery_locales" ADD CONSTRAINT "_home_v_version_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_features" ADD CONSTRAINT "_home_v_version_features_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_version_features" ADD CONSTRAINT "_home_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_features_locales" ADD CONSTRAINT "_home_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_home_video_id_media_id_fk" FOREIGN KEY ("version_home_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_home_poster_id_media_id_fk" FOREIGN KEY ("version_home_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_mid_section" ADD CONSTRAINT "_about_v_version_mid_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v_version_mid_section" ADD CONSTRAINT "_about_v_version_mid_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_mid_section_locales" ADD CONSTRAINT "_about_v_version_mid_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_version_mid_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_features_qualities" ADD CONSTRAINT "_about_v_version_features_qualities_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v_version_features_qualities" ADD CONSTRAINT "_about_v_version_features_qualities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v_version_features_qualities_locales" ADD CONSTRAINT "_about_v_version_features_qualities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v_version_features_qualities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_banner_image_id_media_id_fk" FOREIGN KEY ("version_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v_locales" ADD CONSTRAINT "_about_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v" ADD CONSTRAINT "_footer_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footer_v_locales" ADD CONSTRAINT "_footer_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_v_locales" ADD CONSTRAINT "_contact_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_version_section_questions" ADD CONSTRAINT "_faq_v_version_section_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v_version_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_version_section_questions_locales" ADD CONSTRAINT "_faq_v_version_section_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v_version_section_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_version_section" ADD CONSTRAINT "_faq_v_version_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_version_section_locales" ADD CONSTRAINT "_faq_v_version_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v_version_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_filters_v_version_filter_options" ADD CONSTRAINT "_filters_v_version_filter_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_filters_v_version_filter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_filters_v_version_filter_options_locales" ADD CONSTRAINT "_filters_v_version_filter_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_filters_v_version_filter_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_filters_v_version_filter" ADD CONSTRAINT "_filters_v_version_filter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_filters_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_filters_v_version_filter_locales" ADD CONSTRAINT "_filters_v_version_filter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_filters_v_version_filter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_espositori_v_version_products" ADD CONSTRAINT "_espositori_v_version_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_espositori_v_version_products" ADD CONSTRAINT "_espositori_v_version_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_espositori_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_espositori_v_version_products_locales" ADD CONSTRAINT "_espositori_v_version_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_espositori_v_version_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_espositori_v_version_dealers_subregion" ADD CONSTRAINT "_espositori_v_version_dealers_subregion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_espositori_v_version_dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_espositori_v_version_dealers_subregion_locales" ADD CONSTRAINT "_espositori_v_version_dealers_subregion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_espositori_v_version_dealers_subregion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_espositori_v_version_dealers" ADD CONSTRAINT "_espositori_v_version_dealers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_espositori_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_espositori_v_version_dealers_locales" ADD CONSTRAINT "_espositori_v_version_dealers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_espositori_v_version_dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_espositori_v_version_carousel" ADD CONSTRAINT "_espositori_v_version_carousel_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_espositori_v_version_carousel" ADD CONSTRAINT "_espositori_v_version_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_espositori_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_espositori_v_locales" ADD CONSTRAINT "_espositori_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_espositori_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_candele_v_version_products" ADD CONSTRAINT "_candele_v_version_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_candele_v_version_products" ADD CONSTRAINT "_candele_v_version_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_candele_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_candele_v_version_products_locales" ADD CONSTRAINT "_candele_v_version_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_candele_v_version_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_candele_v_version_dealers_subregion" ADD CONSTRAINT "_candele_v_version_dealers_subregion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_candele_v_version_dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_candele_v_version_dealers_subregion_locales" ADD CONSTRAINT "_candele_v_version_dealers_subregion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_candele_v_version_dealers_subregion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_candele_v_version_dealers" ADD CONSTRAINT "_candele_v_version_dealers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_candele_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_candele_v_version_dealers_locales" ADD CONSTRAINT "_candele_v_version_dealers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_candele_v_version_dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_candele_v_version_carousel" ADD CONSTRAINT "_candele_v_version_carousel_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_candele_v_version_carousel" ADD CONSTRAINT "_candele_v_version_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_candele_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_candele_v_locales" ADD CONSTRAINT "_candele_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_candele_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_v_locales" ADD CONSTRAINT "_privacy_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_return_v_locales" ADD CONSTRAINT "_return_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_return_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shipping_v_locales" ADD CONSTRAINT "_shipping_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shipping_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_terms_v_locales" ADD CONSTRAINT "_terms_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_terms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_accessibility_v_locales" ADD CONSTRAINT "_accessibility_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_accessibility_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shop_settings_shipping_countries" ADD CONSTRAINT "shop_settings_shipping_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shop_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_products_v_version_fragrance_order_idx" ON "_products_v_version_fragrance" USING btree ("_order");
  CREATE INDEX "_products_v_version_fragrance_parent_id_idx" ON "_products_v_version_fragrance" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_fragrance_locales_locale_parent_id_uniqu" ON "_products_v_version_fragrance_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_sets_order_idx" ON "_products_v_version_sets" USING btree ("_order");
  CREATE INDEX "_products_v_version_sets_parent_id_idx" ON "_products_v_version_sets" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_how_to_use_tips_order_idx" ON "_products_v_version_how_to_use_tips" USING btree ("_order");
  CREATE INDEX "_products_v_version_how_to_use_tips_parent_id_idx" ON "_products_v_version_how_to_use_tips" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_how_to_use_tips_icon_idx" ON "_products_v_version_how_to_use_tips" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_products_v_version_how_to_use_tips_locales_locale_parent_id" ON "_products_v_version_how_to_use_tips_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_safety_pictograms_order_idx" ON "_products_v_version_safety_pictograms" USING btree ("order");
  CREATE INDEX "_products_v_version_safety_pictograms_parent_idx" ON "_products_v_version_safety_pictograms" USING btree ("parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_url_idx" ON "_products_v" USING btree ("version_url");
  CREATE INDEX "_products_v_version_version_mainimage_idx" ON "_products_v" USING btree ("version_mainimage_id");
  CREATE INDEX "_products_v_version_version_overlayimage_idx" ON "_products_v" USING btree ("version_overlayimage_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_version_version_category_idx" ON "_products_v_locales" USING btree ("version_category","_locale");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "_home_v_version_gallery_order_idx" ON "_home_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_home_v_version_gallery_parent_id_idx" ON "_home_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_gallery_image_idx" ON "_home_v_version_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_v_version_gallery_locales_locale_parent_id_unique" ON "_home_v_version_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_features_order_idx" ON "_home_v_version_features" USING btree ("_order");
  CREATE INDEX "_home_v_version_features_parent_id_idx" ON "_home_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_features_icon_idx" ON "_home_v_version_features" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_home_v_version_features_locales_locale_parent_id_unique" ON "_home_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_version_home_video_idx" ON "_home_v" USING btree ("version_home_video_id");
  CREATE INDEX "_home_v_version_version_home_poster_idx" ON "_home_v" USING btree ("version_home_poster_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_snapshot_idx" ON "_home_v" USING btree ("snapshot");
  CREATE INDEX "_home_v_published_locale_idx" ON "_home_v" USING btree ("published_locale");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "_home_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_version_mid_section_order_idx" ON "_about_v_version_mid_section" USING btree ("_order");
  CREATE INDEX "_about_v_version_mid_section_parent_id_idx" ON "_about_v_version_mid_section" USING btree ("_parent_id");
  CREATE INDEX "_about_v_version_mid_section_image_idx" ON "_about_v_version_mid_section" USING btree ("image_id");
  CREATE UNIQUE INDEX "_about_v_version_mid_section_locales_locale_parent_id_unique" ON "_about_v_version_mid_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_version_features_qualities_order_idx" ON "_about_v_version_features_qualities" USING btree ("_order");
  CREATE INDEX "_about_v_version_features_qualities_parent_id_idx" ON "_about_v_version_features_qualities" USING btree ("_parent_id");
  CREATE INDEX "_about_v_version_features_qualities_icon_idx" ON "_about_v_version_features_qualities" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_about_v_version_features_qualities_locales_locale_parent_id" ON "_about_v_version_features_qualities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_version_version_banner_image_idx" ON "_about_v" USING btree ("version_banner_image_id");
  CREATE INDEX "_about_v_version_version__status_idx" ON "_about_v" USING btree ("version__status");
  CREATE INDEX "_about_v_created_at_idx" ON "_about_v" USING btree ("created_at");
  CREATE INDEX "_about_v_updated_at_idx" ON "_about_v" USING btree ("updated_at");
  CREATE INDEX "_about_v_snapshot_idx" ON "_about_v" USING btree ("snapshot");
  CREATE INDEX "_about_v_published_locale_idx" ON "_about_v" USING btree ("published_locale");
  CREATE INDEX "_about_v_latest_idx" ON "_about_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_about_v_locales_locale_parent_id_unique" ON "_about_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_v_version_version_logo_idx" ON "_footer_v" USING btree ("version_logo_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_snapshot_idx" ON "_footer_v" USING btree ("snapshot");
  CREATE INDEX "_footer_v_published_locale_idx" ON "_footer_v" USING btree ("published_locale");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_footer_v_locales_locale_parent_id_unique" ON "_footer_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_v_version_version__status_idx" ON "_contact_v" USING btree ("version__status");
  CREATE INDEX "_contact_v_created_at_idx" ON "_contact_v" USING btree ("created_at");
  CREATE INDEX "_contact_v_updated_at_idx" ON "_contact_v" USING btree ("updated_at");
  CREATE INDEX "_contact_v_snapshot_idx" ON "_contact_v" USING btree ("snapshot");
  CREATE INDEX "_contact_v_published_locale_idx" ON "_contact_v" USING btree ("published_locale");
  CREATE INDEX "_contact_v_latest_idx" ON "_contact_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_contact_v_locales_locale_parent_id_unique" ON "_contact_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_v_version_section_questions_order_idx" ON "_faq_v_version_section_questions" USING btree ("_order");
  CREATE INDEX "_faq_v_version_section_questions_parent_id_idx" ON "_faq_v_version_section_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_faq_v_version_section_questions_locales_locale_parent_id_un" ON "_faq_v_version_section_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_v_version_section_order_idx" ON "_faq_v_version_section" USING btree ("_order");
  CREATE INDEX "_faq_v_version_section_parent_id_idx" ON "_faq_v_version_section" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_faq_v_version_section_locales_locale_parent_id_unique" ON "_faq_v_version_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_v_version_version__status_idx" ON "_faq_v" USING btree ("version__status");
  CREATE INDEX "_faq_v_created_at_idx" ON "_faq_v" USING btree ("created_at");
  CREATE INDEX "_faq_v_updated_at_idx" ON "_faq_v" USING btree ("updated_at");
  CREATE INDEX "_faq_v_snapshot_idx" ON "_faq_v" USING btree ("snapshot");
  CREATE INDEX "_faq_v_published_locale_idx" ON "_faq_v" USING btree ("published_locale");
  CREATE INDEX "_faq_v_latest_idx" ON "_faq_v" USING btree ("latest");
  CREATE INDEX "_filters_v_version_filter_options_order_idx" ON "_filters_v_version_filter_options" USING btree ("_order");
  CREATE INDEX "_filters_v_version_filter_options_parent_id_idx" ON "_filters_v_version_filter_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_filters_v_version_filter_options_locales_locale_parent_id_u" ON "_filters_v_version_filter_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_filters_v_version_filter_order_idx" ON "_filters_v_version_filter" USING btree ("_order");
  CREATE INDEX "_filters_v_version_filter_parent_id_idx" ON "_filters_v_version_filter" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_filters_v_version_filter_locales_locale_parent_id_unique" ON "_filters_v_version_filter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_filters_v_version_version__status_idx" ON "_filters_v" USING btree ("version__status");
  CREATE INDEX "_filters_v_created_at_idx" ON "_filters_v" USING btree ("created_at");
  CREATE INDEX "_filters_v_updated_at_idx" ON "_filters_v" USING btree ("updated_at");
  CREATE INDEX "_filters_v_snapshot_idx" ON "_filters_v" USING btree ("snapshot");
  CREATE INDEX "_filters_v_published_locale_idx" ON "_filters_v" USING btree ("published_locale");
  CREATE INDEX "_filters_v_latest_idx" ON "_filters_v" USING btree ("latest");
  CREATE INDEX "_espositori_v_version_products_order_idx" ON "_espositori_v_version_products" USING btree ("_order");
  CREATE INDEX "_espositori_v_version_products_parent_id_idx" ON "_espositori_v_version_products" USING btree ("_parent_id");
  CREATE INDEX "_espositori_v_version_products_image_idx" ON "_espositori_v_version_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "_espositori_v_version_products_locales_locale_parent_id_uniq" ON "_espositori_v_version_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_espositori_v_version_dealers_subregion_order_idx" ON "_espositori_v_version_dealers_subregion" USING btree ("_order");
  CREATE INDEX "_espositori_v_version_dealers_subregion_parent_id_idx" ON "_espositori_v_version_dealers_subregion" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_espositori_v_version_dealers_subregion_locales_locale_paren" ON "_espositori_v_version_dealers_subregion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_espositori_v_version_dealers_order_idx" ON "_espositori_v_version_dealers" USING btree ("_order");
  CREATE INDEX "_espositori_v_version_dealers_parent_id_idx" ON "_espositori_v_version_dealers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_espositori_v_version_dealers_locales_locale_parent_id_uniqu" ON "_espositori_v_version_dealers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_espositori_v_version_carousel_order_idx" ON "_espositori_v_version_carousel" USING btree ("_order");
  CREATE INDEX "_espositori_v_version_carousel_parent_id_idx" ON "_espositori_v_version_carousel" USING btree ("_parent_id");
  CREATE INDEX "_espositori_v_version_carousel_image_idx" ON "_espositori_v_version_carousel" USING btree ("image_id");
  CREATE INDEX "_espositori_v_version_version__status_idx" ON "_espositori_v" USING btree ("version__status");
  CREATE INDEX "_espositori_v_created_at_idx" ON "_espositori_v" USING btree ("created_at");
  CREATE INDEX "_espositori_v_updated_at_idx" ON "_espositori_v" USING btree ("updated_at");
  CREATE INDEX "_espositori_v_snapshot_idx" ON "_espositori_v" USING btree ("snapshot");
  CREATE INDEX "_espositori_v_published_locale_idx" ON "_espositori_v" USING btree ("published_locale");
  CREATE INDEX "_espositori_v_latest_idx" ON "_espositori_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_espositori_v_locales_locale_parent_id_unique" ON "_espositori_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_candele_v_version_products_order_idx" ON "_candele_v_version_products" USING btree ("_order");
  CREATE INDEX "_candele_v_version_products_parent_id_idx" ON "_candele_v_version_products" USING btree ("_parent_id");
  CREATE INDEX "_candele_v_version_products_image_idx" ON "_candele_v_version_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "_candele_v_version_products_locales_locale_parent_id_unique" ON "_candele_v_version_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_candele_v_version_dealers_subregion_order_idx" ON "_candele_v_version_dealers_subregion" USING btree ("_order");
  CREATE INDEX "_candele_v_version_dealers_subregion_parent_id_idx" ON "_candele_v_version_dealers_subregion" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_candele_v_version_dealers_subregion_locales_locale_parent_i" ON "_candele_v_version_dealers_subregion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_candele_v_version_dealers_order_idx" ON "_candele_v_version_dealers" USING btree ("_order");
  CREATE INDEX "_candele_v_version_dealers_parent_id_idx" ON "_candele_v_version_dealers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_candele_v_version_dealers_locales_locale_parent_id_unique" ON "_candele_v_version_dealers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_candele_v_version_carousel_order_idx" ON "_candele_v_version_carousel" USING btree ("_order");
  CREATE INDEX "_candele_v_version_carousel_parent_id_idx" ON "_candele_v_version_carousel" USING btree ("_parent_id");
  CREATE INDEX "_candele_v_version_carousel_image_idx" ON "_candele_v_version_carousel" USING btree ("image_id");
  CREATE INDEX "_candele_v_version_version__status_idx" ON "_candele_v" USING btree ("version__status");
  CREATE INDEX "_candele_v_created_at_idx" ON "_candele_v" USING btree ("created_at");
  CREATE INDEX "_candele_v_updated_at_idx" ON "_candele_v" USING btree ("updated_at");
  CREATE INDEX "_candele_v_snapshot_idx" ON "_candele_v" USING btree ("snapshot");
  CREATE INDEX "_candele_v_published_locale_idx" ON "_candele_v" USING btree ("published_locale");
  CREATE INDEX "_candele_v_latest_idx" ON "_candele_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_candele_v_locales_locale_parent_id_unique" ON "_candele_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_privacy_v_version_version__status_idx" ON "_privacy_v" USING btree ("version__status");
  CREATE INDEX "_privacy_v_created_at_idx" ON "_privacy_v" USING btree ("created_at");
  CREATE INDEX "_privacy_v_updated_at_idx" ON "_privacy_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_v_snapshot_idx" ON "_privacy_v" USING btree ("snapshot");
  CREATE INDEX "_privacy_v_published_locale_idx" ON "_privacy_v" USING btree ("published_locale");
  CREATE INDEX "_privacy_v_latest_idx" ON "_privacy_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_privacy_v_locales_locale_parent_id_unique" ON "_privacy_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_return_v_version_version__status_idx" ON "_return_v" USING btree ("version__status");
  CREATE INDEX "_return_v_created_at_idx" ON "_return_v" USING btree ("created_at");
  CREATE INDEX "_return_v_updated_at_idx" ON "_return_v" USING btree ("updated_at");
  CREATE INDEX "_return_v_snapshot_idx" ON "_return_v" USING btree ("snapshot");
  CREATE INDEX "_return_v_published_locale_idx" ON "_return_v" USING btree ("published_locale");
  CREATE INDEX "_return_v_latest_idx" ON "_return_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_return_v_locales_locale_parent_id_unique" ON "_return_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_shipping_v_version_version__status_idx" ON "_shipping_v" USING btree ("version__status");
  CREATE INDEX "_shipping_v_created_at_idx" ON "_shipping_v" USING btree ("created_at");
  CREATE INDEX "_shipping_v_updated_at_idx" ON "_shipping_v" USING btree ("updated_at");
  CREATE INDEX "_shipping_v_snapshot_idx" ON "_shipping_v" USING btree ("snapshot");
  CREATE INDEX "_shipping_v_published_locale_idx" ON "_shipping_v" USING btree ("published_locale");
  CREATE INDEX "_shipping_v_latest_idx" ON "_shipping_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_shipping_v_locales_locale_parent_id_unique" ON "_shipping_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_terms_v_version_version__status_idx" ON "_terms_v" USING btree ("version__status");
  CREATE INDEX "_terms_v_created_at_idx" ON "_terms_v" USING btree ("created_at");
  CREATE INDEX "_terms_v_updated_at_idx" ON "_terms_v" USING btree ("updated_at");
  CREATE INDEX "_terms_v_snapshot_idx" ON "_terms_v" USING btree ("snapshot");
  CREATE INDEX "_terms_v_published_locale_idx" ON "_terms_v" USING btree ("published_locale");
  CREATE INDEX "_terms_v_latest_idx" ON "_terms_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_terms_v_locales_locale_parent_id_unique" ON "_terms_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_accessibility_v_version_version__status_idx" ON "_accessibility_v" USING btree ("version__status");
  CREATE INDEX "_accessibility_v_created_at_idx" ON "_accessibility_v" USING btree ("created_at");
  CREATE INDEX "_accessibility_v_updated_at_idx" ON "_accessibility_v" USING btree ("updated_at");
  CREATE INDEX "_accessibility_v_snapshot_idx" ON "_accessibility_v" USING btree ("snapshot");
  CREATE INDEX "_accessibility_v_published_locale_idx" ON "_accessibility_v" USING btree ("published_locale");
  CREATE INDEX "_accessibility_v_latest_idx" ON "_accessibility_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_accessibility_v_locales_locale_parent_id_unique" ON "_accessibility_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "shop_settings_shipping_countries_order_idx" ON "shop_settings_shipping_countries" USING btree ("order");
  CREATE INDEX "shop_settings_shipping_countries_parent_idx" ON "shop_settings_shipping_countries" USING btree ("parent_id");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "submissions_handling_idx" ON "submissions" USING btree ("handling");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE INDEX "about__status_idx" ON "about" USING btree ("_status");
  CREATE INDEX "footer__status_idx" ON "footer" USING btree ("_status");
  CREATE INDEX "contact__status_idx" ON "contact" USING btree ("_status");
  CREATE INDEX "faq__status_idx" ON "faq" USING btree ("_status");
  CREATE INDEX "filters__status_idx" ON "filters" USING btree ("_status");
  CREATE INDEX "espositori__status_idx" ON "espositori" USING btree ("_status");
  CREATE INDEX "candele__status_idx" ON "candele" USING btree ("_status");
  CREATE INDEX "privacy__status_idx" ON "privacy" USING btree ("_status");
  CREATE INDEX "return__status_idx" ON "return" USING btree ("_status");
  CREATE INDEX "shipping__status_idx" ON "shipping" USING btree ("_status");
  CREATE INDEX "terms__status_idx" ON "terms" USING btree ("_status");
  CREATE INDEX "accessibility__status_idx" ON "accessibility" USING btree ("_status");`)
  // What the shop showed before drafts existed is published (the new column defaults to draft).
  await db.execute(sql`
  UPDATE "products" SET "_status" = 'published';
  UPDATE "home" SET "_status" = 'published';
  UPDATE "about" SET "_status" = 'published';
  UPDATE "footer" SET "_status" = 'published';
  UPDATE "contact" SET "_status" = 'published';
  UPDATE "faq" SET "_status" = 'published';
  UPDATE "filters" SET "_status" = 'published';
  UPDATE "espositori" SET "_status" = 'published';
  UPDATE "candele" SET "_status" = 'published';
  UPDATE "privacy" SET "_status" = 'published';
  UPDATE "return" SET "_status" = 'published';
  UPDATE "shipping" SET "_status" = 'published';
  UPDATE "terms" SET "_status" = 'published';
  UPDATE "accessibility" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_products_v_version_fragrance" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_fragrance_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_sets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_how_to_use_tips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_how_to_use_tips_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_safety_pictograms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_version_mid_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_version_mid_section_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_version_features_qualities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_version_features_qualities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footer_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contact_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_v_version_section_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_v_version_section_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_v_version_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_v_version_section_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_filters_v_version_filter_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_filters_v_version_filter_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_filters_v_version_filter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_filters_v_version_filter_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_filters_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_espositori_v_version_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_espositori_v_version_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_espositori_v_version_dealers_subregion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_espositori_v_version_dealers_subregion_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_espositori_v_version_dealers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_espositori_v_version_dealers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_espositori_v_version_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_espositori_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_espositori_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_candele_v_version_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_candele_v_version_products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_candele_v_version_dealers_subregion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_candele_v_version_dealers_subregion_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_candele_v_version_dealers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_candele_v_version_dealers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_candele_v_version_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_candele_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_candele_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_privacy_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_return_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_return_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shipping_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_shipping_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_terms_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_terms_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessibility_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_accessibility_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shop_settings_shipping_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shop_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_products_v_version_fragrance" CASCADE;
  DROP TABLE "_products_v_version_fragrance_locales" CASCADE;
  DROP TABLE "_products_v_version_sets" CASCADE;
  DROP TABLE "_products_v_version_how_to_use_tips" CASCADE;
  DROP TABLE "_products_v_version_how_to_use_tips_locales" CASCADE;
  DROP TABLE "_products_v_version_safety_pictograms" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "_home_v_version_gallery" CASCADE;
  DROP TABLE "_home_v_version_gallery_locales" CASCADE;
  DROP TABLE "_home_v_version_features" CASCADE;
  DROP TABLE "_home_v_version_features_locales" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_locales" CASCADE;
  DROP TABLE "_about_v_version_mid_section" CASCADE;
  DROP TABLE "_about_v_version_mid_section_locales" CASCADE;
  DROP TABLE "_about_v_version_features_qualities" CASCADE;
  DROP TABLE "_about_v_version_features_qualities_locales" CASCADE;
  DROP TABLE "_about_v" CASCADE;
  DROP TABLE "_about_v_locales" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "_footer_v_locales" CASCADE;
  DROP TABLE "_contact_v" CASCADE;
  DROP TABLE "_contact_v_locales" CASCADE;
  DROP TABLE "_faq_v_version_section_questions" CASCADE;
  DROP TABLE "_faq_v_version_section_questions_locales" CASCADE;
  DROP TABLE "_faq_v_version_section" CASCADE;
  DROP TABLE "_faq_v_version_section_locales" CASCADE;
  DROP TABLE "_faq_v" CASCADE;
  DROP TABLE "_filters_v_version_filter_options" CASCADE;
  DROP TABLE "_filters_v_version_filter_options_locales" CASCADE;
  DROP TABLE "_filters_v_version_filter" CASCADE;
  DROP TABLE "_filters_v_version_filter_locales" CASCADE;
  DROP TABLE "_filters_v" CASCADE;
  DROP TABLE "_espositori_v_version_products" CASCADE;
  DROP TABLE "_espositori_v_version_products_locales" CASCADE;
  DROP TABLE "_espositori_v_version_dealers_subregion" CASCADE;
  DROP TABLE "_espositori_v_version_dealers_subregion_locales" CASCADE;
  DROP TABLE "_espositori_v_version_dealers" CASCADE;
  DROP TABLE "_espositori_v_version_dealers_locales" CASCADE;
  DROP TABLE "_espositori_v_version_carousel" CASCADE;
  DROP TABLE "_espositori_v" CASCADE;
  DROP TABLE "_espositori_v_locales" CASCADE;
  DROP TABLE "_candele_v_version_products" CASCADE;
  DROP TABLE "_candele_v_version_products_locales" CASCADE;
  DROP TABLE "_candele_v_version_dealers_subregion" CASCADE;
  DROP TABLE "_candele_v_version_dealers_subregion_locales" CASCADE;
  DROP TABLE "_candele_v_version_dealers" CASCADE;
  DROP TABLE "_candele_v_version_dealers_locales" CASCADE;
  DROP TABLE "_candele_v_version_carousel" CASCADE;
  DROP TABLE "_candele_v" CASCADE;
  DROP TABLE "_candele_v_locales" CASCADE;
  DROP TABLE "_privacy_v" CASCADE;
  DROP TABLE "_privacy_v_locales" CASCADE;
  DROP TABLE "_return_v" CASCADE;
  DROP TABLE "_return_v_locales" CASCADE;
  DROP TABLE "_shipping_v" CASCADE;
  DROP TABLE "_shipping_v_locales" CASCADE;
  DROP TABLE "_terms_v" CASCADE;
  DROP TABLE "_terms_v_locales" CASCADE;
  DROP TABLE "_accessibility_v" CASCADE;
  DROP TABLE "_accessibility_v_locales" CASCADE;
  DROP TABLE "shop_settings_shipping_countries" CASCADE;
  DROP TABLE "shop_settings" CASCADE;
  DROP INDEX "products__status_idx";
  DROP INDEX "submissions_handling_idx";
  DROP INDEX "home__status_idx";
  DROP INDEX "about__status_idx";
  DROP INDEX "footer__status_idx";
  DROP INDEX "contact__status_idx";
  DROP INDEX "faq__status_idx";
  DROP INDEX "filters__status_idx";
  DROP INDEX "espositori__status_idx";
  DROP INDEX "candele__status_idx";
  DROP INDEX "privacy__status_idx";
  DROP INDEX "return__status_idx";
  DROP INDEX "shipping__status_idx";
  DROP INDEX "terms__status_idx";
  DROP INDEX "accessibility__status_idx";
  ALTER TABLE "products_fragrance_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "products_sets" ALTER COLUMN "number" SET NOT NULL;
  ALTER TABLE "products_sets" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "sku" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "mainimage_id" SET NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "home_gallery" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "home_video_id" SET NOT NULL;
  ALTER TABLE "espositori_carousel" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "candele_carousel" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "products" DROP COLUMN "_status";
  ALTER TABLE "orders" DROP COLUMN "operator_note";
  ALTER TABLE "submissions" DROP COLUMN "handling";
  ALTER TABLE "home" DROP COLUMN "_status";
  ALTER TABLE "about" DROP COLUMN "_status";
  ALTER TABLE "footer" DROP COLUMN "_status";
  ALTER TABLE "contact" DROP COLUMN "_status";
  ALTER TABLE "faq" DROP COLUMN "_status";
  ALTER TABLE "filters_filter_options" DROP COLUMN "meaning";
  ALTER TABLE "filters" DROP COLUMN "_status";
  ALTER TABLE "espositori" DROP COLUMN "_status";
  ALTER TABLE "candele" DROP COLUMN "_status";
  ALTER TABLE "privacy" DROP COLUMN "_status";
  ALTER TABLE "return" DROP COLUMN "_status";
  ALTER TABLE "shipping" DROP COLUMN "_status";
  ALTER TABLE "terms" DROP COLUMN "_status";
  ALTER TABLE "accessibility" DROP COLUMN "_status";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_safety_pictograms";
  DROP TYPE "public"."enum__products_v_version_type_boxed_unboxed";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_submissions_handling";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum__home_v_published_locale";
  DROP TYPE "public"."enum_about_status";
  DROP TYPE "public"."enum__about_v_version_status";
  DROP TYPE "public"."enum__about_v_published_locale";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_status";
  DROP TYPE "public"."enum__footer_v_published_locale";
  DROP TYPE "public"."enum_contact_status";
  DROP TYPE "public"."enum__contact_v_version_status";
  DROP TYPE "public"."enum__contact_v_published_locale";
  DROP TYPE "public"."enum_faq_status";
  DROP TYPE "public"."enum__faq_v_version_status";
  DROP TYPE "public"."enum__faq_v_published_locale";
  DROP TYPE "public"."enum_filters_filter_options_meaning";
  DROP TYPE "public"."enum_filters_status";
  DROP TYPE "public"."enum__filters_v_version_filter_options_meaning";
  DROP TYPE "public"."enum__filters_v_version_status";
  DROP TYPE "public"."enum__filters_v_published_locale";
  DROP TYPE "public"."enum_espositori_status";
  DROP TYPE "public"."enum__espositori_v_version_status";
  DROP TYPE "public"."enum__espositori_v_published_locale";
  DROP TYPE "public"."enum_candele_status";
  DROP TYPE "public"."enum__candele_v_version_status";
  DROP TYPE "public"."enum__candele_v_published_locale";
  DROP TYPE "public"."enum_privacy_status";
  DROP TYPE "public"."enum__privacy_v_version_status";
  DROP TYPE "public"."enum__privacy_v_published_locale";
  DROP TYPE "public"."enum_return_status";
  DROP TYPE "public"."enum__return_v_version_status";
  DROP TYPE "public"."enum__return_v_published_locale";
  DROP TYPE "public"."enum_shipping_status";
  DROP TYPE "public"."enum__shipping_v_version_status";
  DROP TYPE "public"."enum__shipping_v_published_locale";
  DROP TYPE "public"."enum_terms_status";
  DROP TYPE "public"."enum__terms_v_version_status";
  DROP TYPE "public"."enum__terms_v_published_locale";
  DROP TYPE "public"."enum_accessibility_status";
  DROP TYPE "public"."enum__accessibility_v_version_status";
  DROP TYPE "public"."enum__accessibility_v_published_locale";
  DROP TYPE "public"."enum_shop_settings_shipping_countries";`)
}
