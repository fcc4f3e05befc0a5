import SQLite from 'better-sqlite3';
import { type KyselyPlugin, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { analyticsRepository } from './analytics';
import { pruneBefore } from './prune';

const event = (i: number, day: string) => ({
  uploadId: `u-${i}`,
  receivedAt: new Date(`${day}T12:00:00Z`),
  event: 'page_view',
  pagePath: `/p${i % 7}`,
  pageName: 'article',
  locale: 'ja',
  reader: `r${i}`,
  bot: false,
  fields: { event: 'page_view' },
});

forEachDialect((dialect) =>
  describe('pruning old analytics rows', () => {
    // A day of events on a busy site is hundreds of thousands of rows: deleted in one statement,
    // SQLite's write lock was held the whole time, and the site's other writes waited behind it.
    it('deletes the old days a chunk per statement, the site writing between them, and keeps the rest', async () => {
      const { db, url, cleanup } = await tempDb(dialect);
      try {
        const analytics = analyticsRepository(db);
        await analytics.insertBatch(Array.from({ length: 1200 }, (_, i) => event(i, '2030-01-01')));
        await analytics.insertBatch(
          Array.from({ length: 300 }, (_, i) => event(2000 + i, '2030-01-02')),
        );
        // After every statement of the prune, another connection writes without waiting (SQLite:
        // at once or not at all); in one long transaction it could not.
        const site =
          dialect === 'sqlite' ? new SQLite(url.slice('file:'.length), { timeout: 0 }) : null;
        site?.exec('create table site_writes (at integer)');
        let statements = 0;
        const siteWrites: string[] = [];
        const probe: KyselyPlugin = {
          transformQuery: (args) => args.node,
          transformResult: async (args) => {
            statements++;
            try {
              site?.prepare('insert into site_writes (at) values (?)').run(statements);
              siteWrites.push('written');
            } catch (error) {
              siteWrites.push(String(error));
            }
            return args.result;
          },
        };
        const pruned = await pruneBefore(db.withPlugin(probe), '2030-01-02', 500);
        site?.close();
        expect(pruned.events).toBe(1200);
        expect(pruned.readers).toBeGreaterThan(0);
        // 1,200 events at 500 a statement: three that delete, and one that finds none left.
        expect(statements).toBeGreaterThanOrEqual(4 + 2);
        expect(new Set(siteWrites)).toEqual(new Set(['written']));
        expect(await analytics.countEvents()).toBe(300);
        const { rows } = await sql<{
          day: string;
        }>`select distinct day from analytics_daily_readers`.execute(db);
        expect(rows.map((r) => r.day)).toEqual(['2030-01-02']);
        expect(await pruneBefore(db, '2030-01-02', 500)).toEqual({ events: 0, readers: 0 });
      } finally {
        await cleanup();
      }
    }, 30_000);
  }),
);
