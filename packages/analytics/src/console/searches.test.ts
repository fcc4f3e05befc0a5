import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import {
  MAX_QUERIES_PER_DAY,
  normalizeSearchQuery,
  OTHER_QUERY,
  searchesRepository,
} from './searches';

const DAY = { from: '2030-03-11', to: '2030-03-11', days: 1 };
const at = new Date('2030-03-11T01:00:00Z');

describe('normalizeSearchQuery', () => {
  it('folds width and case, collapses spaces, drops control characters, caps the length', () => {
    expect(normalizeSearchQuery('  ＤＶＤ　　コピー\u0000 ')).toBe('dvd コピー');
    expect(normalizeSearchQuery('x'.repeat(300))).toHaveLength(100);
    expect(normalizeSearchQuery(' \t ')).toBe('');
  });
});

forEachDialect((dialect) =>
  describe('recorded searches', () => {
    const ctx = useTempDb(dialect);

    it('counts a query per Tokyo day and locale and lists those that found nothing', async () => {
      const searches = searchesRepository(ctx().db);
      await searches.record({ query: 'ＤＶＤ', locale: 'ja', results: 4, at });
      await searches.record({ query: 'dvd', locale: 'ja', results: 4, at });
      await searches.record({ query: '存在しない語', locale: 'ja', results: 0, at });
      await searches.record({ query: '   ', locale: 'ja', results: 0, at });
      expect(await searches.top(DAY)).toEqual([
        { query: 'dvd', locale: 'ja', searches: 2, results: 4 },
        { query: '存在しない語', locale: 'ja', searches: 1, results: 0 },
      ]);
      expect((await searches.top(DAY, { nothingFound: true })).map((r) => r.query)).toEqual([
        '存在しない語',
      ]);
      const rows = await ctx().db.selectFrom('search_queries').selectAll().execute();
      // Nothing about the reader: only the day, locale, query and counts.
      expect(Object.keys(rows[0]).sort()).toEqual([
        'day',
        'locale',
        'query',
        'results',
        'searches',
      ]);
    });

    it('counts searches answered from the cache without touching the result count a render reported', async () => {
      const searches = searchesRepository(ctx().db);
      // The front's count may land before the render's report: the report still wins.
      // A round written together (one transaction), as the fronts and renders do.
      await searches.recordAll([
        { query: 'ブルーレイ', locale: 'ja', results: null, at },
        { query: 'ブルーレイ', locale: 'ja', results: 7, searches: 0, at },
      ]);
      await searches.record({ query: 'ブルーレイ', locale: 'ja', results: null, searches: 3, at });
      expect(await searches.top(DAY)).toEqual([
        { query: 'ブルーレイ', locale: 'ja', searches: 4, results: 7 },
      ]);
      // The next day, a cached page's search takes the query's last known count.
      const nextDay = { from: '2030-03-12', to: '2030-03-12', days: 1 };
      await searches.record({
        query: 'ブルーレイ',
        locale: 'ja',
        results: null,
        at: new Date('2030-03-12T01:00:00Z'),
      });
      expect(await searches.top(nextDay)).toEqual([
        { query: 'ブルーレイ', locale: 'ja', searches: 1, results: 7 },
      ]);
    });

    it('keeps a bounded number of distinct queries a day; the rest are one (other) row', async () => {
      const db = ctx().db;
      await db
        .insertInto('search_queries')
        .values(
          Array.from({ length: MAX_QUERIES_PER_DAY }, (_, i) => ({
            day: '2030-03-12',
            locale: 'en',
            query: `junk ${i}`,
            searches: 1,
            results: 0,
          })),
        )
        .execute();
      const searches = searchesRepository(db);
      for (const q of ['more junk 1', 'more junk 2', 'junk 5'])
        await searches.record({
          query: q,
          locale: 'en',
          results: 0,
          at: new Date('2030-03-12T01:00:00Z'),
        });
      const count = await db
        .selectFrom('search_queries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('day', '=', '2030-03-12')
        .executeTakeFirst();
      expect(Number(count?.n)).toBe(MAX_QUERIES_PER_DAY + 1);
      const other = await db
        .selectFrom('search_queries')
        .select('searches')
        .where('query', '=', OTHER_QUERY)
        .executeTakeFirst();
      expect(Number(other?.searches)).toBe(2);
    });
  }),
);
