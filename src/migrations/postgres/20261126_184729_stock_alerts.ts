import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stock_alerts_status" AS ENUM('unconfirmed', 'waiting', 'sent', 'stopped');
  CREATE TYPE "public"."enum_stock_alerts_lang" AS ENUM('it', 'en');
  CREATE TABLE "stock_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"fragrance" varchar DEFAULT '',
  	"fragrance_name" varchar,
  	"status" "enum_stock_alerts_status" NOT NULL,
  	"lang" "enum_stock_alerts_lang" NOT NULL,
  	"user_id" integer,
  	"round" numeric DEFAULT 1 NOT NULL,
  	"token" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_alerts_id" integer;
  ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("email");
  CREATE INDEX "stock_alerts_product_idx" ON "stock_alerts" USING btree ("product_id");
  CREATE INDEX "stock_alerts_status_idx" ON "stock_alerts" USING btree ("status");
  CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");
  CREATE INDEX "stock_alerts_token_idx" ON "stock_alerts" USING btree ("token");
  CREATE INDEX "stock_alerts_updated_at_idx" ON "stock_alerts" USING btree ("updated_at");
  CREATE INDEX "stock_alerts_created_at_idx" ON "stock_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_product_fragrance_idx" ON "stock_alerts" USING btree ("email","product_id","fragrance");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_alerts_fk" FOREIGN KEY ("stock_alerts_id") REFERENCES "public"."stock_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stock_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stock_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_stock_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_alerts_id";
  DROP TYPE "public"."enum_stock_alerts_status";
  DROP TYPE "public"."enum_stock_alerts_lang";`)
}
