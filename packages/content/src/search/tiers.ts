import { type RawBuilder, sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import type { QueryWord } from './query';

/** A tier's page of ids (newest first) and its size, counted no further than `atMost`. */
export type Tier = {
  page: (db: Db, limit: number, offset: number) => Promise<number[]>;
  count: (db: Db, atMost: number) => Promise<number>;
};
/**
 * The tiers in order, and how many match in all (every tier at once), up to `atMost`.
 * `countAlongside`: the count may run on another connection while the pages are read.
 */
export type Tiers = {
  tiers: Tier[];
  count: (db: Db, atMost: number) => Promise<number>;
  countAlongside?: boolean;
};

export const idsOf = async (db: Db, query: RawBuilder<{ id: number }>) =>
  (await query.execute(db)).rows.map((r) => Number(r.id));
/**
 * How many rows `from` (a `from … where …` clause) holds, counting no further than `atMost`: a
 * count walks its matches one by one on both dialects, so a bound on the count is a bound on
 * its cost (docs/product.md, "Search": the count stops at SEARCH_COUNT_CAP).
 */
export const countUpTo = async (db: Db, from: RawBuilder<unknown>, atMost: number) =>
  Number(
    (
      await sql<{
        total: number;
      }>`select count(*) as total from (select 1 as one ${from} limit ${atMost}) as counted`.execute(
        db,
      )
    ).rows[0]?.total ?? 0,
  );

// Both dialects order in three tiers, each newest first: the articles with a word as written in
// the title, then those with one as written in the body, then those found by a reading only
// (decisions 0011 and 0018). Each tier is read in id order and stops at the page, and counts
// never rank. Ranking every match (bm25() on SQLite, ts_rank over the title on PostgreSQL) to
// keep a page of twelve cost most of a search and grew with the number of matches (measured at
// 10k articles: a two-character word's ranked page took ~40× its count on SQLite; on PostgreSQL
// a frequent word's ranked, window-counted page evaluated the query on every row, 50–60 ms).
// On PostgreSQL the third tier exists only when every word has a reading: a word without one (a
// Latin word, a reading of one kana) can only match as written, in `document`, so no article is
// found by readings alone — and looking would check every match to find none. (Not on SQLite:
// its phrases read every column, so a written word may match a token of the readings column
// alone, and such an article sits in the third tier.)
export const hasReadingTier = (words: QueryWord[]) => words.every((w) => w.readings.length > 0);
