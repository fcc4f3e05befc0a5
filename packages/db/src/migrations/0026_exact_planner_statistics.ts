import { type Kysely, sql } from 'kysely';

/**
 * SQLite: the planner's statistics read again in full. Until 2026-11-28 a connection refreshed
 * them sampled (SQLite's analysis limit, on open and hourly), and a sample counts a column of few
 * values (`locale`, `status`) as a few hundred rows a value: the planner then read every article
 * through such an index (planner-statistics.ts, OPTIMIZE_ON_OPEN; docs/database.md, "Planner
 * statistics"). A connection leaves a table's statistics alone until it changes much, so a
 * database analysed that way keeps them: this analysis replaces them once (0.5 s at 100,000
 * articles). PostgreSQL keeps its own.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`pragma analysis_limit = 0`.execute(db);
  await sql`analyze`.execute(db);
}
