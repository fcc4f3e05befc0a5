import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { dialectOf } from '@tsuzuri/db';
import { postgresTiers } from './postgres-matches';
import { asWritten, type QueryWord, toFtsMatch } from './query';
import { localeRowids } from './sqlite-index';
import { tierSizes } from './tier-sizes';
import { countUpTo, idsOf, type Tiers } from './tiers';

/**
 * How far a search counts its matches (docs/product.md, "Search"): a count walks every match, so
 * an uncapped one grew with the corpus (at 10k articles a frequent word matches half of it).
 * Past it the page says "more than 1,000".
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * One page of ids, how many match (`total` exactly, or SEARCH_COUNT_CAP and `more`), and whether
 * another page follows this one (`next`: past the cap the count cannot tell).
 */
export type MatchPage = { ids: number[]; total: number; more: boolean; next: boolean };

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
  // A query of one word matches wherever that word is written, so its title and body tiers need
  // not repeat the query: FTS5 would check the word's readings on every row it walks, and a
  // title tier that finds few rows walks them all (measured at 10k articles: 4K画質, no title
  // match, 4.2 → 0.8 ms). With more words, a title holding one of them is not yet a match.
  const matching = (written: string) => (words.length === 1 ? written : `(${all}) AND ${written}`);
  const matches = [
    matching(`{title} : ${anyWritten}`),
    matching(`({title body} : ${anyWritten} NOT {title} : ${anyWritten})`),
    `(${all}) NOT {title body} : ${anyWritten}`,
  ];
  const from = (match: string) =>
    sql`from article_search where article_search match ${match} and rowid between ${range.first} and ${range.last}`;
  const sizes = tierSizes(matches.length);
  return {
    tiers: matches.map((match, tier) => ({
      page: async (db, limit, offset) => {
        const ids = await idsOf(
          db,
          sql`select rowid - ${range.first} as id ${from(match)}
            order by rowid desc limit ${limit} offset ${offset}`,
        );
        sizes.seenPage(tier, limit, offset, ids.length);
        return ids;
      },
      count: async (db, atMost) => {
        const known = sizes.known(tier);
        if (known !== undefined) return known;
        const size = await countUpTo(db, from(match), atMost);
        return size < atMost ? sizes.counted(tier, size) : size;
      },
    })),
    count: async (db, atMost) => sizes.sum() ?? countUpTo(db, from(all), atMost),
  };
}

/**
 * One page across the tiers, and one id more, which tells whether a page follows: a tier is
 * counted only when the page starts past it, and then no further than the page's start (a tier
 * that had nothing at that offset holds at most that many).
 */
async function pageAcrossTiers(
  db: Db,
  { tiers, count, countAlongside }: Tiers,
  page: number,
  perPage: number,
  cap: number,
): Promise<MatchPage> {
  // On a server database the count runs on a connection of its own while the pages are read, so
  // a search waits for the slower of the two instead of their sum. It starts before the page can
  // tell whether it is needed; when it is not (a first page with no page after it: at most
  // perPage matches, a short count) its answer is dropped. Inside a caller's transaction there
  // is one connection, and the count follows the pages.
  const early = countAlongside && !db.isTransaction ? count(db, cap + 1) : undefined;
  early?.catch(() => {}); // awaited below when it is needed; unneeded, its failure is nobody's
  const wanted = perPage + 1;
  const ids: number[] = [];
  let skip = (page - 1) * perPage;
  for (const tier of tiers) {
    if (ids.length === wanted) break;
    const found = await tier.page(db, wanted - ids.length, skip);
    ids.push(...found);
    if (found.length) skip = 0;
    else if (skip > 0) skip -= await tier.count(db, skip + 1);
  }
  const next = ids.length > perPage;
  const shown = ids.slice(0, perPage);
  // A first page with no page after it is the whole result: no need to count.
  if (page === 1 && !next) return { ids: shown, total: shown.length, more: false, next };
  const total = await (early ?? count(db, cap + 1));
  return { ids: shown, total: Math.min(total, cap), more: total > cap, next };
}

/** The ids of one page of matching articles, best first, and how many match (up to `cap`). */
export async function findMatches(
  db: Db,
  words: QueryWord[],
  locale: string,
  page: number,
  perPage: number,
  cap = SEARCH_COUNT_CAP,
): Promise<MatchPage> {
  if (!words.length) return { ids: [], total: 0, more: false, next: false };
  const tiers =
    dialectOf(db) === 'postgres' ? postgresTiers(words, locale) : sqliteTiers(words, locale);
  return pageAcrossTiers(db, tiers, page, perPage, cap);
}
