import { type RawBuilder, sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { dialectOf } from '@tsuzuri/db';
import { type QueryWord, toFtsMatch, toTsQuery } from './query';
import { localeRowids } from './sqlite-index';

export type MatchPage = { ids: number[]; total: number };

/** A tier's page (newest first) and count; `count` alone counts every tier at once. */
type TierQueries = {
  page: (limit: number, offset: number) => RawBuilder<{ id: number }>;
  count: () => RawBuilder<{ total: number }>;
};
type Tiers = { tiers: TierQueries[]; count: () => RawBuilder<{ total: number }> };

// Both dialects order in three tiers, each newest first: the articles with a word as written in
// the title, then those with one as written in the body, then those found by a reading only
// (decisions 0011 and 0018). Each tier is read in id order and stops at the page, and counts
// never rank. Ranking every match (bm25() on SQLite, ts_rank over the title on PostgreSQL) to
// keep a page of twelve cost most of a search and grew with the number of matches (measured at
// 10k articles: a two-character word's ranked page took ~40× its count on SQLite; on PostgreSQL
// a frequent word's ranked, window-counted page evaluated the query on every row, 50–60 ms).
//
// SQLite: the index holds only searchable articles (see index.ts) and a locale's entries occupy
// one rowid range (sqlite-index.ts), so the query never touches the articles table. Each tier is
// a MATCH that FTS5 walks in rowid order.
function sqliteTiers(words: QueryWord[], locale: string): Tiers {
  const range = localeRowids(locale) ?? { first: 1, last: 0 }; // an unindexable locale: an empty range
  const all = toFtsMatch(words) as string;
  const anyWritten = `(${written(words)
    .map((w) => toFtsMatch([w]))
    .join(' OR ')})`;
  const tiers = [
    `(${all}) AND {title} : ${anyWritten}`,
    `(${all}) AND ({title body} : ${anyWritten} NOT {title} : ${anyWritten})`,
    `(${all}) NOT {title body} : ${anyWritten}`,
  ];
  const from = (match: string) =>
    sql`from article_search where article_search match ${match} and rowid between ${range.first} and ${range.last}`;
  return {
    tiers: tiers.map((match) => ({
      page: (limit, offset) =>
        sql<{ id: number }>`select rowid - ${range.first} as id ${from(match)}
          order by rowid desc limit ${limit} offset ${offset}`,
      count: () => sql<{ total: number }>`select count(*) as total ${from(match)}`,
    })),
    count: () => sql<{ total: number }>`select count(*) as total ${from(all)}`,
  };
}

// PostgreSQL: the same tiers over the row's tsvectors. `title` holds the title's tokens alone and
// `document` the title's and the body's (postgres-index.ts), so "in the title" is `title @@`,
// "in the body only" `document @@ … and not title @@ …`, "by a reading only" `not document @@`.
function postgresTiers(words: QueryWord[], locale: string): Tiers {
  const condition = postgresCondition(words);
  const anyWritten = sql`${toTsQuery(written(words), { any: true })}::tsquery`;
  const tiers = [
    sql`title @@ ${anyWritten}`,
    sql`document @@ ${anyWritten} and not title @@ ${anyWritten}`,
    sql`not document @@ ${anyWritten}`,
  ];
  const from = (tier?: RawBuilder<unknown>) =>
    sql`from article_search where locale = ${locale} and ${condition}${tier ? sql` and ${tier}` : sql``}`;
  return {
    tiers: tiers.map((tier) => ({
      page: (limit, offset) =>
        sql<{ id: number }>`select article_id as id ${from(tier)}
          order by article_id desc limit ${limit} offset ${offset}`,
      count: () => sql<{ total: number }>`select count(*) as total ${from(tier)}`,
    })),
    count: () => sql<{ total: number }>`select count(*) as total ${from()}`,
  };
}

/** One page across the tiers: a tier is counted only when the page starts past it. */
async function pageAcrossTiers(
  db: Db,
  { tiers, count }: Tiers,
  page: number,
  perPage: number,
): Promise<MatchPage> {
  const ids: number[] = [];
  let skip = (page - 1) * perPage;
  for (const tier of tiers) {
    if (ids.length === perPage) break;
    const { rows } = await tier.page(perPage - ids.length, skip).execute(db);
    ids.push(...rows.map((r) => Number(r.id)));
    if (rows.length) skip = 0;
    else if (skip > 0) skip -= Number((await tier.count().execute(db)).rows[0]?.total ?? 0);
  }
  // A short first page is the whole result: no need to count.
  if (page === 1 && ids.length < perPage) return { ids, total: ids.length };
  return { ids, total: Number((await count().execute(db)).rows[0]?.total ?? 0) };
}

const written = (words: QueryWord[]) => words.map((w) => ({ ...w, readings: [] }));

/**
 * PostgreSQL: every word, each in the document as written or in the readings column (0013) by
 * one of its readings: `(document @@ '画質' or readings @@ 'がしつ') and …`. Both columns have
 * their GIN index, so the planner combines bitmap scans as it does for one.
 */
function postgresCondition(words: QueryWord[]): RawBuilder<unknown> {
  return sql.join(
    words.map((w) => {
      const asWritten = sql`document @@ ${toTsQuery(written([w]))}::tsquery`;
      if (!w.readings.length) return asWritten;
      const readings = written(w.readings.map((p) => ({ ...p, runs: w.runs, readings: [] })));
      return sql`(${asWritten} or readings @@ ${toTsQuery(readings, { any: true })}::tsquery)`;
    }),
    sql` and `,
  );
}

/** The ids of one page of matching articles, best first, and how many match in all. */
export async function findMatches(
  db: Db,
  words: QueryWord[],
  locale: string,
  page: number,
  perPage: number,
): Promise<MatchPage> {
  if (!words.length) return { ids: [], total: 0 };
  const tiers =
    dialectOf(db) === 'postgres' ? postgresTiers(words, locale) : sqliteTiers(words, locale);
  return pageAcrossTiers(db, tiers, page, perPage);
}
