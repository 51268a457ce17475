import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_users_role" AS ENUM('customer', 'admin');
  CREATE TYPE "public"."enum_users_provider" AS ENUM('password', 'google');
  CREATE TYPE "public"."enum_products_type_boxed_unboxed" AS ENUM('boxed', 'unboxed');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'shipped', 'delivered');
  CREATE TYPE "public"."enum_orders_locale" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_submissions_kind" AS ENUM('contact', 'business');
  CREATE TYPE "public"."enum_submissions_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_subscribers_lang" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_mail_queue_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TABLE "users_addresses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"street" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"state" varchar,
  	"zip" varchar,
  	"country" varchar NOT NULL,
  	"phone_code" varchar,
  	"phone_number" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"role" "enum_users_role" DEFAULT 'customer' NOT NULL,
  	"verified" boolean DEFAULT false,
  	"provider" "enum_users_provider" DEFAULT 'password',
  	"photo_u_r_l" varchar,
  	"verify_token" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_fragrance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_fragrance_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_sets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" numeric NOT NULL,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "products_how_to_use_tips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "products_how_to_use_tips_locales" (
  	"tip" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"sku" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"new" boolean DEFAULT false,
  	"instock" boolean DEFAULT true,
  	"stock" numeric DEFAULT 50,
  	"position" numeric DEFAULT 0,
  	"date" timestamp(3) with time zone,
  	"type_boxed_unboxed" "enum_products_type_boxed_unboxed" DEFAULT 'unboxed',
  	"mainimage_id" integer NOT NULL,
  	"overlayimage_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar NOT NULL,
  	"category" varchar NOT NULL,
  	"tags" varchar,
  	"product_summary" varchar,
  	"description" jsonb,
  	"how_to_use_title" varchar,
  	"how_to_use_warning" varchar,
  	"how_to_use_text" varchar,
  	"additional_information" jsonb,
  	"shipping" jsonb,
  	"return_policies" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "carts_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"quantity" numeric NOT NULL,
  	"fragrance" varchar,
  	"sets" varchar
  );
  
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "wishlists_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL
  );
  
  CREATE TABLE "wishlists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"name" varchar NOT NULL,
  	"url" varchar,
  	"sku" varchar,
  	"image" varchar,
  	"type" varchar,
  	"fragrance" varchar,
  	"sets" varchar,
  	"price" numeric NOT NULL,
  	"quantity" numeric NOT NULL
  );
  
  CREATE TABLE "orders_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" varchar NOT NULL,
  	"by" varchar,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"email" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"locale" "enum_orders_locale" DEFAULT 'it',
  	"subtotal" numeric NOT NULL,
  	"shipping_fee" numeric NOT NULL,
  	"total_amount" numeric NOT NULL,
  	"note" varchar,
  	"billing_data_first_name" varchar,
  	"billing_data_last_name" varchar,
  	"billing_data_country" varchar DEFAULT 'Italy',
  	"billing_data_state" varchar,
  	"billing_data_city" varchar,
  	"billing_data_address" varchar,
  	"billing_data_zip" varchar,
  	"billing_data_phone" varchar,
  	"billing_data_email" varchar,
  	"billing_data_azienda" varchar,
  	"billing_data_piva" varchar,
  	"billing_data_sdi" varchar,
  	"billing_data_pec" varchar,
  	"tracking_code" varchar,
  	"tracking_link" varchar,
  	"payment_intent_id" varchar,
  	"checkout_session_id" varchar,
  	"invoice_number" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_submissions_kind" NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"data" jsonb NOT NULL,
  	"status" "enum_submissions_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"lang" "enum_subscribers_lang" DEFAULT 'it',
  	"token" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"order_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoice_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"last" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"window_start" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_queue" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" jsonb NOT NULL,
  	"status" "enum_mail_queue_status" DEFAULT 'pending',
  	"attempts" numeric DEFAULT 0,
  	"last_error" varchar,
  	"dedupe_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"products_id" integer,
  	"carts_id" integer,
  	"wishlists_id" integer,
  	"orders_id" integer,
  	"submissions_id" integer,
  	"subscribers_id" integer,
  	"payment_events_id" integer,
  	"invoice_counters_id" integer,
  	"rate_limits_id" integer,
  	"mail_queue_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "home_gallery_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "home_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"home_video_id" integer NOT NULL,
  	"home_poster_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_locales" (
  	"hero_title" varchar,
  	"new_collection" varchar,
  	"explore_collections" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_mid_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "about_mid_section_locales" (
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_features_qualities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "about_features_qualities_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"banner_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_locales" (
  	"title" varchar,
  	"introduction" jsonb,
  	"signature" varchar,
  	"features_heading" varchar,
  	"features_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"facebooklink" varchar,
  	"instagramlink" varchar,
  	"company_name" varchar,
  	"vat_number" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"address" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone_number" varchar,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_locales" (
  	"address" varchar,
  	"working_hours" varchar,
  	"contact_form_heading" varchar,
  	"contact_form_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_section_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faq_section_questions_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "faq_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faq_section_locales" (
  	"section_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "faq" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "filters_filter_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "filters_filter_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "filters_filter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "filters_filter_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "filters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "espositori_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "espositori_products_locales" (
  	"heading" varchar,
  	"description" varchar,
  	"signaturetext" varchar,
  	"dimensions" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "espositori_dealers_subregion" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"dealer_name" varchar,
  	"address" varchar
  );
  
  CREATE TABLE "espositori_dealers_subregion_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "espositori_dealers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "espositori_dealers_locales" (
  	"region" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "espositori_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "espositori" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "espositori_locales" (
  	"page_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "candele_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "candele_products_locales" (
  	"heading" varchar,
  	"description" varchar,
  	"signaturetext" varchar,
  	"dimensions" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "candele_dealers_subregion" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"dealer_name" varchar,
  	"address" varchar
  );
  
  CREATE TABLE "candele_dealers_subregion_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "candele_dealers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "candele_dealers_locales" (
  	"region" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "candele_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "candele" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "candele_locales" (
  	"page_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "privacy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_modified" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "privacy_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "return" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_modified" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "return_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "shipping" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_modified" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "shipping_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "users_addresses" ADD CONSTRAINT "users_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_fragrance" ADD CONSTRAINT "products_fragrance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_fragrance_locales" ADD CONSTRAINT "products_fragrance_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_fragrance"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_sets" ADD CONSTRAINT "products_sets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_how_to_use_tips" ADD CONSTRAINT "products_how_to_use_tips_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_how_to_use_tips" ADD CONSTRAINT "products_how_to_use_tips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_how_to_use_tips_locales" ADD CONSTRAINT "products_how_to_use_tips_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_how_to_use_tips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_mainimage_id_media_id_fk" FOREIGN KEY ("mainimage_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_overlayimage_id_media_id_fk" FOREIGN KEY ("overlayimage_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carts_items" ADD CONSTRAINT "carts_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_items" ADD CONSTRAINT "carts_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wishlists_items" ADD CONSTRAINT "wishlists_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wishlists_items" ADD CONSTRAINT "wishlists_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_history" ADD CONSTRAINT "orders_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wishlists_fk" FOREIGN KEY ("wishlists_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submissions_fk" FOREIGN KEY ("submissions_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoice_counters_fk" FOREIGN KEY ("invoice_counters_id") REFERENCES "public"."invoice_counters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limits_fk" FOREIGN KEY ("rate_limits_id") REFERENCES "public"."rate_limits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_queue_fk" FOREIGN KEY ("mail_queue_id") REFERENCES "public"."mail_queue"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_gallery" ADD CONSTRAINT "home_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_gallery" ADD CONSTRAINT "home_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_gallery_locales" ADD CONSTRAINT "home_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_features" ADD CONSTRAINT "home_features_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_features" ADD CONSTRAINT "home_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_features_locales" ADD CONSTRAINT "home_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_home_video_id_media_id_fk" FOREIGN KEY ("home_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_home_poster_id_media_id_fk" FOREIGN KEY ("home_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_mid_section" ADD CONSTRAINT "about_mid_section_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_mid_section" ADD CONSTRAINT "about_mid_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_mid_section_locales" ADD CONSTRAINT "about_mid_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_mid_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_features_qualities" ADD CONSTRAINT "about_features_qualities_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_features_qualities" ADD CONSTRAINT "about_features_qualities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_features_qualities_locales" ADD CONSTRAINT "about_features_qualities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_features_qualities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_locales" ADD CONSTRAINT "about_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer" ADD CONSTRAINT "footer_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_locales" ADD CONSTRAINT "contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_section_questions" ADD CONSTRAINT "faq_section_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_section_questions_locales" ADD CONSTRAINT "faq_section_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_section_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_section" ADD CONSTRAINT "faq_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_section_locales" ADD CONSTRAINT "faq_section_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "filters_filter_options" ADD CONSTRAINT "filters_filter_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."filters_filter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "filters_filter_options_locales" ADD CONSTRAINT "filters_filter_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."filters_filter_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "filters_filter" ADD CONSTRAINT "filters_filter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "filters_filter_locales" ADD CONSTRAINT "filters_filter_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."filters_filter"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "espositori_products" ADD CONSTRAINT "espositori_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "espositori_products" ADD CONSTRAINT "espositori_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."espositori"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "espositori_products_locales" ADD CONSTRAINT "espositori_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."espositori_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "espositori_dealers_subregion" ADD CONSTRAINT "espositori_dealers_subregion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."espositori_dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "espositori_dealers_subregion_locales" ADD CONSTRAINT "espositori_dealers_subregion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."espositori_dealers_subregion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "espositori_dealers" ADD CONSTRAINT "espositori_dealers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."espositori"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "espositori_dealers_locales" ADD CONSTRAINT "espositori_dealers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."espositori_dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "espositori_carousel" ADD CONSTRAINT "espositori_carousel_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "espositori_carousel" ADD CONSTRAINT "espositori_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."espositori"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "espositori_locales" ADD CONSTRAINT "espositori_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."espositori"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candele_products" ADD CONSTRAINT "candele_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candele_products" ADD CONSTRAINT "candele_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."candele"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candele_products_locales" ADD CONSTRAINT "candele_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."candele_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candele_dealers_subregion" ADD CONSTRAINT "candele_dealers_subregion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."candele_dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candele_dealers_subregion_locales" ADD CONSTRAINT "candele_dealers_subregion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."candele_dealers_subregion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candele_dealers" ADD CONSTRAINT "candele_dealers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."candele"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candele_dealers_locales" ADD CONSTRAINT "candele_dealers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."candele_dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candele_carousel" ADD CONSTRAINT "candele_carousel_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "candele_carousel" ADD CONSTRAINT "candele_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."candele"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candele_locales" ADD CONSTRAINT "candele_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."candele"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_locales" ADD CONSTRAINT "privacy_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "return_locales" ADD CONSTRAINT "return_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."return"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_locales" ADD CONSTRAINT "shipping_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_addresses_order_idx" ON "users_addresses" USING btree ("_order");
  CREATE INDEX "users_addresses_parent_id_idx" ON "users_addresses" USING btree ("_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_verify_token_idx" ON "users" USING btree ("verify_token");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_fragrance_order_idx" ON "products_fragrance" USING btree ("_order");
  CREATE INDEX "products_fragrance_parent_id_idx" ON "products_fragrance" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_fragrance_locales_locale_parent_id_unique" ON "products_fragrance_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_sets_order_idx" ON "products_sets" USING btree ("_order");
  CREATE INDEX "products_sets_parent_id_idx" ON "products_sets" USING btree ("_parent_id");
  CREATE INDEX "products_how_to_use_tips_order_idx" ON "products_how_to_use_tips" USING btree ("_order");
  CREATE INDEX "products_how_to_use_tips_parent_id_idx" ON "products_how_to_use_tips" USING btree ("_parent_id");
  CREATE INDEX "products_how_to_use_tips_icon_idx" ON "products_how_to_use_tips" USING btree ("icon_id");
  CREATE UNIQUE INDEX "products_how_to_use_tips_locales_locale_parent_id_unique" ON "products_how_to_use_tips_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_url_idx" ON "products" USING btree ("url");
  CREATE INDEX "products_mainimage_idx" ON "products" USING btree ("mainimage_id");
  CREATE INDEX "products_overlayimage_idx" ON "products" USING btree ("overlayimage_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_category_idx" ON "products_locales" USING btree ("category","_locale");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "carts_items_order_idx" ON "carts_items" USING btree ("_order");
  CREATE INDEX "carts_items_parent_id_idx" ON "carts_items" USING btree ("_parent_id");
  CREATE INDEX "carts_items_product_idx" ON "carts_items" USING btree ("product_id");
  CREATE UNIQUE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "wishlists_items_order_idx" ON "wishlists_items" USING btree ("_order");
  CREATE INDEX "wishlists_items_parent_id_idx" ON "wishlists_items" USING btree ("_parent_id");
  CREATE INDEX "wishlists_items_product_idx" ON "wishlists_items" USING btree ("product_id");
  CREATE UNIQUE INDEX "wishlists_user_idx" ON "wishlists" USING btree ("user_id");
  CREATE INDEX "wishlists_updated_at_idx" ON "wishlists" USING btree ("updated_at");
  CREATE INDEX "wishlists_created_at_idx" ON "wishlists" USING btree ("created_at");
  CREATE INDEX "orders_items_order_idx" ON "orders_items" USING btree ("_order");
  CREATE INDEX "orders_items_parent_id_idx" ON "orders_items" USING btree ("_parent_id");
  CREATE INDEX "orders_items_product_idx" ON "orders_items" USING btree ("product_id");
  CREATE INDEX "orders_history_order_idx" ON "orders_history" USING btree ("_order");
  CREATE INDEX "orders_history_parent_id_idx" ON "orders_history" USING btree ("_parent_id");
  CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_payment_intent_id_idx" ON "orders" USING btree ("payment_intent_id");
  CREATE INDEX "orders_checkout_session_id_idx" ON "orders" USING btree ("checkout_session_id");
  CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "submissions_kind_idx" ON "submissions" USING btree ("kind");
  CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status");
  CREATE INDEX "submissions_updated_at_idx" ON "submissions" USING btree ("updated_at");
  CREATE INDEX "submissions_created_at_idx" ON "submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_token_idx" ON "subscribers" USING btree ("token");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_events_event_id_idx" ON "payment_events" USING btree ("event_id");
  CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "invoice_counters_year_idx" ON "invoice_counters" USING btree ("year");
  CREATE INDEX "invoice_counters_updated_at_idx" ON "invoice_counters" USING btree ("updated_at");
  CREATE INDEX "invoice_counters_created_at_idx" ON "invoice_counters" USING btree ("created_at");
  CREATE UNIQUE INDEX "rate_limits_key_idx" ON "rate_limits" USING btree ("key");
  CREATE INDEX "rate_limits_updated_at_idx" ON "rate_limits" USING btree ("updated_at");
  CREATE INDEX "rate_limits_created_at_idx" ON "rate_limits" USING btree ("created_at");
  CREATE INDEX "mail_queue_status_idx" ON "mail_queue" USING btree ("status");
  CREATE UNIQUE INDEX "mail_queue_dedupe_key_idx" ON "mail_queue" USING btree ("dedupe_key");
  CREATE INDEX "mail_queue_updated_at_idx" ON "mail_queue" USING btree ("updated_at");
  CREATE INDEX "mail_queue_created_at_idx" ON "mail_queue" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_wishlists_id_idx" ON "payload_locked_documents_rels" USING btree ("wishlists_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("submissions_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");
  CREATE INDEX "payload_locked_documents_rels_invoice_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("invoice_counters_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limits_id");
  CREATE INDEX "payload_locked_documents_rels_mail_queue_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_queue_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "home_gallery_order_idx" ON "home_gallery" USING btree ("_order");
  CREATE INDEX "home_gallery_parent_id_idx" ON "home_gallery" USING btree ("_parent_id");
  CREATE INDEX "home_gallery_image_idx" ON "home_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_gallery_locales_locale_parent_id_unique" ON "home_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_features_order_idx" ON "home_features" USING btree ("_order");
  CREATE INDEX "home_features_parent_id_idx" ON "home_features" USING btree ("_parent_id");
  CREATE INDEX "home_features_icon_idx" ON "home_features" USING btree ("icon_id");
  CREATE UNIQUE INDEX "home_features_locales_locale_parent_id_unique" ON "home_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_home_video_idx" ON "home" USING btree ("home_video_id");
  CREATE INDEX "home_home_poster_idx" ON "home" USING btree ("home_poster_id");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_mid_section_order_idx" ON "about_mid_section" USING btree ("_order");
  CREATE INDEX "about_mid_section_parent_id_idx" ON "about_mid_section" USING btree ("_parent_id");
  CREATE INDEX "about_mid_section_image_idx" ON "about_mid_section" USING btree ("image_id");
  CREATE UNIQUE INDEX "about_mid_section_locales_locale_parent_id_unique" ON "about_mid_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_features_qualities_order_idx" ON "about_features_qualities" USING btree ("_order");
  CREATE INDEX "about_features_qualities_parent_id_idx" ON "about_features_qualities" USING btree ("_parent_id");
  CREATE INDEX "about_features_qualities_icon_idx" ON "about_features_qualities" USING btree ("icon_id");
  CREATE UNIQUE INDEX "about_features_qualities_locales_locale_parent_id_unique" ON "about_features_qualities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_banner_image_idx" ON "about" USING btree ("banner_image_id");
  CREATE UNIQUE INDEX "about_locales_locale_parent_id_unique" ON "about_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_logo_idx" ON "footer" USING btree ("logo_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "contact_locales_locale_parent_id_unique" ON "contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_section_questions_order_idx" ON "faq_section_questions" USING btree ("_order");
  CREATE INDEX "faq_section_questions_parent_id_idx" ON "faq_section_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "faq_section_questions_locales_locale_parent_id_unique" ON "faq_section_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_section_order_idx" ON "faq_section" USING btree ("_order");
  CREATE INDEX "faq_section_parent_id_idx" ON "faq_section" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "faq_section_locales_locale_parent_id_unique" ON "faq_section_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "filters_filter_options_order_idx" ON "filters_filter_options" USING btree ("_order");
  CREATE INDEX "filters_filter_options_parent_id_idx" ON "filters_filter_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "filters_filter_options_locales_locale_parent_id_unique" ON "filters_filter_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "filters_filter_order_idx" ON "filters_filter" USING btree ("_order");
  CREATE INDEX "filters_filter_parent_id_idx" ON "filters_filter" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "filters_filter_locales_locale_parent_id_unique" ON "filters_filter_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "espositori_products_order_idx" ON "espositori_products" USING btree ("_order");
  CREATE INDEX "espositori_products_parent_id_idx" ON "espositori_products" USING btree ("_parent_id");
  CREATE INDEX "espositori_products_image_idx" ON "espositori_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "espositori_products_locales_locale_parent_id_unique" ON "espositori_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "espositori_dealers_subregion_order_idx" ON "espositori_dealers_subregion" USING btree ("_order");
  CREATE INDEX "espositori_dealers_subregion_parent_id_idx" ON "espositori_dealers_subregion" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "espositori_dealers_subregion_locales_locale_parent_id_unique" ON "espositori_dealers_subregion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "espositori_dealers_order_idx" ON "espositori_dealers" USING btree ("_order");
  CREATE INDEX "espositori_dealers_parent_id_idx" ON "espositori_dealers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "espositori_dealers_locales_locale_parent_id_unique" ON "espositori_dealers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "espositori_carousel_order_idx" ON "espositori_carousel" USING btree ("_order");
  CREATE INDEX "espositori_carousel_parent_id_idx" ON "espositori_carousel" USING btree ("_parent_id");
  CREATE INDEX "espositori_carousel_image_idx" ON "espositori_carousel" USING btree ("image_id");
  CREATE UNIQUE INDEX "espositori_locales_locale_parent_id_unique" ON "espositori_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "candele_products_order_idx" ON "candele_products" USING btree ("_order");
  CREATE INDEX "candele_products_parent_id_idx" ON "candele_products" USING btree ("_parent_id");
  CREATE INDEX "candele_products_image_idx" ON "candele_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "candele_products_locales_locale_parent_id_unique" ON "candele_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "candele_dealers_subregion_order_idx" ON "candele_dealers_subregion" USING btree ("_order");
  CREATE INDEX "candele_dealers_subregion_parent_id_idx" ON "candele_dealers_subregion" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "candele_dealers_subregion_locales_locale_parent_id_unique" ON "candele_dealers_subregion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "candele_dealers_order_idx" ON "candele_dealers" USING btree ("_order");
  CREATE INDEX "candele_dealers_parent_id_idx" ON "candele_dealers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "candele_dealers_locales_locale_parent_id_unique" ON "candele_dealers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "candele_carousel_order_idx" ON "candele_carousel" USING btree ("_order");
  CREATE INDEX "candele_carousel_parent_id_idx" ON "candele_carousel" USING btree ("_parent_id");
  CREATE INDEX "candele_carousel_image_idx" ON "candele_carousel" USING btree ("image_id");
  CREATE UNIQUE INDEX "candele_locales_locale_parent_id_unique" ON "candele_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "privacy_locales_locale_parent_id_unique" ON "privacy_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "return_locales_locale_parent_id_unique" ON "return_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "shipping_locales_locale_parent_id_unique" ON "shipping_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_addresses" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "products_fragrance" CASCADE;
  DROP TABLE "products_fragrance_locales" CASCADE;
  DROP TABLE "products_sets" CASCADE;
  DROP TABLE "products_how_to_use_tips" CASCADE;
  DROP TABLE "products_how_to_use_tips_locales" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "carts_items" CASCADE;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "wishlists_items" CASCADE;
  DROP TABLE "wishlists" CASCADE;
  DROP TABLE "orders_items" CASCADE;
  DROP TABLE "orders_history" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "submissions" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "invoice_counters" CASCADE;
  DROP TABLE "rate_limits" CASCADE;
  DROP TABLE "mail_queue" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "home_gallery" CASCADE;
  DROP TABLE "home_gallery_locales" CASCADE;
  DROP TABLE "home_features" CASCADE;
  DROP TABLE "home_features_locales" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "home_locales" CASCADE;
  DROP TABLE "about_mid_section" CASCADE;
  DROP TABLE "about_mid_section_locales" CASCADE;
  DROP TABLE "about_features_qualities" CASCADE;
  DROP TABLE "about_features_qualities_locales" CASCADE;
  DROP TABLE "about" CASCADE;
  DROP TABLE "about_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "contact" CASCADE;
  DROP TABLE "contact_locales" CASCADE;
  DROP TABLE "faq_section_questions" CASCADE;
  DROP TABLE "faq_section_questions_locales" CASCADE;
  DROP TABLE "faq_section" CASCADE;
  DROP TABLE "faq_section_locales" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "filters_filter_options" CASCADE;
  DROP TABLE "filters_filter_options_locales" CASCADE;
  DROP TABLE "filters_filter" CASCADE;
  DROP TABLE "filters_filter_locales" CASCADE;
  DROP TABLE "filters" CASCADE;
  DROP TABLE "espositori_products" CASCADE;
  DROP TABLE "espositori_products_locales" CASCADE;
  DROP TABLE "espositori_dealers_subregion" CASCADE;
  DROP TABLE "espositori_dealers_subregion_locales" CASCADE;
  DROP TABLE "espositori_dealers" CASCADE;
  DROP TABLE "espositori_dealers_locales" CASCADE;
  DROP TABLE "espositori_carousel" CASCADE;
  DROP TABLE "espositori" CASCADE;
  DROP TABLE "espositori_locales" CASCADE;
  DROP TABLE "candele_products" CASCADE;
  DROP TABLE "candele_products_locales" CASCADE;
  DROP TABLE "candele_dealers_subregion" CASCADE;
  DROP TABLE "candele_dealers_subregion_locales" CASCADE;
  DROP TABLE "candele_dealers" CASCADE;
  DROP TABLE "candele_dealers_locales" CASCADE;
  DROP TABLE "candele_carousel" CASCADE;
  DROP TABLE "candele" CASCADE;
  DROP TABLE "candele_locales" CASCADE;
  DROP TABLE "privacy" CASCADE;
  DROP TABLE "privacy_locales" CASCADE;
  DROP TABLE "return" CASCADE;
  DROP TABLE "return_locales" CASCADE;
  DROP TABLE "shipping" CASCADE;
  DROP TABLE "shipping_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_provider";
  DROP TYPE "public"."enum_products_type_boxed_unboxed";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_locale";
  DROP TYPE "public"."enum_submissions_kind";
  DROP TYPE "public"."enum_submissions_status";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_subscribers_lang";
  DROP TYPE "public"."enum_mail_queue_status";`)
}
