import { type Kysely, sql } from 'kysely';

/** How often a long-lived SQLite connection refreshes the planner's statistics (SQLite's advice). */
export const OPTIMIZE_EVERY_MS = 60 * 60 * 1000;

/**
 * SQLite's `PRAGMA optimize` for a connection that opens: analyse the tables never analysed, or
 * much changed since (0x10000 checks every table, 0x02 analyses); a table analysed and not much
 * changed is left as it is (~1 ms at 100,000 articles). Every index is read in full, never
 * sampled: SQLite's analysis limit (the 0x10 flag, in its defaults) counts a column of few values
 * as a few hundred rows a value, so the planner took `locale in (…)` or `status = …` for narrow
 * seeks and read every article through them (docs/database.md, "Planner statistics"). A full
 * analysis of a 100,000-article database takes 0.5 s, once after it grew or a migration.
 */
export const OPTIMIZE_ON_OPEN = 'optimize = 0x10002';
/** The hourly refresh: the tables this connection used that changed much, read in full too. */
export const OPTIMIZE_HOURLY = 'optimize = 0x02';

/**
 * The fewest rows the statistics may count in an FTS5 table's pages (`article_search_data`, the
 * search index). FTS5 drops the pages of the segments it merges with `DELETE … WHERE id >= ? AND
 * id <= ?`, about fifteen times a merge and a merge every ~15 saves. Counted at 2 rows or fewer
 * SQLite reads the whole table for that, and at 3–8 from the range's start to the table's end;
 * from 9 it seeks both ends. A new database is analysed while the table holds only its two
 * bookkeeping rows (migration 0026), and until it had grown tenfold nothing counted it again. So
 * a new site's first import, and every save until a restart, read the whole index again and
 * again: at 10,000 articles (87 MB) each ~15th save took 0.5 s instead of 15 ms, and the import
 * slowed as the index grew (docs/database.md, "The search index's pages"). 16 is within tenfold
 * of the two rows, so an open does not count a new index again each time; an open counts it
 * again once it holds ~160 rows. A larger count is kept as SQLite gave it.
 */
export const SEARCH_PAGES_ROWS_FLOOR = 16;

/**
 * How long a refresh waits for another process's write (a migration's data step, an import) to
 * end. SQLite waits inside the call, with the event loop stopped: the site's own 5 s would stall
 * every request of the process. The statistics only guide the planner; they can wait an hour.
 */
export const REFRESH_BUSY_TIMEOUT_MS = 250;

/** The statistics' rows of FTS5 tables' pages counted under the floor. */
const LOW_SEARCH_PAGES_COUNTS = `
  from sqlite_stat1
  where idx is null
    and cast(stat as integer) < ${SEARCH_PAGES_ROWS_FLOOR}
    and tbl in (
      select name || '_data' from sqlite_master
      where type = 'table' and sql like 'create virtual table%using fts5(%'
    )`;

/** SQLite's answer when another connection held the write lock past this one's busy timeout. */
const isBusy = (error: unknown) =>
  /^SQLITE_BUSY/.test(String((error as { code?: unknown } | null)?.code ?? ''));

/**
 * The connections whose planner holds the statistics as they are in the file. A connection loads
 * them with the schema, and another process's raise does not make it load them again: a
 * connection that loaded "2" keeps it until it reloads them itself.
 */
const reloaded = new WeakSet<object>();

/**
 * SQLite's statistics brought up to date (`pragma`: OPTIMIZE_ON_OPEN or OPTIMIZE_HOURLY), with
 * the search index's pages counted at SEARCH_PAGES_ROWS_FLOOR at least, and this connection's
 * planner reading them: on its first refresh, after one that failed, and after a raise.
 *
 * Another process writing for longer than REFRESH_BUSY_TIMEOUT_MS leaves them as they are until
 * the next refresh, with a warning. `optimize` holds a write transaction once it checks two
 * tables or more, which on the site is every time (an open checks every table; the hourly one
 * the tables it used and those whose indexes were never counted, the empty ones). Until
 * 2026-11-30 a process that opened during a long write failed to start, and the hourly refresh
 * threw from its timer, which ended the process.
 */
export async function refreshPlannerStatistics<DB>(db: Kysely<DB>, pragma: string): Promise<void> {
  // The one connection held for the whole refresh: its busy timeout is this refresh's alone.
  await db.connection().execute(async (connection) => {
    const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(connection);
    await sql.raw(`pragma busy_timeout = ${REFRESH_BUSY_TIMEOUT_MS}`).execute(connection);
    try {
      await sql.raw(`pragma ${pragma}`).execute(connection);
      const raised = await raiseSearchPagesCounts(connection);
      // The planner reads the statistics with the schema: this reads them again, for this
      // connection's next statements (FTS5's own included).
      if (raised || !reloaded.has(db)) await sql`analyze sqlite_schema`.execute(connection);
      reloaded.add(db);
    } catch (error) {
      if (!isBusy(error)) throw error;
      reloaded.delete(db);
      console.warn(
        `database: planner statistics not refreshed now, another process is writing (${(error as Error).message})`,
      );
    } finally {
      await sql.raw(`pragma busy_timeout = ${rows[0]?.timeout ?? 0}`).execute(connection);
    }
  });
}

/** The floor above, applied; whether it wrote. With every count at or over it, nothing is written. */
async function raiseSearchPagesCounts<DB>(db: Kysely<DB>): Promise<boolean> {
  const analysed = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  if (!analysed.rows.length) return false;
  const low = await sql.raw(`select 1 ${LOW_SEARCH_PAGES_COUNTS} limit 1`).execute(db);
  if (!low.rows.length) return false;
  await sql
    .raw(
      `update sqlite_stat1 set stat = '${SEARCH_PAGES_ROWS_FLOOR}' where rowid in (select sqlite_stat1.rowid ${LOW_SEARCH_PAGES_COUNTS})`,
    )
    .execute(db);
  return true;
}
