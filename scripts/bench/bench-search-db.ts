// Where the search benchmark runs: a fresh SQLite file in a temp folder, or a scratch database
// on a PostgreSQL server — the one DATABASE_URL names (the benchmark needs the right to create a
// database there; it never touches the named database itself), or with --postgres and no
// DATABASE_URL a throwaway cluster (packages/test-support). Everything is removed afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { databaseTarget, type Db, type Dialect, openDb } from '@tsuzuri/db';

export type BenchDb = {
  db: Db;
  dialect: Dialect;
  indexBytes(): Promise<number>;
  close(): Promise<void>;
};

async function sqliteBenchDb(): Promise<BenchDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-bench-search-'));
  const db = await openDb({ dialect: 'sqlite', url: path.join(dir, 'bench.sqlite') });
  return {
    db,
    dialect: 'sqlite',
    indexBytes: async () =>
      Number(
        (
          await sql<{
            bytes: number;
          }>`select sum(pgsize) as bytes from dbstat where name like 'article_search%'`.execute(db)
        ).rows[0]?.bytes ?? 0,
      ),
    close: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresBenchDb(serverUrl: string | null): Promise<BenchDb> {
  const support = await import('@tsuzuri/test-support/postgres-server');
  const server = serverUrl ? null : await support.startPostgresServer();
  const admin = serverUrl ?? (server as { url: string }).url;
  const url = await support.createDatabase(admin, `tsuzuri_bench_${process.pid}`);
  const db = await openDb({ dialect: 'postgres', url });
  return {
    db,
    dialect: 'postgres',
    indexBytes: async () =>
      Number(
        (
          await sql<{
            bytes: number;
          }>`select pg_total_relation_size('article_search') as bytes`.execute(db)
        ).rows[0].bytes,
      ),
    close: async () => {
      await db.destroy();
      await support.dropDatabase(admin, url);
      await server?.stop();
    },
  };
}

/** The benchmark's database: PostgreSQL when DATABASE_URL is postgres://… or --postgres is given. */
export function openBenchDb(wantPostgres: boolean): Promise<BenchDb> {
  const target = databaseTarget();
  if (target.dialect === 'postgres') return postgresBenchDb(target.url);
  return wantPostgres ? postgresBenchDb(null) : sqliteBenchDb();
}
