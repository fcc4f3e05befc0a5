import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Db, openDb } from './connection';
import { type DataSteps, migrateToLatest } from './migrate';
import {
  OPTIMIZE_HOURLY,
  refreshPlannerStatistics,
  SEARCH_PAGES_ROWS_FLOOR,
} from './planner-statistics';
import { up as readStatisticsInFull } from './migrations/0026_exact_planner_statistics';

/** A new folder for each test, removed after it; the database file's path in it. */
function useDatabaseFile(prefix: string): () => string {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return () => path.join(dir, 'db.sqlite');
}

/** A line of the file's statistics: an index's, or a table's own (`tbl`, the line without an index). */
function statLine(file: string, by: 'idx' | 'tbl', name: string): unknown {
  const raw = new SQLite(file, { readonly: true });
  try {
    const has = raw.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get();
    const where = by === 'idx' ? 'idx = ?' : 'tbl = ? and idx is null';
    return has
      ? raw.prepare(`select stat from sqlite_stat1 where ${where}`).pluck().get(name)
      : undefined;
  } finally {
    raw.close();
  }
}

// SQLite picks indexes by statistics only ANALYZE writes (connection.ts, keepPlannerStatistics):
// a site's database must have them without anyone running it.
describe("a SQLite database's planner statistics", () => {
  const databaseFile = useDatabaseFile('tsuzuri-stats-');

  const statsOf = (index: string) => statLine(databaseFile(), 'idx', index);

  /** 20,000 rows in two locales, never analysed: 10,000 a value, as full statistics count it. */
  const writeTwoLocales = () => {
    const raw = new SQLite(databaseFile());
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
    const raw = new SQLite(databaseFile());
    raw.exec('create table t (id integer primary key, locale text, status text)');
    raw.exec('create index t_locale_status on t (locale, status)');
    const insert = raw.prepare('insert into t (locale, status) values (?, ?)');
    for (let i = 0; i < 500; i++) insert.run(i % 2 ? 'ja' : 'en', i % 10 ? 'published' : 'draft');
    raw.close();
    expect(statsOf('t_locale_status')).toBeUndefined();

    const db = await openDb({ dialect: 'sqlite', url: databaseFile() });
    await db.destroy();
    // 500 rows, 250 per locale.
    expect(statsOf('t_locale_status')).toMatch(/^500 250 /);
  });

  it('count a column of few values as it is, however large the table', async () => {
    // Sampled (SQLite's analysis limit), a column of two values in 20,000 rows read as ~200 rows
    // a value, not 10,000: the planner then took `locale in (…)` for a narrow seek and read every
    // article through it. At 100,000 articles a sitemap part's alternates took 250 ms, not 3.
    writeTwoLocales().close();

    const db = await openDb({ dialect: 'sqlite', url: databaseFile() });
    await db.destroy();
    expect(statsOf('t_locale')).toBe('20000 10000 1');
  });

  it('are not read again when a database that has them opens, so an open stays cheap', async () => {
    const raw = new SQLite(databaseFile());
    raw.exec('create table t (id integer primary key, locale text)');
    raw.exec('create index t_locale on t (locale)');
    raw.exec("insert into t (locale) values ('ja'), ('en')");
    raw.exec('analyze');
    // A mark no analysis would write: still there after the site opens the database.
    raw.exec("update sqlite_stat1 set stat = '2 7' where idx = 't_locale'");
    raw.close();

    const db = await openDb({ dialect: 'sqlite', url: databaseFile() });
    await db.destroy();
    expect(statsOf('t_locale')).toBe('2 7');
  });

  it('are read in full once by migration 0026 where a sample had written them', async () => {
    const raw = writeTwoLocales();
    raw.pragma('analysis_limit = 400');
    raw.exec('analyze');
    raw.close();
    expect(statsOf('t_locale')).not.toBe('20000 10000 1');

    const db = await openDb({ dialect: 'sqlite', url: databaseFile() });
    await readStatisticsInFull(db as unknown as Kysely<unknown>, 'sqlite');
    await db.destroy();
    expect(statsOf('t_locale')).toBe('20000 10000 1');
  });
});

