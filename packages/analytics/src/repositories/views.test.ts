import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';

forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);

  /** The first page of the Japanese popular list. */
  const popular = (perPage: number) =>
    site().repos.articles.list({ locale: 'ja', order: 'popular', page: 1, perPage });

  let seq = 0;
  /** A reader's page view of an article as ingestion stores it (the one way views are counted). */
  async function view(slug: string, locale: string, at = new Date()): Promise<boolean> {
    seq++;
    const { articleViews } = await site().repos.analytics.insertBatch([
      {
        uploadId: `views-test-${seq}`,
        receivedAt: at,
        event: 'page_view',
        pagePath: `/${slug}`,
        pageName: slug,
        locale,
        reader: `reader-${seq}`,
        bot: false,
        fields: {},
        articleSlug: slug,
      },
    ]);
    return articleViews === 1;
  }

  describe('page views and the popularity ranking', () => {
    it("counts a view in today's bucket and the lifetime total, only for published articles", async () => {
      const before =
        (await site().repos.articles.bySlug('paravi-unext-integration-guide', 'ja'))?.viewCount ??
        0;
      expect(await view('paravi-unext-integration-guide', 'ja')).toBe(true);
      expect(
        (await site().repos.articles.bySlug('paravi-unext-integration-guide', 'ja'))?.viewCount,
      ).toBe(before + 1);
      expect(await site().repos.views.inWindow('paravi-unext-integration-guide', 'ja', 30)).toBe(1);
      expect(await view('no-such-article', 'ja')).toBe(false);
    });

    it('ranks by views within the window, so a recently read article climbs above old favourites', async () => {
      const slug = 'dmm-tv-download-guide';
      for (let i = 0; i < 3; i++) await view(slug, 'ja');
      const top = await popular(3);
      expect(top.items[0].slug).toBe(slug);
    });

    it('forgets views older than the window', async () => {
      const old = new Date(Date.now() - 40 * 86_400_000);
      for (let i = 0; i < 50; i++) await view('hulu-japan-download-guide', 'ja', old);
      expect(await site().repos.views.inWindow('hulu-japan-download-guide', 'ja', 30)).toBe(0);
      const top = await popular(2);
      expect(top.items.map((a) => a.slug)).not.toContain('hulu-japan-download-guide');
    });
  });
});
