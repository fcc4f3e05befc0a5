import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from './connection';

// SQLite picks indexes by statistics only ANALYZE writes (connection.ts, keepPlannerStatistics):
// a site's database must have them without anyone running it.
describe("a SQLite database's planner statistics", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-stats-'));
    file = path.join(dir, 'db.sqlite');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const statsOf = (index: string) => {
    const raw = new SQLite(file, { readonly: true });
    try {
      const has = raw.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get();
      return has
        ? raw.prepare('select stat from sqlite_stat1 where idx = ?').pluck().get(index)
        : undefined;
    } finally {
      raw.close();
    }
  };

  it('are written when the site opens a database that never had them', async () => {
    // A database as any writer leaves it: rows and an index, never analysed.
    const raw = new SQLite(file);
    raw.exec('create table t (id integer primary key, locale text, status text)');
    raw.exec('create index t_locale_status on t (locale, status)');
    const insert = raw.prepare('insert into t (locale, status) values (?, ?)');
    for (let i = 0; i < 500; i++) insert.run(i % 2 ? 'ja' : 'en', i % 10 ? 'published' : 'draft');
    raw.close();
    expect(statsOf('t_locale_status')).toBeUndefined();

    const db = await openDb({ dialect: 'sqlite', url: file });
    await db.destroy();
    // 500 rows, 250 per locale.
    expect(statsOf('t_locale_status')).toMatch(/^500 250 /);
  });

  it('are estimated from a sample, so opening a large database does not read its indexes in full', async () => {
    // SQLite's analysis limit: ANALYZE reads ~2,000 entries of each index and estimates the rest.
    // Read in full, opening a database costs time in proportion to its size (at 100,000 articles
    // 0.2 s per connection; ten times that at a million), on every worker's start.
    const raw = new SQLite(file);
    raw.exec('create table t (id integer primary key, bucket integer)');
    raw.exec('create index t_bucket on t (bucket)');
    const insert = raw.prepare('insert into t (bucket) values (?)');
    raw.transaction(() => {
      for (let i = 0; i < 20_000; i++) insert.run(i % 97);
    })();
    raw.close();

    const db = await openDb({ dialect: 'sqlite', url: file });
    await db.destroy();
    // Read in full: exactly 20,000 rows with ~207 rows per value ("20000 207").
    const [rows, perValue] = String(statsOf('t_bucket')).split(' ').map(Number);
    expect(rows).toBe(20_000);
    expect(perValue).toBeGreaterThan(150);
    expect(perValue).not.toBe(207);
  });
});
