import { describe, expect, it } from 'vitest';
import { forEachDialect } from '../testing/dialects';
import { useSeededDatabase } from '../testing/seeded';
import type { Repositories } from '.';
import type { AnalyticsEventInput } from './analytics';

let repos: Repositories;

let seq = 0;
const AT = new Date('2030-01-15T10:00:00Z');
/** One accepted event as the front hands it over; every call gets a fresh upload id. */
function ev(event: string, over: Partial<AnalyticsEventInput> = {}): AnalyticsEventInput {
  seq++;
  return {
    uploadId: `reader-${seq}-hash`, receivedAt: AT, event, pagePath: '/best-free-dvd-software', pageName: 'best_free_dvd_software', locale: 'ja',
    reader: 'token-a', bot: false, fields: { event, url: 'http://127.0.0.1/best-free-dvd-software' }, ...over,
  };
}
const statsOf = async (page: string, day = '2030-01-15') => (await repos.analytics.summary({ from: day, to: day, page })).rows[0];

forEachDialect((dialect) =>
  describe('analytics rollups', () => {
    useSeededDatabase((_, r) => {
      repos = r;
    }, dialect);

    it("counts a page's views, distinct readers, scroll depth and clicks per day, and keeps bots out", async () => {
      const page = { pagePath: '/convert-own-dvd-to-mp4', pageName: 'convert_own_dvd_to_mp4' };
      const result = await repos.analytics.insertBatch([
        ev('page_view', page),
        ev('page_view', { ...page, reader: 'token-b' }),
        ev('page_view', page), // the same reader again: a view, not a new reader
        ev('page_scroll', { ...page, scrollDepths: [20, 40] }),
        ev('page_scroll', { ...page, scrollDepths: [60, 80, 100] }),
        ev('download', page),
        ev('purchase', page),
        ev('outbound', page),
        ev('page_view', { ...page, bot: true, reader: 'crawler' }),
        ev('download', { ...page, bot: true, reader: 'crawler' }),
      ]);
      expect(result).toMatchObject({ stored: 10, duplicates: 0 });
      expect(await statsOf('/convert-own-dvd-to-mp4')).toEqual({
        day: '2030-01-15', page: '/convert-own-dvd-to-mp4', pageName: 'convert_own_dvd_to_mp4', locale: 'ja',
        views: 3, readers: 2, scroll20: 1, scroll40: 1, scroll60: 1, scroll80: 1, scroll100: 1, downloads: 1, purchases: 1, outbound: 1,
      });
    });

    it('adds later batches to the same day, and counts a reader once per page and day across batches', async () => {
      const page = { pagePath: '/dvd', pageName: 'dvd' };
      await repos.analytics.insertBatch([ev('page_view', { ...page, reader: 'r1' })]);
      await repos.analytics.insertBatch([ev('page_view', { ...page, reader: 'r1' }), ev('page_view', { ...page, reader: 'r2' })]);
      await repos.analytics.insertBatch([ev('page_view', { ...page, reader: 'r1', receivedAt: new Date('2030-01-16T00:00:01Z') })]);
      expect(await statsOf('/dvd')).toMatchObject({ views: 3, readers: 2 });
      expect(await statsOf('/dvd', '2030-01-16')).toMatchObject({ views: 1, readers: 1 });
    });

    it('skips a replayed upload id entirely, within a batch or later', async () => {
      const page = { pagePath: '/replayed', pageName: 'replayed' };
      const first = ev('page_view', page);
      expect(await repos.analytics.insertBatch([first, { ...first }])).toMatchObject({ stored: 1, duplicates: 1 });
      expect(await repos.analytics.insertBatch([{ ...first }, ev('download', page)])).toMatchObject({ stored: 1, duplicates: 1 });
      expect(await statsOf('/replayed')).toMatchObject({ views: 1, downloads: 1 });
    });

    it("feeds the popularity ranking from readers' article views only", async () => {
      const slug = 'dmm-tv-download-guide';
      const now = new Date();
      const before = await repos.views.inWindow(slug, 'ja', 30);
      const result = await repos.analytics.insertBatch([
        ...[1, 2, 3, 4].map((i) => ev('page_view', { receivedAt: now, pagePath: `/${slug}`, articleSlug: slug, reader: `r${i}` })),
        ev('page_view', { receivedAt: now, pagePath: `/${slug}`, articleSlug: slug, bot: true }),
        ev('page_view', { receivedAt: now, pagePath: '/dvd', articleSlug: 'dvd' }), // a category, not an article
        ev('page_view', { receivedAt: now, pagePath: '/privacy-policy', articleSlug: 'privacy-policy' }), // a standalone page
        ev('page_view', { receivedAt: now, pagePath: '/no-such-article', articleSlug: 'no-such-article' }),
      ]);
      expect(result.articleViews).toBe(4);
      expect(await repos.views.inWindow(slug, 'ja', 30)).toBe(before + 4);
      const top = await repos.articles.list({ locale: 'ja', order: 'popular', page: 1, perPage: 1 });
      expect(top.items[0]).toMatchObject({ slug });
      expect(top.items[0].viewCount).toBeGreaterThanOrEqual(4);
    });

    it('summarises a range by page path or page name, with totals, and counts stored events', async () => {
      const page = { pagePath: '/en/ai-frame-interpolation-60fps', pageName: 'ai_frame_interpolation_60fps', locale: 'en' };
      await repos.analytics.insertBatch([
        ev('page_view', { ...page, receivedAt: new Date('2030-02-01T12:00:00Z') }),
        ev('page_view', { ...page, receivedAt: new Date('2030-02-03T12:00:00Z') }),
        ev('page_view', { ...page, receivedAt: new Date('2030-02-09T12:00:00Z') }),
      ]);
      const byName = await repos.analytics.summary({ from: '2030-02-01', to: '2030-02-05', page: 'ai_frame_interpolation_60fps' });
      expect(byName.rows.map((r) => r.day)).toEqual(['2030-02-01', '2030-02-03']);
      expect(byName.totals.views).toBe(2);
      const byPath = await repos.analytics.summary({ from: '2030-02-01', to: '2030-02-28', page: '/en/ai-frame-interpolation-60fps' });
      expect(byPath.totals).toMatchObject({ views: 3, readers: 3 });
      expect((await repos.analytics.summary({ from: '2030-02-01', to: '2030-02-28', page: '/elsewhere' })).rows).toEqual([]);
      expect(await repos.analytics.countEvents(new Date('2030-02-02T00:00:00Z'))).toBe(2);
      // Retention drops old raw events, never the rollups the stats read.
      const [all, kept] = [await repos.analytics.countEvents(), await repos.analytics.countEvents(new Date('2030-02-09T00:00:00Z'))];
      expect((await repos.analytics.pruneBefore('2030-02-09')).events).toBe(all - kept);
      expect(await repos.analytics.countEvents()).toBe(kept);
      expect(kept).toBeGreaterThanOrEqual(1);
      expect((await repos.analytics.summary({ from: '2030-02-01', to: '2030-02-28', page: '/en/ai-frame-interpolation-60fps' })).totals).toMatchObject({ views: 3, readers: 3 });
    });
  }),
);
