import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_lang" AS ENUM('it', 'en');
  CREATE TYPE "public"."enum_reviews_status" AS ENUM('pending', 'published', 'rejected');
  CREATE TYPE "public"."enum_reviews_reason" AS ENUM('off-topic', 'personal-data', 'offensive', 'spam');
  CREATE TYPE "public"."enum_mail_opt_outs_kind" AS ENUM('review-invitations');
  CREATE TABLE "reviews_decisions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" varchar NOT NULL,
  	"reason" varchar,
  	"by" varchar,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"order_id" integer NOT NULL,
  	"line" varchar NOT NULL,
  	"user_id" integer,
  	"email" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"lang" "enum_reviews_lang" NOT NULL,
  	"rating" numeric NOT NULL,
  	"text" varchar NOT NULL,
  	"status" "enum_reviews_status" DEFAULT 'pending' NOT NULL,
  	"reason" "enum_reviews_reason",
  	"reply" varchar,
  	"written_at" timestamp(3) with time zone NOT NULL,
  	"edited_at" timestamp(3) with time zone,
  	"helpful" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_opt_outs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"kind" "enum_mail_opt_outs_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "review_invited_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_opt_outs_id" integer;
  ALTER TABLE "shop_settings" ADD COLUMN "review_invitation_days" numeric DEFAULT 7;
  ALTER TABLE "reviews_decisions" ADD CONSTRAINT "reviews_decisions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reviews_decisions_order_idx" ON "reviews_decisions" USING btree ("_order");
  CREATE INDEX "reviews_decisions_parent_id_idx" ON "reviews_decisions" USING btree ("_parent_id");
  CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");
  CREATE INDEX "reviews_order_idx" ON "reviews" USING btree ("order_id");
  CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_line_idx" ON "reviews" USING btree ("order_id","line");
  CREATE INDEX "mail_opt_outs_email_idx" ON "mail_opt_outs" USING btree ("email");
  CREATE INDEX "mail_opt_outs_updated_at_idx" ON "mail_opt_outs" USING btree ("updated_at");
  CREATE INDEX "mail_opt_outs_created_at_idx" ON "mail_opt_outs" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_kind_idx" ON "mail_opt_outs" USING btree ("email","kind");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_opt_outs_fk" FOREIGN KEY ("mail_opt_outs_id") REFERENCES "public"."mail_opt_outs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_review_invited_at_idx" ON "orders" USING btree ("review_invited_at");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_mail_opt_outs_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_opt_outs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews_decisions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_opt_outs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews_decisions" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "mail_opt_outs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_opt_outs_fk";
  
  DROP INDEX "orders_review_invited_at_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_opt_outs_id_idx";
  ALTER TABLE "orders" DROP COLUMN "review_invited_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_opt_outs_id";
  ALTER TABLE "shop_settings" DROP COLUMN "review_invitation_days";
  DROP TYPE "public"."enum_reviews_lang";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum_reviews_reason";
  DROP TYPE "public"."enum_mail_opt_outs_kind";`)
}
