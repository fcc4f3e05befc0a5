import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from './connection';
import { up as readStatisticsInFull } from './migrations/0026_exact_planner_statistics';

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

  /** 20,000 rows in two locales, never analysed: 10,000 a value, as full statistics count it. */
  const writeTwoLocales = () => {
    const raw = new SQLite(file);
    raw.exec('create table t (id integer primary key, locale text, slug text)');
    raw.exec('create index t_locale on t (locale, slug)');
    const insert = raw.prepare('insert into t (locale, slug) values (?, ?)');
    raw.transaction(() => {
      for (let i = 0; i < 20_000; i++) insert.run(i % 2 ? 'ja' : 'en', `s${i}`);
    })();
    return raw;
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

  it('count a column of few values as it is, however large the table', async () => {
    // Sampled (SQLite's analysis limit), a column of two values in 20,000 rows read as ~200 rows
    // a value, not 10,000: the planner then took `locale in (…)` for a narrow seek and read every
    // article through it. At 100,000 articles a sitemap part's alternates took 250 ms, not 3.
    writeTwoLocales().close();

    const db = await openDb({ dialect: 'sqlite', url: file });
    await db.destroy();
    expect(statsOf('t_locale')).toBe('20000 10000 1');
  });

  it('are not read again when a database that has them opens, so an open stays cheap', async () => {
    const raw = new SQLite(file);
    raw.exec('create table t (id integer primary key, locale text)');
    raw.exec('create index t_locale on t (locale)');
    raw.exec("insert into t (locale) values ('ja'), ('en')");
    raw.exec('analyze');
    // A mark no analysis would write: still there after the site opens the database.
    raw.exec("update sqlite_stat1 set stat = '2 7' where idx = 't_locale'");
    raw.close();

    const db = await openDb({ dialect: 'sqlite', url: file });
    await db.destroy();
    expect(statsOf('t_locale')).toBe('2 7');
  });

  it('are read in full once by migration 0026 where a sample had written them', async () => {
    const raw = writeTwoLocales();
    raw.pragma('analysis_limit = 400');
    raw.exec('analyze');
    raw.close();
    expect(statsOf('t_locale')).not.toBe('20000 10000 1');

    const db = await openDb({ dialect: 'sqlite', url: file });
    await readStatisticsInFull(db as unknown as Kysely<unknown>, 'sqlite');
    await db.destroy();
    expect(statsOf('t_locale')).toBe('20000 10000 1');
  });
});
