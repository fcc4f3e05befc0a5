import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import { contentEnv } from '@tsuzuri/config/env';
import {
  OPTIMIZE_EVERY_MS,
  OPTIMIZE_HOURLY,
  OPTIMIZE_ON_OPEN,
  refreshPlannerStatistics,
} from './planner-statistics';
import type { Database } from './schema';
import { SqliteTransactionsDialect } from './sqlite-transactions';

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
  const db = new Kysely<Database>({
    dialect: new SqliteTransactionsDialect({ database: keptStatements(sqlite) }),
  });
  try {
    await keepPlannerStatistics(db, sqlite);
  } catch (error) {
    // Not a busy database (that one is waited out): the file is unusable. Nothing is left open,
    // and getDb's next call tries again.
    await db.destroy();
    throw error;
  }
  return db;
}

/**
 * SQLite chooses an index by statistics only ANALYZE writes, and nothing runs it by itself.
 * Without them its guesses can be far off: at 100,000 articles the popular sidebar's query read
 * every article by the wrong index (973 ms instead of 2.7 ms; docs/database.md, "Planner
 * statistics"). As SQLite advises since 3.46: OPTIMIZE_ON_OPEN when a connection opens, then
 * OPTIMIZE_HOURLY (planner-statistics.ts). The timer never keeps a process alive, and stops with
 * the connection; it waits for the connection's open transaction instead of running inside it.
 */
async function keepPlannerStatistics(db: Db, sqlite: SQLite.Database): Promise<void> {
  await refreshPlannerStatistics(db, OPTIMIZE_ON_OPEN);
  const timer = setInterval(() => {
    if (!sqlite.open) return clearInterval(timer);
    // Any other failure than a busy database (planner-statistics.ts) is said, not thrown from a
    // timer: the process goes on with the statistics it has.
    refreshPlannerStatistics(db, OPTIMIZE_HOURLY).catch((error: Error) =>
      console.warn(`database: planner statistics not refreshed (${error.message})`),
    );
  }, OPTIMIZE_EVERY_MS);
  timer.unref();
}

/** How many prepared statements a SQLite connection keeps: more than a page and a search ask. */
export const STATEMENTS_KEPT = 256;

/**
 * The connection as Kysely's SQLite driver sees it, with its statements kept: the driver
 * prepares every query anew, and preparing (parsing and planning the SQL) was ~0.1 ms of each
 * listing or search query — a tenth of a search on a 10,000-article site. A statement is kept
 * per SQL text, the most recently used STATEMENTS_KEPT (a query built with a list of n values
 * has a text per n). SQLite re-prepares a kept statement itself after a schema change. Reusing
 * one is safe because the driver runs one query at a time on its connection and runs each to its
 * end (`all()` or `run()`; nothing here streams).
 */
function keptStatements(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      let statement = kept.get(sql);
      if (statement)
        kept.delete(sql); // re-inserted below: the Map's order is recency
      else statement = sqlite.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
      return statement;
    },
    close: () => sqlite.close(),
  };
}

const globalForDb = globalThis as unknown as { tsuzuriDb?: Promise<Db> };

/** One shared connection per process (survives Next's dev reloads); an open that failed is tried again. */
export function getDb(): Promise<Db> {
  globalForDb.tsuzuriDb ??= openDb().catch((error: unknown) => {
    globalForDb.tsuzuriDb = undefined;
    throw error;
  });
  return globalForDb.tsuzuriDb;
}

/**
 * Closes the process's shared connection, for a process that is stopping: PostgreSQL's pooled
 * connections would otherwise keep it running until their idle timeout (10 s).
 */
export async function closeDb(): Promise<void> {
  const db = globalForDb.tsuzuriDb;
  globalForDb.tsuzuriDb = undefined;
  if (db) await (await db).destroy();
}
