import { spawnSync } from 'node:child_process';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDb } from '@tsuzuri/db';
import { exportDatabase } from '@tsuzuri/db/transfer';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { createRepositories } from '@tsuzuri/test-support/repositories';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { rebuildSearchIndex } from './index';
import { rebuildSearchIndexBesideSite } from './rebuild-beside-site';
import { RebuildAlreadyRunning } from './rebuild/one-at-a-time';

forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);
  const ids = async (q: string) =>
    (await site().repos.articles.search(q, 'ja', 1, 500)).items
      .map((a) => a.id)
      .sort((a, b) => a - b);
  const WORDS = ['画質', '変換', '字幕', 'ダウンロード', 'ぷれいやー', 'DVD'];

  /** A write from another connection, as the site makes it, that may wait at most 200 ms. */
  async function writeElsewhere(statement: string) {
    if (dialect === 'postgres') return void (await sql.raw(statement).execute(site().db));
    const other = new SQLite(site().url.slice('file:'.length), { timeout: 200 });
    try {
      other.prepare(statement).run();
    } finally {
      other.close();
    }
  }

  describe('rebuilding the search index beside the running site', () => {
    it('stopped half-way, leaves the index as it was and nothing of its own behind', async () => {
      const before = await Promise.all(WORDS.map(ids));
      await expect(
        rebuildSearchIndexBesideSite(site().db, () => {
          throw new Error('stopped');
        }),
      ).rejects.toThrow('stopped');
      expect(await Promise.all(WORDS.map(ids))).toEqual(before);
      if (dialect === 'sqlite') {
        const { rows } = await sql<{ name: string }>`select name from sqlite_master
          where name like '%_next%' or name like 'search_rebuild%'`.execute(site().db);
        expect(rows).toEqual([]);
      }
    });

    it('finds what a rebuild in one transaction finds, in a worker that searched before too', async () => {
      // Another connection, as a web worker holds one, with its search statements prepared
      // against the index the rebuild replaces.
      const worker = await openDb({ dialect, url: site().url.replace(/^file:/, '') });
      const workerIds = async (q: string) =>
        (await createRepositories(worker).articles.search(q, 'ja', 1, 500)).items
          .map((a) => a.id)
          .sort((a, b) => a - b);
      const before = await Promise.all(WORDS.map(ids));
      expect(await Promise.all(WORDS.map(workerIds))).toEqual(before);
      const indexed = await rebuildSearchIndexBesideSite(site().db);
      expect(indexed).toBeGreaterThanOrEqual(60);
      expect(await Promise.all(WORDS.map(ids))).toEqual(before);
      expect(await Promise.all(WORDS.map(workerIds))).toEqual(before);
      await worker.destroy();
      expect(await rebuildSearchIndex(site().db)).toBe(indexed);
      expect(await Promise.all(WORDS.map(ids))).toEqual(before);
    });

    it('one at a time: a second rebuild meanwhile stops at once and changes nothing', async () => {
      const before = await Promise.all(WORDS.map(ids));
      const other = await openDb({ dialect, url: site().url.replace(/^file:/, '') });
      let second: unknown;
      try {
        const indexed = await rebuildSearchIndexBesideSite(site().db, async () => {
          second ??= await rebuildSearchIndexBesideSite(other).then(
            () => 'it ran too',
            (err: unknown) => err,
          );
        });
        expect(indexed).toBeGreaterThanOrEqual(60);
      } finally {
        await other.destroy();
      }
      expect(second).toBeInstanceOf(RebuildAlreadyRunning);
      expect(String(second)).toMatch(/another search:rebuild is running on this database/);
      expect(await Promise.all(WORDS.map(ids))).toEqual(before);
    });

    it('is not in a db:export taken while it runs', async () => {
      const tables: string[] = [];
      await rebuildSearchIndexBesideSite(site().db, async () => {
        if (tables.length) return;
        await exportDatabase(site().db, async (line) => {
          const table = (JSON.parse(line) as { table?: string }).table;
          if (table) tables.push(table);
        });
      });
      expect(tables).toContain('articles');
      expect(tables.filter((t) => /_next$|^search_rebuild/.test(t))).toEqual([]);
    });

    // The reading of every article (minutes on a large site) holds no write lock: the site's
    // saves go on, and what they change is what the rebuilt index holds.
    it('lets the site write while it reads the articles, and indexes what was written', async () => {
      const [renamed, unpublished, viewed] = await ids('画質');
      expect(viewed).toBeDefined();
      const writes: string[] = [];
      let noted: number[] = [];
      const indexed = await rebuildSearchIndexBesideSite(site().db, async () => {
        if (writes.length) return;
        for (const statement of [
          `update articles set title = title || ' 縞馬柄' where id = ${renamed}`,
          `update articles set status = 'draft' where id = ${unpublished}`,
          // Analytics counting a view: nothing an entry is made of.
          `update articles set view_count = view_count + 1 where id = ${viewed}`,
        ]) {
          await writeElsewhere(statement);
          writes.push(statement);
        }
        if (dialect === 'sqlite') {
          const { rows } = await sql<{
            article_id: number;
          }>`select article_id from search_rebuild_changes order by article_id`.execute(site().db);
          noted = rows.map((r) => r.article_id);
        }
      });
      expect(writes).toHaveLength(3);
      if (dialect === 'sqlite') expect(noted).toEqual([renamed, unpublished].sort((a, b) => a - b));
      expect(await ids('縞馬柄')).toEqual([renamed]);
      expect(await ids('画質')).not.toContain(unpublished);
      const { rows } = await sql<{ n: number }>`select count(*) as n from articles
        where status = 'published' and category_id is not null`.execute(site().db);
      expect(indexed).toBe(Number(rows[0].n));
    });
  });
});

