import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { tokyoDayOf } from '../tokyo';
import type { Period } from './period';

/** Distinct queries kept per Tokyo day and locale; more are counted on one `(other)` row. */
export const MAX_QUERIES_PER_DAY = 1000;
export const OTHER_QUERY = '(other)';
const MAX_QUERY_LENGTH = 100;

/**
 * A query as the stats keep it: NFKC (full-width letters and digits as half-width), lower case,
 * runs of spaces (full-width ones too) as one, at most 100 characters. "" = nothing to record.
 */
export function normalizeSearchQuery(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

export type SearchRow = { query: string; locale: string; searches: number; results: number };

/** The result count a query's latest earlier row holds; 0 when it was never reported. */
async function lastKnownResults(db: Db, locale: string, query: string): Promise<number> {
  const row = await db
    .selectFrom('search_queries')
    .select('results')
    .where('locale', '=', locale)
    .where('query', '=', query)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.results ?? 0);
}

export type SearchNoteInput = {
  query: string;
  locale: string;
  results: number | null;
  at?: Date;
  /** How many times it was searched (0: a render reporting results only). */
  searches?: number;
};

/**
 * Searches of a query and what it found: query, locale, day, how many times, how many
 * results — no reader id, no address. A day keeps at most MAX_QUERIES_PER_DAY distinct
 * queries per locale, so junk queries cannot grow the table without bound; the rest are
 * counted as OTHER_QUERY. Two writers meet here: the front counts searches answered from
 * the cache too (`results: null`, not known there), the render reports the result count
 * (`searches: 0`). An unknown count on a new day's row takes the query's last known one.
 */
async function recordSearch(db: Db, input: SearchNoteInput) {
  const normalized = normalizeSearchQuery(input.query);
  if (!normalized) return;
  const day = tokyoDayOf(input.at ?? new Date());
  const locale = input.locale.slice(0, 16);
  const known = await db
    .selectFrom('search_queries')
    .select('query')
    .where('day', '=', day)
    .where('locale', '=', locale)
    .where('query', '=', normalized)
    .executeTakeFirst();
  let query = normalized;
  if (!known) {
    const count = await db
      .selectFrom('search_queries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('day', '=', day)
      .where('locale', '=', locale)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= MAX_QUERIES_PER_DAY) query = OTHER_QUERY;
  }
  const reported = input.results === null ? null : Math.max(0, Math.floor(input.results));
  const results =
    query === OTHER_QUERY
      ? 0
      : (reported ?? (known ? 0 : await lastKnownResults(db, locale, query)));
  const searches = Math.max(0, Math.floor(input.searches ?? 1));
  await db
    .insertInto('search_queries')
    .values({ day, locale, query, searches, results })
    .onConflict((oc) =>
      oc.columns(['day', 'locale', 'query']).doUpdateSet({
        searches: sql`search_queries.searches + excluded.searches`,
        // A count from the cache (unknown results) never replaces a render's report.
        results: reported === null ? sql`search_queries.results` : sql`excluded.results`,
      }),
    )
    .execute();
}

export function searchesRepository(db: Db) {
  return {
    record: (input: SearchNoteInput) => recordSearch(db, input),

    /**
     * A round of notes in one transaction: one commit instead of one per query (two workers
     * each writing hundreds of junk queries one by one held a SQLite file for seconds).
     */
    async recordAll(inputs: SearchNoteInput[]) {
      await db.transaction().execute(async (trx) => {
        for (const input of inputs) await recordSearch(trx, input);
      });
    },

    /** The most searched queries of the period; `nothingFound` keeps those whose last render found nothing. */
    async top(period: Period, opts: { nothingFound?: boolean; limit?: number } = {}) {
      let q = db
        .selectFrom('search_queries')
        .select((eb) => [
          'query',
          'locale',
          eb.fn.sum<number>('searches').as('searches'),
          eb.fn.min<number>('results').as('results'),
        ])
        .where('day', '>=', period.from)
        .where('day', '<=', period.to)
        .where('query', '<>', OTHER_QUERY);
      if (opts.nothingFound) q = q.where('results', '=', 0);
      const rows = await q
        .groupBy(['query', 'locale'])
        .orderBy('searches', 'desc')
        .orderBy('query')
        .limit(opts.limit ?? 100)
        .execute();
      return rows.map(
        (r): SearchRow => ({
          query: r.query,
          locale: r.locale,
          searches: Number(r.searches),
          results: Number(r.results),
        }),
      );
    },
  };
}

export type SearchesRepository = ReturnType<typeof searchesRepository>;
