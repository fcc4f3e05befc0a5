import { type Kysely, PostgresAdapter } from 'kysely';
import type { Dialect } from './connection';

/**
 * Which SQL the search index speaks on this connection (or transaction). The index is the one
 * part of the schema that differs by dialect: an FTS5 table on SQLite, a tsvector on PostgreSQL.
 *
 * By the adapter's class name as well as `instanceof`: the web process holds two copies of
 * kysely — the front (server.ts, run by tsx) opens the shared connection (getDb, kept on
 * globalThis) with node_modules' copy, and Next's bundle checks it against its own — so
 * `instanceof` alone said "sqlite" on PostgreSQL and every search page failed with a syntax error
 * (found by the scale benchmark, docs/benchmarks.md).
 */
export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  const adapter = db.getExecutor().adapter;
  return adapter instanceof PostgresAdapter || adapter.constructor.name === 'PostgresAdapter'
    ? 'postgres'
    : 'sqlite';
}
