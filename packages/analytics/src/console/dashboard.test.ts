import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import type { AnalyticsEventInput } from '../repositories/analytics-event';
import { dashboard } from './dashboard';
import { periodPair } from './period';

const ARTICLE = {
  pagePath: '/best-free-dvd-software',
  pageName: 'best_free_dvd_software',
  route: { kind: 'entry' as const, slug: 'best-free-dvd-software' },
  locale: 'ja',
};
let n = 0;
const view = (at: string, over: Partial<AnalyticsEventInput> = {}): AnalyticsEventInput => ({
  uploadId: `dash-${n++}`,
  receivedAt: new Date(at),
  event: 'page_view',
  ...ARTICLE,
  reader: 'reader-a',
  bot: false,
  fields: { url: 'https://example.jp/best-free-dvd-software' },
  ...over,
});
const pair = (from: string, to: string) => {
  const p = periodPair({ from, to });
  if (!p.ok) throw new Error(p.error);
  return p.value;
};

forEachDialect((dialect) =>
  describe('the console dashboard (Tokyo days)', () => {
    const site = useSeededDatabase(dialect);

    it('counts on the Tokyo day, beside the previous period, with distinct readers and server conversions', async () => {
      const { analytics, conversions } = site().repos;
      // 16:00 UTC on the 10th is 01:00 on the 11th in Tokyo: the UTC rollup says the 10th.
      await analytics.insertBatch([
        view('2030-03-10T16:00:00Z', {
          fields: {
            url: 'https://example.jp/best-free-dvd-software?medium=mail&source=spring',
            referer_url: 'https://www.google.com/search',
          },
        }),
        view('2030-03-11T02:00:00Z', { reader: 'reader-b' }),
        view('2030-03-12T03:00:00Z'),
        view('2030-03-12T03:00:01Z', { event: 'page_scroll', scrollDepths: [20, 40] }),
        view('2030-03-09T01:00:00Z'),
        view('2030-03-12T04:00:00Z', { bot: true, reader: 'bot' }),
      ]);
      const click = {
        pid: 'video-studio',
        os: 'windows' as const,
        attribution: {},
        page: {
          path: ARTICLE.pagePath,
          name: ARTICLE.pageName,
          locale: 'ja',
          route: ARTICLE.route,
        },
      };
      await conversions.record({
        ...click,
        at: new Date('2030-03-11T15:30:00Z'),
        kind: 'download',
      });
      await conversions.record({
        ...click,
        at: new Date('2030-03-10T14:59:00Z'),
        kind: 'purchase',
        plan: 'yearly',
      });

      const d = await dashboard(site().db, pair('2030-03-11', '2030-03-12'));
      expect(d.totals).toEqual({ views: 3, readers: 2, downloads: 1, purchases: 0 });
      expect(d.series.map((s) => [s.day, s.views, s.readers, s.downloads])).toEqual([
        ['2030-03-11', 2, 2, 0],
        ['2030-03-12', 1, 1, 1],
      ]);
      // The previous period is as long and ends the day before: the 9th and the 10th.
      expect(d.period.previous).toEqual({ from: '2030-03-09', to: '2030-03-10', days: 2 });
      expect(d.previousTotals).toEqual({ views: 1, readers: 1, downloads: 0, purchases: 1 });

      const top = d.topByViews[0];
      expect(top).toMatchObject({
        page: ARTICLE.pagePath,
        title: expect.any(String),
        views: 3,
        downloads: 1,
      });
      expect(top.conversion).toBeCloseTo(1 / 3);
      expect(top.scroll[20]).toBeCloseTo(1 / 3);
      expect(top.scroll[60]).toBe(0);
      expect(d.topByConversion.map((r) => r.page)).toEqual([ARTICLE.pagePath]);
      expect(d.referrers).toEqual(
        expect.arrayContaining([
          { value: 'www.google.com', views: 1 },
          { value: '(direct)', views: 2 },
        ]),
      );
      expect(d.campaigns).toEqual([{ value: 'mail / spring', views: 1 }]);
    });

    it('names a category page by the category, an article by its title', async () => {
      const { analytics } = site().repos;
      await analytics.insertBatch([
        view('2030-04-10T03:00:00Z', {
          pagePath: '/dvd',
          pageName: 'dvd',
          route: { kind: 'entry', slug: 'dvd' },
        }),
        view('2030-04-10T03:00:00Z'),
      ]);
      const d = await dashboard(site().db, pair('2030-04-10', '2030-04-10'));
      const titles = Object.fromEntries(d.topByViews.map((r) => [r.page, r.title]));
      expect(titles['/dvd']).toBe('DVD');
      expect(titles[ARTICLE.pagePath]).toMatch(/DVD/);
    });

    it('refuses a reversed or too long period', () => {
      expect(periodPair({ from: '2030-03-12', to: '2030-03-11' })).toEqual({
        ok: false,
        error: 'reversed',
      });
      expect(periodPair({ from: '2029-01-01', to: '2030-03-11' })).toEqual({
        ok: false,
        error: 'too-long',
      });
      expect(periodPair({ from: '2030-02-30', to: '2030-03-11' })).toEqual({
        ok: false,
        error: 'bad-day',
      });
    });
  }),
);
