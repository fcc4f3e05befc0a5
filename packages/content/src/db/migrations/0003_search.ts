import { type Kysely, sql } from 'kysely';
import { rebuildSearchIndex } from '../../search/index';
import type { Db } from '../connection';

/**
 * The Japanese search index (design.md § Search): title and body as pre-split tokens (character
 * bigrams for Japanese, whole words for Latin; src/search/tokenize.ts), one entry per searchable
 * article, filled here from the articles already imported.
 *
 * SQLite: an FTS5 table.
 * - `tokenize = 'ascii'` splits only on ASCII spaces and punctuation and treats every non-ASCII
 *   character as part of a token, so our bigrams (ぶる, 画質) and words (4k) reach the index
 *   unchanged; unicode61 would apply its own rules to Unicode categories.
 * - Contentless (`content = ''`): the tokens are never read back (snippets come from
 *   articles.plain_text), so storing them would double the table for nothing. The rowid encodes
 *   locale and article id (src/search/sqlite-index.ts), so no article_id column is needed.
 * - `prefix = '1'` keeps an index of first characters: a one-character query ("画"*) reads one
 *   list instead of merging every bigram that starts with it (10 → 4 ms at 10k articles, for an
 *   index 1.6× the size).
 * `search_index_entries` records which articles are indexed, with a fingerprint of their tokens.
 *
 * PostgreSQL (untested here: no server in this environment): a tsvector of the same tokens,
 * title weighted A, with a GIN index; phrases are `<->` queries. No extension needed.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') {
    await db.schema
      .createTable('article_search')
      .addColumn('article_id', 'integer', (c) => c.primaryKey().references('articles.id').onDelete('cascade'))
      .addColumn('document', sql`tsvector`, (c) => c.notNull())
      .execute();
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
  await rebuildSearchIndex(db as unknown as Db);
}
