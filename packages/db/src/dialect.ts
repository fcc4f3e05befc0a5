import { type Kysely, PostgresAdapter } from 'kysely';
import type { Dialect } from './connection';

/**
 * Which SQL the search index speaks on this connection (or transaction). The index is the one
 * part of the schema that differs by dialect: an FTS5 table on SQLite, a tsvector on PostgreSQL.
 */
export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
