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

    it('pages from the articles read within the window into the rest without a gap or a repeat', async () => {
      // Read lately: one twice, one once; read long ago only: lifetime views, no window views.
      for (let i = 0; i < 2; i++) await view('netflix-download-limits-explained', 'ja');
      await view('hdr-to-sdr-tone-mapping-guide', 'ja');
      const old = new Date(Date.now() - 45 * 86_400_000);
      for (let i = 0; i < 60; i++) await view('fanza-download-player-guide', 'ja', old);
      const items = (await popular(500)).items;
      const all = items.map((a) => a.slug);
      const windowed = await Promise.all(
        all.map((slug) => site().repos.views.inWindow(slug, 'ja', 30)),
      );
      const firstUnread = windowed.indexOf(0);
      // Every article read within the window comes before every other, most read first.
      expect(windowed.slice(firstUnread).every((n) => n === 0)).toBe(true);
      expect(windowed.slice(0, firstUnread)).toEqual(
        [...windowed.slice(0, firstUnread)].sort((a, b) => b - a),
      );
      // Then the lifetime views lead, the article read long ago among them.
      const lifetime = items.slice(firstUnread).map((a) => a.viewCount);
      expect(lifetime).toEqual([...lifetime].sort((a, b) => b - a));
      expect(all.slice(firstUnread)).toContain('fanza-download-player-guide');
      // Pages of three, across the boundary, are the same list.
      const paged: string[] = [];
      for (let page = 1; paged.length < all.length; page++) {
        const p = await site().repos.articles.list({
          locale: 'ja',
          order: 'popular',
          page,
          perPage: 3,
        });
        expect(p.total).toBe(all.length);
        paged.push(...p.items.map((a) => a.slug));
      }
      expect(paged).toEqual(all);
    });
  });
});
