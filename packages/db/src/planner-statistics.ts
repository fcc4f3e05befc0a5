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
 * id <= ?`, about fifteen times a merge and a merge every ~15 saves. Counted at under ~5 rows,
 * SQLite reads the whole table for that rather than seek the range, and a new database is
 * analysed while the table holds only its two bookkeeping rows (migration 0026, then each open
 * until it has grown tenfold). So a new site's first import, and every save until the next
 * analysis, read the whole index again and again: at 10,000 articles (87 MB) each ~15th save
 * took 0.5 s instead of 15 ms, and the import slowed as the index grew (docs/database.md, "The
 * search index's pages"). 16 is above that threshold and within tenfold of the two rows, so an
 * open does not analyse a new index again each time; from 160 rows on, SQLite's own count takes
 * over as the table grows. A larger count is kept as SQLite gave it.
 */
export const SEARCH_PAGES_ROWS_FLOOR = 16;

/** The statistics' rows of FTS5 tables' pages counted under the floor. */
const LOW_SEARCH_PAGES_COUNTS = `
  from sqlite_stat1
  where idx is null
    and cast(stat as integer) < ${SEARCH_PAGES_ROWS_FLOOR}
    and tbl in (
      select name || '_data' from sqlite_master
      where type = 'table' and sql like 'create virtual table % using fts5%'
    )`;

/** SQLite's answer when another connection held the write lock past this one's busy timeout. */
const isBusy = (error: unknown) =>
  /^SQLITE_BUSY/.test(String((error as { code?: unknown } | null)?.code ?? ''));

/**
 * SQLite's statistics brought up to date (`pragma`: OPTIMIZE_ON_OPEN or OPTIMIZE_HOURLY), with
 * the search index's pages counted at SEARCH_PAGES_ROWS_FLOOR at least.
 *
 * They only guide the planner, so another process writing for longer than this connection waits
 * leaves them as they are until the next refresh, with a warning. Every `optimize` writes while
 * the site has empty tables (their indexes are never counted, so they are analysed each time):
 * until 2026-11-30 a process that opened during a long write (a migration's data step, an import)
 * failed to start, and the hourly refresh threw from its timer and ended the process.
 */
export async function refreshPlannerStatistics<DB>(db: Kysely<DB>, pragma: string): Promise<void> {
  try {
    await sql.raw(`pragma ${pragma}`).execute(db);
    await raiseSearchPagesCounts(db);
  } catch (error) {
    if (!isBusy(error)) throw error;
    console.warn(
      `database: planner statistics not refreshed now, another process is writing (${(error as Error).message})`,
    );
  }
}

/**
 * The floor above. Only a raise writes: with every count at or over it, a connection waits for
 * no other process's write that `optimize` itself would not.
 */
async function raiseSearchPagesCounts<DB>(db: Kysely<DB>): Promise<void> {
  const analysed = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  if (!analysed.rows.length) return;
  const low = await sql.raw(`select 1 ${LOW_SEARCH_PAGES_COUNTS} limit 1`).execute(db);
  if (!low.rows.length) return;
  await sql
    .raw(
      `update sqlite_stat1 set stat = '${SEARCH_PAGES_ROWS_FLOOR}' where rowid in (select sqlite_stat1.rowid ${LOW_SEARCH_PAGES_COUNTS})`,
    )
    .execute(db);
  // The planner reads the statistics with the schema: this reads them again, for this
  // connection's next statements (FTS5's own included).
  await sql`analyze sqlite_schema`.execute(db);
}
