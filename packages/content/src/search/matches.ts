import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { dialectOf } from '@tsuzuri/db';
import { postgresTiers } from './postgres-matches';
import { asWritten, type QueryWord, toFtsMatch } from './query';
import { localeRowids } from './sqlite-index';
import { idsOf, type Tiers, totalOf } from './tiers';

export type MatchPage = { ids: number[]; total: number };

// The order of results (three tiers, each newest first): tiers.ts.
//
// SQLite: the index holds only searchable articles (see index.ts) and a locale's entries occupy
// one rowid range (sqlite-index.ts), so the query never touches the articles table. Each tier is
// a MATCH that FTS5 walks in rowid order.
function sqliteTiers(words: QueryWord[], locale: string): Tiers {
  const range = localeRowids(locale) ?? { first: 1, last: 0 }; // an unindexable locale: an empty range
  const all = toFtsMatch(words) as string;
  const anyWritten = `(${asWritten(words)
    .map((w) => toFtsMatch([w]))
    .join(' OR ')})`;
  const matches = [
    `(${all}) AND {title} : ${anyWritten}`,
    `(${all}) AND ({title body} : ${anyWritten} NOT {title} : ${anyWritten})`,
    `(${all}) NOT {title body} : ${anyWritten}`,
  ];
  const from = (match: string) =>
    sql`from article_search where article_search match ${match} and rowid between ${range.first} and ${range.last}`;
  const count = (match: string) => (db: Db) =>
    totalOf(db, sql`select count(*) as total ${from(match)}`);
  return {
    tiers: matches.map((match) => ({
      page: (db, limit, offset) =>
        idsOf(
          db,
          sql`select rowid - ${range.first} as id ${from(match)}
            order by rowid desc limit ${limit} offset ${offset}`,
        ),
      count: count(match),
    })),
    count: count(all),
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
    const found = await tier.page(db, perPage - ids.length, skip);
    ids.push(...found);
    if (found.length) skip = 0;
    else if (skip > 0) skip -= await tier.count(db);
  }
  // A short first page is the whole result: no need to count.
  if (page === 1 && ids.length < perPage) return { ids, total: ids.length };
  return { ids, total: await count(db) };
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
