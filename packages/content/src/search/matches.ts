import { type RawBuilder, sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { dialectOf } from '@tsuzuri/db';
import { type QueryWord, toFtsMatch, toTsQuery } from './query';
import { localeRowids } from './sqlite-index';

export type MatchPage = { ids: number[]; total: number };

// The index holds only searchable articles (see index.ts) and a locale's entries occupy one
// rowid range (sqlite-index.ts), so the query never touches the articles table.
//
// SQLite orders in three tiers, each newest first: the articles with a word as written in the
// title, then those with one as written in the body, then those found by a reading only (the
// order PostgreSQL gives, decision 0011, with the readings' tier of decision 0018). Each tier is
// a MATCH that FTS5 walks in rowid order and stops at the page, and counts never rank. Ranking
// every match by bm25() to keep a page of twelve cost most of a search (measured at 10k articles:
// a two-character word's page took ~40× its count), and grew with the number of matches.
function sqliteTiers(words: QueryWord[], locale: string) {
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
      page: (limit: number, offset: number) =>
        sql<{ id: number }>`select rowid - ${range.first} as id ${from(match)}
          order by rowid desc limit ${limit} offset ${offset}`,
      count: () => sql<{ total: number }>`select count(*) as total ${from(match)}`,
    })),
    count: () => sql<{ total: number }>`select count(*) as total ${from(all)}`,
  };
}

/** One page across the tiers: a tier is counted only when the page starts past it. */
async function sqliteMatches(
  db: Db,
  words: QueryWord[],
  locale: string,
  page: number,
  perPage: number,
): Promise<MatchPage> {
  const { tiers, count } = sqliteTiers(words, locale);
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

// PostgreSQL: an article whose title holds the words ranks first (ts_rank over the title's own
// small tsvector), then the article imported last. Ranking body matches by ts_rank over the
// whole document too would cost a phrase evaluation per matching article (twice the latency at
// 10k articles): the same articles are found as on SQLite, only the body-only ones may come in
// another order (docs/decisions/0011-postgresql.md). The count rides on the page query as a
// window, so the matches are scanned once; a page past the end still needs its own count.
function postgresQueries(condition: RawBuilder<unknown>, titleQuery: string, locale: string) {
  const from = sql`from article_search where locale = ${locale} and ${condition}`;
  return {
    page: (limit: number, offset: number) => sql<{
      id: number;
      total?: number;
    }>`select article_id as id, count(*) over () as total ${from}
      order by ts_rank(title, ${titleQuery}::tsquery) desc, article_id desc
      limit ${limit} offset ${offset}`,
    count: () => sql<{ total: number }>`select count(*) as total ${from}`,
  };
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
  if (dialectOf(db) !== 'postgres') return sqliteMatches(db, words, locale, page, perPage);
  const queries = postgresQueries(
    postgresCondition(words),
    toTsQuery(written(words), { any: true }) as string,
    locale,
  );
  const { rows } = await queries.page(perPage, (page - 1) * perPage).execute(db);
  const ids = rows.map((r) => Number(r.id));
  if (rows[0]?.total !== undefined) return { ids, total: Number(rows[0].total) };
  // A short first page is the whole result: no need to count.
  if (page === 1 && ids.length < perPage) return { ids, total: ids.length };
  const { rows: counted } = await queries.count().execute(db);
  return { ids, total: Number(counted[0]?.total ?? 0) };
}
