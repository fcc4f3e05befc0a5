import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDb } from '@tsuzuri/db';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { createRepositories } from '@tsuzuri/test-support/repositories';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { rebuildSearchIndex } from './index';
import { rebuildSearchIndexBesideSite } from './rebuild-beside-site';

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
