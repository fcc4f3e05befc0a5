import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';

/**
 * What PostgreSQL's planner statistics (written by ANALYZE and autovacuum) say of the search
 * table, remembered for a minute per database: they only steer how a search reads the indexes,
 * and a search should not wait for them each time.
 */
const REMEMBERED_MS = 60_000;

function rememberedPerDatabase<T>(read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const known = new WeakMap<Db, { value: T; at: number }>();
  return async (db) => {
    const hit = known.get(db);
    if (hit && Date.now() - hit.at < REMEMBERED_MS) return hit.value;
    const value = await read(db);
    known.set(db, { value, at: Date.now() });
    return value;
  };
}

/** How many rows the search table holds (-1: never analysed). */
export const tableRows = rememberedPerDatabase(async (db) => {
  const { rows } = await sql<{
    n: number;
  }>`select reltuples::float8 as n from pg_class where oid = 'article_search'::regclass`.execute(
    db,
  );
  return Number(rows[0]?.n ?? -1);
});

/**
 * The title tokens in the most titles, each with the share of rows holding it: ANALYZE keeps
 * the most common elements of a tsvector column (up to ten times the statistics target), so a
 * token it does not list is in few titles. Empty before the first ANALYZE.
 */
export const commonTitleTokenShares = rememberedPerDatabase(async (db) => {
  const { rows } = await sql<{ tokens: string[] | null; shares: number[] | null }>`
    select most_common_elems::text::text[] as tokens, most_common_elem_freqs as shares
    from pg_stats
    where schemaname = current_schema() and tablename = 'article_search' and attname = 'title'`.execute(
    db,
  );
  const { tokens, shares } = rows[0] ?? { tokens: null, shares: null };
  return new Map((tokens ?? []).map((token, i) => [token, Number(shares?.[i] ?? 0)]));
});
