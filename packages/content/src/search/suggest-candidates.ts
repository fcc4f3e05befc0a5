import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { dialectOf } from '@tsuzuri/db';
import { nearTitleGroups } from './near-title-groups';
import { commonTitleTokenShares, tableRows } from './postgres-statistics';
import { localeRowids } from './sqlite-index';

/**
 * The titles a 「もしかして」 suggestion is chosen from (suggest.ts): those that can hold a share
 * of the query's bigrams (near-title-groups.ts), the CANDIDATES best by the index's own rank over
 * all the query's bigrams. Ranking every title that holds any bigram grew with the site: a
 * misspelling beside 方法, in nearly every title, ranked them all (382–510 ms at 100,000
 * articles on PostgreSQL, docs/benchmarks.md).
 */
const CANDIDATES = 30;
/**
 * More bigrams are not read: a near title's head is short, and a longer query is not a mistyped
 * title. It bounds what a crafted query costs: 60 bigrams (a long run of common words, written
 * and read) took 166 ms at 100,000 articles on SQLite with 32 a set, 80 ms with 20 (512 ms before
 * this bound on candidates).
 */
const MAX_BIGRAMS_PER_SET = 20;
/** A bigram in more titles than this is common: it is read only beside others. */
export const COMMON_TITLES = 1_000;

/** Tokens hold only letters, digits and CJK (tokenize.ts); a quote is escaped all the same. */
const quoted = (t: string) => `"${t.replaceAll('"', '""')}"`;
const pgQuoted = (t: string) => `'${t.replaceAll("'", "''")}'`;

export async function candidateTitleIds(
  db: Db,
  bigramSets: string[][],
  share: number,
  locale: string,
): Promise<number[]> {
  const sets = bigramSets.map((s) => s.slice(0, MAX_BIGRAMS_PER_SET));
  const tokens = [...new Set(sets.flat())];
  if (!tokens.length) return [];
  const common = await commonTitleTokens(db, tokens, locale);
  const groups = nearTitleGroups(sets, share, (t) => common.has(t));
  if (dialectOf(db) === 'postgres') {
    const any = tokens.map(pgQuoted).join(' | ');
    const near = groups.map((g) => `(${g.map(pgQuoted).join(' & ')})`).join(' | ');
    const { rows } = await sql<{ id: number }>`select article_id as id from article_search
      where locale = ${locale} and title @@ ${near}::tsquery
      order by ts_rank(title, ${any}::tsquery) desc limit ${CANDIDATES}`.execute(db);
    return rows.map((r) => Number(r.id));
  }
  const range = localeRowids(locale);
  if (!range) return [];
  const near = groups.map((g) => `(${g.map(quoted).join(' AND ')})`).join(' OR ');
  // FTS5's rank is over the matching expression: each near title ranked by the bigrams it holds.
  const { rows } = await sql<{ id: number }>`select rowid - ${range.first} as id from article_search
    where article_search match ${`title : (${near})`}
      and rowid between ${range.first} and ${range.last}
    order by rank limit ${CANDIDATES}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/**
 * The tokens in more than COMMON_TITLES titles. PostgreSQL: by the planner's statistics (all
 * locales together; none before the first ANALYZE, when every token counts as rare, as on a
 * small site). SQLite: counted in the locale's titles, each count stopping past COMMON_TITLES.
 */
export async function commonTitleTokens(
  db: Db,
  tokens: string[],
  locale: string,
): Promise<Set<string>> {
  if (dialectOf(db) === 'postgres') {
    const [shares, rows] = await Promise.all([commonTitleTokenShares(db), tableRows(db)]);
    return new Set(tokens.filter((t) => (shares.get(t) ?? 0) * rows > COMMON_TITLES));
  }
  const range = localeRowids(locale);
  if (!range) return new Set();
  const common = new Set<string>();
  for (const t of tokens) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from (select rowid from article_search
      where article_search match ${`title : ${quoted(t)}`}
        and rowid between ${range.first} and ${range.last} limit ${COMMON_TITLES + 1})`.execute(db);
    if (Number(rows[0]?.n) > COMMON_TITLES) common.add(t);
  }
  return common;
}
