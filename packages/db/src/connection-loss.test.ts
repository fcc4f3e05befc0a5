import { HAS_POSTGRES, NO_POSTGRES_NOTE } from '@tsuzuri/test-support/postgres-server';
import { testPostgresUrl } from '@tsuzuri/test-support/vitest-context';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPostgresDatabase } from '@tsuzuri/test-support/postgres';
import { type Db, openDb } from './connection';

/**
 * A PostgreSQL restart or failover cuts the pool's idle connections. The web process must live
 * through it and answer from the database again once it is back, without a restart.
 */
describe.skipIf(!HAS_POSTGRES && !testPostgresUrl())(
  `the PostgreSQL pool when its connections are cut${NO_POSTGRES_NOTE}`,
  () => {
    let database: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
    let db: Db;
    beforeAll(async () => {
      database = await createTestPostgresDatabase();
      db = await openDb({ dialect: 'postgres', url: database.url });
    });
    afterAll(async () => {
      await db?.destroy();
      await database?.drop();
    });

    it('survives the server closing its idle connections and queries again on new ones', async () => {
      const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const pid = before.rows[0].pid;
      // What a restart does to an idle pooled connection: the server ends it.
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((r) => setTimeout(r, 200)); // the idle client sees the error now

      const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      expect(after.rows[0].pid).not.toBe(pid);
    });

    it('fails a transaction whose connection is cut between two statements, and carries on', async () => {
      const work = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
        await admin.end();
        await new Promise((r) => setTimeout(r, 200)); // the checked-out client sees the error now
        await sql`select 1`.execute(trx);
      });
      await expect(work).rejects.toThrow();
      const again = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again.rows[0].one).toBe(1);
    });
  },
);
