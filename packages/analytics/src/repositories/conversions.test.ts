import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import type { ConversionInput } from './conversions';
import { OTHER_PAGE } from './known-pages';

const AT = new Date('2030-03-10T12:00:00Z');
const ARTICLE = {
  path: '/best-free-dvd-software',
  name: 'best_free_dvd_software',
  locale: 'ja',
  route: { kind: 'entry' as const, slug: 'best-free-dvd-software' },
};
const click = (over: Partial<ConversionInput> = {}): ConversionInput => ({
  at: AT,
  kind: 'download',
  pid: 'video-studio',
  os: 'windows',
  page: ARTICLE,
  attribution: {},
  ...over,
});

forEachDialect((dialect) =>
  describe('server-recorded conversions', () => {
    const site = useSeededDatabase(dialect);
    const day = { from: '2030-03-10', to: '2030-03-10' };

    it('shows per article views → downloads → purchase clicks with rates, in place of the tracker clicks', async () => {
      const { analytics, conversions } = site().repos;
      const view = (n: number, event = 'page_view') => ({
        uploadId: `conv-${dialect}-${n}`,
        receivedAt: AT,
        event,
        pagePath: ARTICLE.path,
        pageName: ARTICLE.name,
        route: ARTICLE.route,
        locale: 'ja',
        reader: `r${n}`,
        bot: false,
        fields: {},
      });
      // Four views; the tracker also saw one download click (the same click the server records).
      await analytics.insertBatch([view(1), view(2), view(3), view(4), view(5, 'download')]);
      await conversions.record(click());
      await conversions.record(click({ os: 'mac' }));
      await conversions.record(
        click({
          kind: 'purchase',
          plan: 'perpetual',
          attribution: { adChannel: 'mail', orderTag: 'spring', trafficType: 'ad' },
        }),
      );
      const summary = await analytics.summary({ ...day, page: ARTICLE.path });
      expect(summary.rows).toEqual([
        expect.objectContaining({ page: ARTICLE.path, views: 4, downloads: 2, purchases: 1 }),
      ]);
      expect(summary.pages).toEqual([
        {
          page: ARTICLE.path,
          pageName: ARTICLE.name,
          locale: 'ja',
          views: 4,
          downloads: 2,
          purchases: 1,
          downloadRate: 0.5,
          purchaseRate: 0.25,
        },
      ]);
      // By tracking page name too, as `npm run stats -- --page best_free_dvd_software` asks.
      expect((await analytics.summary({ ...day, page: ARTICLE.name })).totals).toMatchObject({
        downloads: 2,
        purchases: 1,
      });
      const stored = await site()
        .db.selectFrom('conversions')
        .selectAll()
        .where('kind', '=', 'purchase')
        .where('day', '=', '2030-03-10')
        .execute();
      expect(stored).toEqual([
        expect.objectContaining({
          at: AT.toISOString(),
          pid: 'video-studio',
          plan: 'perpetual',
          os: 'windows',
          page_path: ARTICLE.path,
          locale: 'ja',
          ad_channel: 'mail',
          order_tag: 'spring',
          traffic_type: 'ad',
        }),
      ]);
    });

    it('counts clicks from a page the site does not have, or from no page, on the one (other) row', async () => {
      const { analytics, conversions } = site().repos;
      const at = new Date('2030-03-11T01:00:00Z');
      await conversions.record(
        click({
          at,
          page: {
            path: '/made-up-page',
            name: 'made_up_page',
            locale: 'ja',
            route: { kind: 'entry', slug: 'made-up-page' },
          },
        }),
      );
      await conversions.record(click({ at, page: null }));
      const summary = await analytics.summary({ from: '2030-03-11', to: '2030-03-11' });
      // A day with conversions and no tracked view (the tracker was blocked) still has its row.
      expect(summary.rows).toEqual([
        expect.objectContaining({ page: OTHER_PAGE, locale: '-', views: 0, downloads: 2 }),
      ]);
      expect(summary.pages[0]).toMatchObject({ page: OTHER_PAGE, downloadRate: null });
    });
  }),
);
