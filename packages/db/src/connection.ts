import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { contentEnv } from '@tsuzuri/config/env';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

/** Where the data lives: a PostgreSQL URL, or a SQLite file (default data/tsuzuri.sqlite). */
export function databaseTarget(): { dialect: Dialect; url: string } {
  const { DATABASE_URL, DATA_DIR } = contentEnv();
  if (DATABASE_URL?.startsWith('postgres')) return { dialect: 'postgres', url: DATABASE_URL };
  const file = DATABASE_URL
    ? DATABASE_URL.slice('file:'.length)
    : path.join(DATA_DIR, 'tsuzuri.sqlite');
  return { dialect: 'sqlite', url: path.resolve(file) };
}

export async function openDb(target = databaseTarget()): Promise<Db> {
  if (target.dialect === 'postgres') {
    // Loaded lazily so the default (SQLite) install never needs the pg driver at run time.
    const { default: pg } = await import('pg');
    // pg hands 64-bit integers (count(*), sum(), bigserial ids) and numerics back as strings;
    // SQLite gives numbers. Parsing them as numbers (exact below 2^53) makes both dialects alike.
    const asNumber = (text: string) => Number(text);
    const types = {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC
          ? asNumber
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    };
    // A bounded wait for a connection: while the server is down or full, a request fails in
    // seconds (the forms answer their network error) instead of hanging.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      types,
      connectionTimeoutMillis: 5000,
    });
    // A server restart ends the pooled connections; the pool drops them and opens new ones on the
    // next query. An 'error' with no listener is an uncaught exception that kills the process:
    // the pool's covers idle connections, each client's covers one checked out between two
    // statements (its transaction fails and rolls back; the caller gets the error).
    pool.on('error', (error) =>
      console.warn(
        `database: an idle connection was lost (${error.message}); reconnecting on the next query`,
      ),
    );
    pool.on('connect', (client) =>
      client.on('error', (error) =>
        console.warn(`database: a connection in use was lost (${error.message})`),
      ),
    );
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(target.url), { recursive: true });
  const sqlite = new SQLite(target.url);
  // WAL lets the site keep reading while an import writes; busy_timeout waits out short locks.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const globalForDb = globalThis as unknown as { tsuzuriDb?: Promise<Db> };

/** One shared connection per process (survives Next's dev reloads). */
export function getDb(): Promise<Db> {
  globalForDb.tsuzuriDb ??= openDb();
  return globalForDb.tsuzuriDb;
}
