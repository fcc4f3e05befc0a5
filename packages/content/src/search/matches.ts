import { type RawBuilder, sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { dialectOf } from '@tsuzuri/db';
import { type QueryWord, toFtsMatch, toTsQuery } from './query';
import { localeRowids } from './sqlite-index';

/**
 * Relevance: a word in the title counts ten times a word in the body. With bm25's saturation
 * (a body term scores at most k1 + 1 = 2.2 times its idf) a title match outranks any body-only
 * match of the same word. Ties go to the article imported last.
 */
export const TITLE_WEIGHT = 10;
export const BODY_WEIGHT = 1;
/**
 * Readings find spelling variants but add nothing to the rank: an article found only by a
 * reading comes after those with the words as written (decision 0018).
 */
export const READINGS_WEIGHT = 0;

export type MatchPage = { ids: number[]; total: number };

// The index holds only searchable articles (see index.ts) and a locale's entries occupy one
// rowid range (sqlite-index.ts), so the query never touches the articles table. The count is its
// own query: a windowed count(*) over () would make SQLite keep and sort every match.
function sqliteQueries(match: string, locale: string) {
  const range = localeRowids(locale) ?? { first: 1, last: 0 }; // an unindexable locale: an empty range
  const from = sql`from article_search where article_search match ${match} and rowid between ${range.first} and ${range.last}`;
  return {
    page: (limit: number, offset: number) => sql<{
      id: number;
      total?: number;
    }>`select rowid - ${range.first} as id ${from}
      order by bm25(article_search, ${TITLE_WEIGHT}, ${BODY_WEIGHT}, ${READINGS_WEIGHT}), rowid desc
      limit ${limit} offset ${offset}`,
    count: () => sql<{ total: number }>`select count(*) as total ${from}`,
  };
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
  const queries =
    dialectOf(db) === 'postgres'
      ? postgresQueries(
          postgresCondition(words),
          toTsQuery(written(words), { any: true }) as string,
          locale,
        )
      : sqliteQueries(toFtsMatch(words) as string, locale);
  const { rows } = await queries.page(perPage, (page - 1) * perPage).execute(db);
  const ids = rows.map((r) => Number(r.id));
  if (rows[0]?.total !== undefined) return { ids, total: Number(rows[0].total) };
  // A short first page is the whole result: no need to count.
  if (page === 1 && ids.length < perPage) return { ids, total: ids.length };
  const { rows: counted } = await queries.count().execute(db);
  return { ids, total: Number(counted[0]?.total ?? 0) };
}