describe('a SQLite rebuild that another one took for gone', () => {
  const site = useSeededDatabase('sqlite');
  const ids = async (q: string) =>
    (await site().repos.articles.search(q, 'ja', 1, 500)).items.map((a) => a.id).sort();
  const owner = (set: string) =>
    sql.raw(`update search_rebuild_owner set ${set}`).execute(site().db);
  const stagingTables = async () =>
    (
      await sql<{ name: string }>`select name from sqlite_master
        where type = 'table' and (name like '%_next' or name like 'search_rebuild%')`.execute(
        site().db,
      )
    ).rows.map((r) => r.name);
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  /** The pid of a process that has exited. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

  it('does not stop the next one when killed (no such process here) or silent too long', async () => {
    const before = await ids('画質');
    for (const gone of [
      `pid = ${deadPid()}`,
      `host = 'another-host', heard_at = '${minutesAgo(3)}'`,
    ]) {
      // What a process killed half-way leaves: its staging, owned by a run that is gone.
      await expect(
        rebuildSearchIndexBesideSite(site().db, async () => {
          await owner(`token = 'a killed run', ${gone}`);
          throw new Error('killed');
        }),
      ).rejects.toThrow('killed');
      expect(await stagingTables()).toContain('search_rebuild_owner');
      expect(await rebuildSearchIndexBesideSite(site().db)).toBeGreaterThanOrEqual(60);
      expect(await stagingTables()).toEqual([]);
    }
    expect(await ids('画質')).toEqual(before);
  });

  it('refuses while the owner on another host was heard from lately', async () => {
    let refused: unknown;
    const indexed = await rebuildSearchIndexBesideSite(site().db, async () => {
      if (refused !== undefined) return;
      await owner(`host = 'another-host', heard_at = '${new Date().toISOString()}'`);
      refused = await rebuildSearchIndexBesideSite(site().db).catch((err: unknown) => err);
    });
    expect(indexed).toBeGreaterThanOrEqual(60);
    expect(refused).toBeInstanceOf(RebuildAlreadyRunning);
    expect(String(refused)).toMatch(/on another-host, last heard from at/);
  });

  it('stops at its next batch when taken for gone, and leaves the new owner its staging', async () => {
    await expect(
      rebuildSearchIndexBesideSite(site().db, async () => {
        // Another run took this one for gone and owns the staging now (heard from long ago, so
        // that the rebuild below may take it in turn).
        await owner(`token = 'the other run', heard_at = '${minutesAgo(3)}'`);
      }),
    ).rejects.toThrow(/took it over/);
    expect(await stagingTables()).toContain('search_rebuild_owner');
    expect(await rebuildSearchIndexBesideSite(site().db)).toBeGreaterThanOrEqual(60);
    expect(await stagingTables()).toEqual([]);
  });
});
