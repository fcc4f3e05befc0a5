import { type Kysely, sql } from 'kysely';

/**
 * PostgreSQL: a GIN index on `article_search.title` (the title's own tsvector, 0003), for the
 * first tier of the search order — the articles with a word in the title, newest first
 * (packages/content/src/search/matches.ts). Without it the planner found those through the
 * document's index and checked every article with the word anywhere: at 10k generated articles,
 * a katakana word's first page took 78 ms that way and 3.6 ms through this index (its statistics
 * also give the planner a true count of title matches). Titles are short: the index is small.
 * SQLite needs nothing: FTS5's `{title} :` filter reads the same index.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create index article_search_title_idx on article_search using gin (title)`.execute(db);
}
