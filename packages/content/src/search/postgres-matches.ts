import { type RawBuilder, sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { countUpTo, hasReadingTier, idsOf, type Tiers } from './tiers';
import { asWritten, type QueryWord, toTsQuery } from './query';
import { tableRows } from './postgres-statistics';

/**
 * PostgreSQL: every word, each in the document as written (in any of its spellings) or in the
 * readings column (0013) by one of its readings: `(document @@ '画質' or readings @@ 'がしつ') and …`. Both columns have
 * their GIN index, so the planner combines bitmap scans as it does for one.
 */
function condition(words: QueryWord[]): RawBuilder<unknown> {
  return sql.join(
    words.map((w) => {
      const written = sql`document @@ ${toTsQuery(asWritten([w]))}::tsquery`;
      if (!w.readings.length) return written;
      const readings = asWritten(
        w.readings.map((p) => ({ ...p, runs: w.runs, otherSpellings: [], readings: [] })),
      );
      return sql`(${written} or readings @@ ${toTsQuery(readings, { any: true })}::tsquery)`;
    }),
    sql` and `,
  );
}

/**
 * Runs a query through the GIN indexes' bitmaps only, never a sequential scan nor a walk along
 * the primary key. For the counts and the reading-only tier that is always the cheaper way, but
 * the planner cannot tell: it takes a phrase's bigrams for independent words, so it expects an
 * eighth of the matches a katakana word has, and for a frequent word a sequential scan looks as
 * cheap — yet it checks every row, and a row without the word as written must also fetch its
 * readings out of line (TOAST). Measured at 10k generated articles on a busy machine: a
 * two-character word's count 77–127 ms by the scan, 15–30 ms by the bitmap; a reading-only page
 * walked the key through all 10,000 rows (74 ms). Inside a caller's transaction the settings
 * would outlive the query, so there the planner decides.
 */
async function throughIndexes<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return run(db);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`.execute(
      trx,
    );
    return run(trx);
  });
}

/**
 * How far a title or body tier's page looks among the newest rows before it asks the indexes: 40
 * rows for each id it needs (a tier in one article of 40 or more fills its page there), never
 * more than 2,000. Left to the planner, a page walked the primary key from the newest row and
 * tested each one until it had its ids; for a word it takes for common but no article has (a
 * made-up Latin word: it guesses 0.5 % of the rows) that walk read every article's tsvector —
 * 380 ms at 100,000 articles, one visitor's request (docs/benchmarks.md). The window bounds that
 * walk, and past it the tier is rare among the newest articles, which is when its indexes' bitmaps
 * are small. (A page deeper than the window, of a word in most articles, pays the bitmaps: 40–90
 * ms at 100,000 articles for page 100 and beyond.)
 */
const NEWEST_ROWS_PER_ID = 40;
const NEWEST_WINDOW_MAX = 2000;

/**
 * The whole count's two ways, and what each reads (measured at 100,000 generated articles,
 * docs/benchmarks.md): through the indexes, every entry of the words' posting lists in the GIN
 * indexes, then the rows until `atMost` — for a word in most articles 40–90 ms, whatever
 * `atMost`; among the newest rows, each row's tsvectors read out of line until `atMost` match
 * (~5 µs a row read). How densely the newest rows match is seen in a sample of them
 * (COUNT_SAMPLE): the planner's estimate was no guide, as it takes a phrase's bigrams, and a word
 * and its reading, for independent words (a quarter of ブルーレイ's true matches). The newest
 * rows are read when, at the sample's density, a window of at most COUNT_WINDOW_MAX rows holds
 * `atMost` twice over; a window that falls short leaves the count to the indexes. A table of
 * fewer than COUNT_SMALL_TABLE rows per counted match is not sampled: its bitmaps are cheap.
 */
const COUNT_SAMPLE = 300;
const COUNT_WINDOW_MAX = 8000;
const COUNT_SMALL_TABLE = 20;

async function countAmongNewest(
  db: Db,
  newest: (window: number) => RawBuilder<unknown>,
  atMost: number,
): Promise<number | null> {
  // Inside a caller's transaction the planner decides (throughIndexes).
  if (db.isTransaction) return null;
  const rows = await tableRows(db);
  if (rows < atMost * COUNT_SMALL_TABLE) return null;
  const sample = Math.min(COUNT_SAMPLE, atMost);
  const inSample = await countUpTo(db, newest(COUNT_SAMPLE), sample);
  if (inSample >= atMost) return inSample;
  const density = inSample / COUNT_SAMPLE;
  if (density === 0) return null;
  const window = Math.ceil((atMost / density) * 2);
  if (window > COUNT_WINDOW_MAX) return null;
  const found = await countUpTo(db, newest(window), atMost);
  return found >= atMost ? found : null;
}

/**
 * The tiers of tiers.ts over the row's tsvectors. `title` holds the title's tokens alone and
 * `document` the title's and the body's (postgres-index.ts), so "in the title" is `title @@`
 * (its own GIN index, migration 0022), "in the body only" `document @@ … and not title @@ …`,
 * "by a reading only" `not document @@ …`. The first two are read from the newest rows, or from
 * the indexes (NEWEST_ROWS_PER_ID).
 */
export function postgresTiers(words: QueryWord[], locale: string): Tiers {
  const anyWritten = sql`${toTsQuery(asWritten(words), { any: true })}::tsquery`;
  const all = condition(words);
  const where = (tier?: RawBuilder<unknown>) => sql`where locale = ${locale} and ${tier ?? all}`;
  const from = (tier?: RawBuilder<unknown>) => sql`from article_search ${where(tier)}`;
  // The same rows among the `window` newest of the table (every locale's: ids are shared).
  const fromNewest = (window: number, tier?: RawBuilder<unknown>) =>
    sql`from (select * from article_search order by article_id desc limit ${window}) as newest ${where(tier)}`;
  // A query of one word matches wherever that word is written, and `document` holds the title's
  // tokens at the same positions, so its title and body tiers need not repeat the query: each row
  // of a tier would test the word in `document` once more (a phrase of bigrams, per row). With
  // more words, a title holding one of them is not yet a match. The tier's own test comes first:
  // a row it rules out (by its small inline `title`, most often) is not read any further.
  const matching = (written: RawBuilder<unknown>) =>
    words.length === 1 ? written : sql`${written} and ${all}`;
  const count = (tier?: RawBuilder<unknown>) => (db: Db, atMost: number) =>
    throughIndexes(db, (d) => countUpTo(d, from(tier), atMost));
  // The whole count, among the newest rows when they hold `atMost` and that is the cheaper way
  // (countAmongNewest). A tier is counted only when a page starts past its end, so it holds
  // fewer than `atMost` and the newest rows could never answer.
  const countAll = async (db: Db, atMost: number) =>
    (await countAmongNewest(db, (window) => fromNewest(window), atMost)) ?? count()(db, atMost);
  const page = (tier: RawBuilder<unknown>) => (db: Db, limit: number, offset: number) =>
    idsOf(
      db,
      sql`select article_id as id ${from(tier)} order by article_id desc limit ${limit} offset ${offset}`,
    );
  // A tier's page, newest first: from the newest rows when they hold it, else from the indexes.
  const newestFirst =
    (tier: RawBuilder<unknown>) => async (db: Db, limit: number, offset: number) => {
      const window = Math.min(NEWEST_WINDOW_MAX, NEWEST_ROWS_PER_ID * (offset + limit));
      const newest = await idsOf(
        db,
        sql`select article_id as id ${fromNewest(window, tier)} order by article_id desc limit ${limit} offset ${offset}`,
      );
      return newest.length === limit
        ? newest
        : throughIndexes(db, (d) => page(tier)(d, limit, offset));
    };
  const written = [
    matching(sql`title @@ ${anyWritten}`),
    matching(sql`not title @@ ${anyWritten} and document @@ ${anyWritten}`),
  ].map((tier) => ({ page: newestFirst(tier), count: count(tier) }));
  const readingOnly = sql`${all} and not document @@ ${anyWritten}`;
  const byReading = {
    page: (db: Db, limit: number, offset: number) =>
      throughIndexes(db, (d) => page(readingOnly)(d, limit, offset)),
    count: count(readingOnly),
  };
  return {
    tiers: hasReadingTier(words) ? [...written, byReading] : written,
    count: countAll,
    countAlongside: true,
  };
}
