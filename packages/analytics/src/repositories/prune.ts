import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';

/**
 * Rows deleted per statement. A day of raw events on a busy site is hundreds of thousands of
 * rows; deleted in one statement, they held SQLite's write lock for seconds, while every worker's
 * writes (events, comments, saves) waited behind it, past busy_timeout if it was long enough,
 * and the pruning worker's own event loop stood still (better-sqlite3 is synchronous). A
 * statement of this many takes milliseconds, and other writes go between them.
 * docs/analytics.md, "Retention".
 */
export const PRUNE_ROWS = 2000;

/** The tables pruned by day, each with the key that picks a chunk of its rows. */
const PRUNED = [
  { table: 'analytics_events', key: ['id'] },
  { table: 'analytics_daily_readers', key: ['day', 'page_path', 'reader'] },
  // The Tokyo day starts nine hours earlier: the same cut keeps the same 90 days.
  { table: 'analytics_daily_jst_readers', key: ['day', 'page_path', 'reader'] },
] as const;

/** Deletes a table's rows of days before `day`, PRUNE_ROWS at a time; returns how many. */
async function deleteInChunks(
  db: Db,
  { table, key }: (typeof PRUNED)[number],
  day: string,
  rows: number,
): Promise<number> {
  const keys = sql.join(key.map((k) => sql.ref(k)));
  let deleted = 0;
  for (;;) {
    const result = await sql`delete from ${sql.table(table)} where (${keys}) in
      (select ${keys} from ${sql.table(table)} where day < ${day} limit ${rows})`.execute(db);
    const n = Number(result.numAffectedRows ?? 0);
    deleted += n;
    if (n < rows) return deleted;
  }
}

/** Drops raw events and per-reader rows of days before `day`; returns how many of each. */
export async function pruneBefore(
  db: Db,
  day: string,
  rows = PRUNE_ROWS,
): Promise<{ events: number; readers: number }> {
  const [events, readers] = [
    await deleteInChunks(db, PRUNED[0], day, rows),
    await deleteInChunks(db, PRUNED[1], day, rows),
  ];
  await deleteInChunks(db, PRUNED[2], day, rows);
  return { events, readers };
}
