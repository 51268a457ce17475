import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The search index on PostgreSQL (issue 39, ADR 0024), written by hand: a tsvector per document
 * (italian/english configurations over `unaccent` text, plus the unstemmed words for prefixes) in a GIN
 * index, and the vocabulary in a pg_trgm GIN index for typos. Both extensions are trusted: the database's
 * owner may create them. The GIN indexes are written at once (no pending list: a catalogue is written
 * rarely and read at every keystroke, and a pending list slowed searches threefold after a rebuild until
 * autovacuum merged it). Derived data: `npm run search:rebuild` makes it again.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE TABLE "search_index_docs" (
    "key" text PRIMARY KEY,
    "kind" text NOT NULL,
    "ref" text NOT NULL,
    "lang" text NOT NULL,
    "title" text NOT NULL,
    "url" text NOT NULL,
    "name" text NOT NULL,
    "body" text NOT NULL,
    "stems" text NOT NULL,
    "tsv" tsvector NOT NULL
  );
  CREATE INDEX "search_index_docs_tsv" ON "search_index_docs" USING gin ("tsv") WITH (fastupdate = off);
  CREATE INDEX "search_index_docs_ref" ON "search_index_docs" ("kind", "ref");
  CREATE TABLE "search_index_words" (
    "word" text COLLATE "C" PRIMARY KEY,
    "is_word" boolean NOT NULL DEFAULT false
  );
  CREATE INDEX "search_index_words_trgm" ON "search_index_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "search_index_words";
  DROP TABLE IF EXISTS "search_index_docs";`)
}
