import { type Kysely, sql } from 'kysely';

/**
 * Search matches Japanese spelling variants (焼きつけ/焼き付け/焼付け, きれい/綺麗, サーバ/サーバー)
 * through word readings from a morphological analyser, indexed beside the character bigrams
 * (docs/decisions/0018-search-readings.md).
 *
 * SQLite: the FTS5 table gains a third column, `readings`, so ranking can give readings no weight
 * (an article found only by a reading comes after every article with the words as written). FTS5
 * tables cannot gain columns: the table is made again with the options of 0003 (tokenize
 * 'ascii', contentless, first-character prefix index) and emptied with its entries list.
 * PostgreSQL: no schema change; the readings join the row's `document` after the body.
 *
 * Every entry written before lacks its readings, so the index is built again; that needs the
 * analyser, which lives above this package: the work is this migration's data step,
 * `rebuildSearchIndex` in @tsuzuri/content (passed in by its migrateSite;
 * docs/decisions/0015-migration-that-renders-again.md).
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') return;
  await sql`drop table article_search`.execute(db);
  await sql`create virtual table article_search using fts5(
    title, body, readings, tokenize = 'ascii', content = '', prefix = '1'
  )`.execute(db);
  await sql`delete from search_index_entries`.execute(db);
}
