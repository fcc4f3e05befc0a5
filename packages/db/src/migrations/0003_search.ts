import { type Kysely, sql } from 'kysely';

/**
 * The Japanese search index (docs/product.md#search): title and body as pre-split tokens (character
 * bigrams for Japanese, whole words for Latin; packages/content/src/search/tokenize.ts), one entry per searchable
 * article, filled from the articles already imported by this migration's data step
 * (`rebuildSearchIndex`, passed in by @tsuzuri/content's migrateSite: db/src/migrate.ts).
 *
 * SQLite: an FTS5 table.
 * - `tokenize = 'ascii'` splits only on ASCII spaces and punctuation and treats every non-ASCII
 *   character as part of a token, so our bigrams (ぶる, 画質) and words (4k) reach the index
 *   unchanged; unicode61 would apply its own rules to Unicode categories.
 * - Contentless (`content = ''`): the tokens are never read back (snippets come from
 *   articles.plain_text), so storing them would double the table for nothing. The rowid encodes
 *   locale and article id (packages/content/src/search/sqlite-index.ts), so no article_id column is needed.
 * - `prefix = '1'` keeps an index of first characters: a one-character query ("画"*) reads one
 *   list instead of merging every bigram that starts with it (10 → 4 ms at 10k articles, for an
 *   index 1.6× the size).
 * `search_index_entries` records which articles are indexed, with a fingerprint of their tokens.
 *
 * PostgreSQL: a tsvector of the same tokens (title weighted A) with a GIN index; phrases are
 * `<->` queries, no extension needed. Beside it the locale (a search never joins `articles`)
 * and the title's own small tsvector, which ranks (packages/content/src/search/matches.ts). The document is kept
 * in the row, not TOASTed (storage main, rows up to 8160 bytes): checking a phrase or scanning
 * for a frequent word then reads the row's page instead of fetching each document's chunks
 * through the TOAST index — 3–5× faster at 10k articles (docs/decisions/0011-postgresql.md).
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') {
    await db.schema
      .createTable('article_search')
      .addColumn('article_id', 'integer', (c) => c.primaryKey().references('articles.id').onDelete('cascade'))
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('title', sql`tsvector`, (c) => c.notNull())
      .addColumn('document', sql`tsvector`, (c) => c.notNull())
      .modifyEnd(sql`with (toast_tuple_target = 8160)`)
      .execute();
    await sql`alter table article_search alter column document set storage main`.execute(db);
    await sql`create index article_search_document_idx on article_search using gin (document)`.execute(db);
  } else {
    await sql`create virtual table article_search using fts5(
      title, body, tokenize = 'ascii', content = '', prefix = '1'
    )`.execute(db);
    await db.schema
      .createTable('search_index_entries')
      .addColumn('article_id', 'integer', (c) => c.primaryKey())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .execute();
  }
}
