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
 * PostgreSQL: a `readings` tsvector beside `document`, with its own GIN index. Not inside
 * `document`: that column is kept in the row, untoasted, up to 8160 bytes (0003), and the
 * readings would push most documents past it (measured: p50 16 → 265 ms at 10k articles).
 *
 * Every entry written before lacks its readings, so the index is built again; that needs the
 * analyser, which lives above this package: the work is this migration's data step,
 * `rebuildSearchIndex` in @tsuzuri/content (passed in by its migrateSite;
 * docs/decisions/0015-migration-that-renders-again.md).
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table article_search add column readings tsvector not null default ''::tsvector`.execute(db);
    await sql`create index article_search_readings_idx on article_search using gin (readings)`.execute(db);
    return;
  }
  await sql`drop table article_search`.execute(db);
  await sql`create virtual table article_search using fts5(
    title, body, readings, tokenize = 'ascii', content = '', prefix = '1'
  )`.execute(db);
  await sql`delete from search_index_entries`.execute(db);
}