// FTS5 drops a merged segment's pages with `DELETE FROM article_search_data WHERE id >= ? AND
// id <= ?`. A new database is analysed while that table holds its two bookkeeping rows, and for
// "2 rows" SQLite reads the whole table instead of seeking the range: at 10,000 articles every
// ~15th article saved (and a new site's first import, all along) read the 87 MB index ~16 times.
describe("the search index's pages (FTS5) on a new SQLite database", () => {
  const databaseFile = useDatabaseFile('tsuzuri-fts-stats-');

  /** Every data step a no-op: the schema and its statistics are what is looked at here. */
  const noDataSteps = new Proxy(
    {},
    // Not a thenable: awaited, it is itself.
    { get: (_, name) => (name === 'then' ? undefined : async () => {}) },
  ) as DataSteps;

  /** How this connection's planner reads one segment's pages: a seek, or the whole table. */
  const segmentPlan = async (db: Db) =>
    (
      await sql<{
        detail: string;
      }>`explain query plan select id from article_search_data where id >= ${2 ** 37} and id <= ${2 ** 38 - 1}`.execute(
        db,
      )
    ).rows
      .map((row) => row.detail)
      .join(' ');

  const counted = (stat: string) => {
    const raw = new SQLite(databaseFile());
    raw.prepare("update sqlite_stat1 set stat = ? where tbl = 'article_search_data'").run(stat);
    raw.close();
  };
  const countedNow = () => statLine(databaseFile(), 'tbl', 'article_search_data');
  const migrated = async () => {
    const db = await openDb({ dialect: 'sqlite', url: databaseFile() });
    await migrateToLatest(db, 'sqlite', noDataSteps);
    return db;
  };

  /** Runs `run` and checks what it said on console.warn. */
  const expectWarnings = async (run: () => Promise<unknown>, expected: unknown[]) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await run();
      expect(warn.mock.calls.map(([message]) => message)).toEqual(expected);
    } finally {
      warn.mockRestore();
    }
  };

  it('are sought by range right after the migrations, by the connection that ran them', async () => {
    // The process that migrates goes on writing: a seed, a first import, the search benchmark.
    const db = await migrated();
    try {
      expect(await segmentPlan(db)).toMatch(/SEARCH article_search_data USING INTEGER PRIMARY KEY/);
    } finally {
      await db.destroy();
    }
  });

  it('are sought by range after the site opens a database analysed with its two rows', async () => {
    await (await migrated()).destroy();
    counted('2');
    const db = await openDb({ dialect: 'sqlite', url: databaseFile() });
    try {
      expect(await segmentPlan(db)).toMatch(/SEARCH article_search_data USING INTEGER PRIMARY KEY/);
    } finally {
      await db.destroy();
    }
    expect(countedNow()).toBe(String(SEARCH_PAGES_ROWS_FLOOR));
  });

  it('keep a count above the floor as analysed: the floor only raises', async () => {
    const db = await migrated();
    try {
      counted('50000');
      // The hourly refresh on a connection that ran no query: nothing analysed again.
      await refreshPlannerStatistics(db, OPTIMIZE_HOURLY);
      expect(countedNow()).toBe('50000');
    } finally {
      await db.destroy();
    }
  });

  it('write nothing once read, when no count is under the floor, so another process may write', async () => {
    await (await migrated()).destroy();
    counted('5000');
    // `optimize` without its 0x02 bit analyses nothing (on the site it holds a write transaction
    // whatever the floor does): only the floor's own statements are looked at here.
    const db = new Kysely<unknown>({
      dialect: new SqliteDialect({ database: new SQLite(databaseFile()) }),
    });
    try {
      // The first refresh of a connection reads the statistics again (the test below).
      await refreshPlannerStatistics(db, 'optimize = 0');
      // An import's transaction in another process: a statement that writes would wait for it.
      const writer = new SQLite(databaseFile());
      writer.exec('begin immediate');
      try {
        await expectWarnings(() => refreshPlannerStatistics(db, 'optimize = 0'), []);
      } finally {
        writer.exec('rollback');
        writer.close();
      }
    } finally {
      await db.destroy();
    }
    expect(countedNow()).toBe('5000');
  });

  it('do not stop the site opening while another process writes, and are read at the next refresh', async () => {
    await (await migrated()).destroy();
    counted('2'); // as analysed before the floor
    // A migration's data step or a long import holds the write lock for longer than a refresh
    // waits; `optimize` at an open takes it.
    const writer = new SQLite(databaseFile());
    writer.exec('begin immediate');
    let opened: Db | undefined;
    try {
      await expectWarnings(async () => {
        opened = await openDb({ dialect: 'sqlite', url: databaseFile() });
      }, [
        expect.stringMatching(/planner statistics not refreshed now, another process is writing/),
      ]);
    } finally {
      writer.exec('rollback');
      writer.close();
    }
    const first = opened as Db;
    try {
      // The refresh waited briefly (REFRESH_BUSY_TIMEOUT_MS); the site's statements wait 5 s.
      const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(first);
      expect(rows).toEqual([{ timeout: 5000 }]);
      expect(await segmentPlan(first)).toMatch(/SCAN article_search_data/);
      // Another process opens and raises the count in the file…
      await (await openDb({ dialect: 'sqlite', url: databaseFile() })).destroy();
      expect(countedNow()).toBe(String(SEARCH_PAGES_ROWS_FLOOR));
      // …which the first one's planner reads at its next refresh, though it raises nothing.
      await refreshPlannerStatistics(first, OPTIMIZE_HOURLY);
      expect(await segmentPlan(first)).toMatch(
        /SEARCH article_search_data USING INTEGER PRIMARY KEY/,
      );
    } finally {
      await first.destroy();
    }
  });
});
