import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The search index of the embedded shop (issue 39, ADR 0024), written by hand: Payload's schema does not
 * know virtual tables. Documents in a plain table, FTS5 over them (accents removed, prefixes of 2 and 3
 * characters indexed) kept in step by triggers; the vocabulary with an FTS5 trigram index for typos.
 * Derived data: `npm run search:rebuild` makes it again, and the shop does so when it starts with it empty.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE search_index_docs (
    id integer PRIMARY KEY,
    key text NOT NULL UNIQUE,
    kind text NOT NULL,
    ref text NOT NULL,
    lang text NOT NULL,
    title text NOT NULL,
    url text NOT NULL,
    name text NOT NULL,
    body text NOT NULL,
    stems text NOT NULL
  )`)
  await db.run(sql`CREATE INDEX search_index_docs_ref ON search_index_docs (kind, ref)`)
  await db.run(sql`CREATE VIRTUAL TABLE search_index_fts USING fts5(name, body, stems,
    content='search_index_docs', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`)
  await db.run(sql`CREATE TRIGGER search_index_docs_ai AFTER INSERT ON search_index_docs BEGIN
    INSERT INTO search_index_fts (rowid, name, body, stems) VALUES (new.id, new.name, new.body, new.stems);
  END`)
  await db.run(sql`CREATE TRIGGER search_index_docs_ad AFTER DELETE ON search_index_docs BEGIN
    INSERT INTO search_index_fts (search_index_fts, rowid, name, body, stems) VALUES ('delete', old.id, old.name, old.body, old.stems);
  END`)
  await db.run(sql`CREATE TRIGGER search_index_docs_au AFTER UPDATE ON search_index_docs BEGIN
    INSERT INTO search_index_fts (search_index_fts, rowid, name, body, stems) VALUES ('delete', old.id, old.name, old.body, old.stems);
    INSERT INTO search_index_fts (rowid, name, body, stems) VALUES (new.id, new.name, new.body, new.stems);
  END`)
  await db.run(sql`CREATE TABLE search_index_words (
    id integer PRIMARY KEY,
    word text NOT NULL UNIQUE,
    is_word integer NOT NULL DEFAULT 0
  )`)
  await db.run(sql`CREATE VIRTUAL TABLE search_index_trgm USING fts5(word,
    content='search_index_words', content_rowid='id', tokenize='trigram')`)
  await db.run(sql`CREATE TRIGGER search_index_words_ai AFTER INSERT ON search_index_words BEGIN
    INSERT INTO search_index_trgm (rowid, word) VALUES (new.id, new.word);
  END`)
  await db.run(sql`CREATE TRIGGER search_index_words_ad AFTER DELETE ON search_index_words BEGIN
    INSERT INTO search_index_trgm (search_index_trgm, rowid, word) VALUES ('delete', old.id, old.word);
  END`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of [
    'DROP TABLE IF EXISTS search_index_trgm',
    'DROP TABLE IF EXISTS search_index_words',
    'DROP TABLE IF EXISTS search_index_fts',
    'DROP TABLE IF EXISTS search_index_docs',
  ])
    await db.run(sql.raw(statement))
}
