import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Db, openDb, STATEMENTS_KEPT } from './connection';

// A SQLite connection keeps its prepared statements (connection.ts): the same answers as
// preparing every query anew, through schema changes, transactions and more texts than it keeps.
describe('a SQLite connection keeping its statements', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-statements-'));
    db = await openDb({ dialect: 'sqlite', url: path.join(dir, 'db.sqlite') });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    await sql`insert into t (id, name) values (1, '画質'), (2, 'ダビング')`.execute(db);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const all = () => sql<Record<string, unknown>>`select * from t order by id`.execute(db);

  it('prepares a query once however often it runs', async () => {
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    for (let i = 0; i < 5; i++)
      expect((await sql`select name from t where id = ${2}`.execute(db)).rows).toEqual([
        { name: 'ダビング' },
      ]);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('answers with the schema of the moment: a column added, a table made anew', async () => {
    expect((await all()).rows[0]).toEqual({ id: 1, name: '画質' });
    await sql`alter table t add column views integer not null default 7`.execute(db);
    expect((await all()).rows[0]).toEqual({ id: 1, name: '画質', views: 7 });
    await sql`drop table t`.execute(db);
    await expect(all()).rejects.toThrow(/no such table/);
    await sql`create table t (id integer primary key, slug text)`.execute(db);
    await sql`insert into t (id, slug) values (5, 'dvd')`.execute(db);
    expect((await all()).rows).toEqual([{ id: 5, slug: 'dvd' }]);
  });

  it('gives the same answers inside and outside a transaction, and after a rollback', async () => {
    const name = (d: Db) => sql<{ name: string }>`select name from t where id = 1`.execute(d);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update t set name = '字幕' where id = 1`.execute(trx);
        expect((await name(trx)).rows).toEqual([{ name: '字幕' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await name(db)).rows).toEqual([{ name: '画質' }]);
  });

  it('stays right past the number of statements it keeps', async () => {
    const texts = STATEMENTS_KEPT + 40;
    for (let round = 0; round < 2; round++)
      for (let n = 0; n < texts; n++) {
        const { rows } = await sql<{
          n: number;
        }>`select ${sql.raw(String(n))} + id as n from t where id = ${1}`.execute(db);
        expect(rows).toEqual([{ n: n + 1 }]);
      }
  });
});
