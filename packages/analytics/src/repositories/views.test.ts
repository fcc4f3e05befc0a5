import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';

forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);

  /** The first page of the Japanese popular list, as the ranking's last refresh left it. */
  const popular = (perPage: number) =>
    site().repos.articles.list({ locale: 'ja', order: 'popular', page: 1, perPage });
  /** The rankings' refresh (apps/web/front/rankings.ts does it every few minutes). */
  const refresh = () => site().repos.articles.refreshPopularity();

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
      await refresh();
      const top = await popular(3);
      expect(top.items[0].slug).toBe(slug);
    });

    it('forgets views older than the window', async () => {
      const old = new Date(Date.now() - 40 * 86_400_000);
      for (let i = 0; i < 50; i++) await view('hulu-japan-download-guide', 'ja', old);
      expect(await site().repos.views.inWindow('hulu-japan-download-guide', 'ja', 30)).toBe(0);
      await refresh();
      const top = await popular(2);
      expect(top.items.map((a) => a.slug)).not.toContain('hulu-japan-download-guide');
    });

    it('pages from the articles read within the window into the rest without a gap or a repeat', async () => {
      // Read lately: one twice, one once; read long ago only: lifetime views, no window views.
      for (let i = 0; i < 2; i++) await view('netflix-download-limits-explained', 'ja');
      await view('hdr-to-sdr-tone-mapping-guide', 'ja');
      const old = new Date(Date.now() - 45 * 86_400_000);
      for (let i = 0; i < 60; i++) await view('fanza-download-player-guide', 'ja', old);
      await refresh();
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

    it('lists the ranking of the last refresh: views since then move nothing until the next', async () => {
      const slug = 'video-format-basics-guide';
      await refresh();
      const ranked = (await popular(5)).items.map((a) => a.slug);
      for (let i = 0; i < 20; i++) await view(slug, 'ja');
      expect((await popular(5)).items.map((a) => a.slug)).toEqual(ranked);
      await refresh();
      expect((await popular(1)).items[0].slug).toBe(slug);
    });

    it('keeps only published articles in a list, whatever they were when ranked', async () => {
      await refresh();
      const first = (await popular(1)).items[0];
      await site()
        .db.updateTable('articles')
        .set({ status: 'draft' })
        .where('id', '=', first.id)
        .execute();
      try {
        expect((await popular(10)).items.map((a) => a.slug)).not.toContain(first.slug);
      } finally {
        await site()
          .db.updateTable('articles')
          .set({ status: 'published' })
          .where('id', '=', first.id)
          .execute();
      }
    });

    it('ranks once when two servers refresh at the same time', async () => {
      await Promise.all([refresh(), refresh(), refresh()]);
      const rows = await site()
        .db.selectFrom('article_popularity')
        .select(['article_id', 'rank'])
        .orderBy('rank')
        .execute();
      expect(rows.length).toBeGreaterThan(3);
      expect(new Set(rows.map((r) => r.article_id)).size).toBe(rows.length);
      expect(rows.map((r) => Number(r.rank))).toEqual(rows.map((_, i) => i + 1));
    });

    it("finds a listing's ranked articles past a long stretch of other listings' ones", async () => {
      // The Japanese articles outrank the English one: an English list walks past all of them.
      const latest = (locale: string, perPage: number) =>
        site().repos.articles.list({ locale, order: 'latest', page: 1, perPage });
      const japanese = (await latest('ja', 40)).items;
      const english = (await latest('en', 1)).items[0];
      for (const a of japanese) for (let i = 0; i < 3; i++) await view(a.slug, 'ja');
      await view(english.slug, 'en');
      await refresh();
      const top = await site().repos.articles.list({
        locale: 'en',
        order: 'popular',
        page: 1,
        perPage: 1,
      });
      expect(top.items.map((a) => a.slug)).toEqual([english.slug]);
    });
  });
});
