import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import type { AnalyticsEventInput } from './analytics';
import { OTHER_PAGE, type PageRoute } from './known-pages';

let seq = 0;
const AT = new Date('2030-01-15T10:00:00Z');
/** One accepted event as the front hands it over; every call gets a fresh upload id. */
function ev(event: string, over: Partial<AnalyticsEventInput> = {}): AnalyticsEventInput {
  seq++;
  return {
    uploadId: `reader-${seq}-hash`,
    receivedAt: AT,
    event,
    pagePath: '/best-free-dvd-software',
    pageName: 'best_free_dvd_software',
    locale: 'ja',
    reader: 'token-a',
    bot: false,
    fields: { event, url: 'http://127.0.0.1/best-free-dvd-software' },
    ...over,
    route: over.route ?? routeOf(over.pagePath ?? '/best-free-dvd-software'),
  };
}
/** The route the front makes of these tests' paths: "/{slug}" (any locale prefix) or a listing. */
function routeOf(path: string): PageRoute {
  const [first, second] = path
    .split('/')
    .filter(Boolean)
    .filter((s, i) => i > 0 || s !== 'en');
  if (first === 'blog') return { kind: 'listing', page: Number(second ?? 1) };
  return first ? { kind: 'entry', slug: first } : { kind: 'fixed' };
}

forEachDialect((dialect) =>
  describe('analytics rollups', () => {
    const site = useSeededDatabase(dialect);
    const statsOf = async (page: string, day = '2030-01-15') =>
      (await site().repos.analytics.summary({ from: day, to: day, page })).rows[0];
    /** The tracker's download and purchase clicks as the rollup stores them (the stats show the server's). */
    const clicksOf = (page: string, day = '2030-01-15') =>
      site()
        .db.selectFrom('analytics_daily')
        .select(['downloads', 'purchases'])
        .where('day', '=', day)
        .where('page_path', '=', page)
        .executeTakeFirst()
        .then((r) => r && { downloads: Number(r.downloads), purchases: Number(r.purchases) });

    it("counts a page's views, distinct readers, scroll depth and clicks per day, and keeps bots out", async () => {
      const page = { pagePath: '/convert-own-dvd-to-mp4', pageName: 'convert_own_dvd_to_mp4' };
      const result = await site().repos.analytics.insertBatch([
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
        day: '2030-01-15',
        page: '/convert-own-dvd-to-mp4',
        pageName: 'convert_own_dvd_to_mp4',
        locale: 'ja',
        views: 3,
        readers: 2,
        scroll20: 1,
        scroll40: 1,
        scroll60: 1,
        scroll80: 1,
        scroll100: 1,
        // The tracker's clicks are kept in the rollup, never shown: the stats count the
        // downloads and purchases the server recorded (none here), so one click counts once.
        downloads: 0,
        purchases: 0,
        outbound: 1,
      });
      expect(await clicksOf('/convert-own-dvd-to-mp4')).toEqual({ downloads: 1, purchases: 1 });
    });

    it('adds later batches to the same day, and counts a reader once per page and day across batches', async () => {
      const page = { pagePath: '/dvd', pageName: 'dvd' };
      await site().repos.analytics.insertBatch([ev('page_view', { ...page, reader: 'r1' })]);
      await site().repos.analytics.insertBatch([
        ev('page_view', { ...page, reader: 'r1' }),
        ev('page_view', { ...page, reader: 'r2' }),
      ]);
      await site().repos.analytics.insertBatch([
        ev('page_view', { ...page, reader: 'r1', receivedAt: new Date('2030-01-16T00:00:01Z') }),
      ]);
      expect(await statsOf('/dvd')).toMatchObject({ views: 3, readers: 2 });
      expect(await statsOf('/dvd', '2030-01-16')).toMatchObject({ views: 1, readers: 1 });
    });

    it('skips a replayed upload id entirely, within a batch or later', async () => {
      const page = { pagePath: '/blu-ray-disc-basics', pageName: 'blu_ray_disc_basics' };
      const first = ev('page_view', page);
      expect(await site().repos.analytics.insertBatch([first, { ...first }])).toMatchObject({
        stored: 1,
        duplicates: 1,
      });
      expect(
        await site().repos.analytics.insertBatch([{ ...first }, ev('download', page)]),
      ).toMatchObject({ stored: 1, duplicates: 1 });
      expect(await statsOf('/blu-ray-disc-basics')).toMatchObject({ views: 1 });
      expect(await clicksOf('/blu-ray-disc-basics')).toMatchObject({ downloads: 1 });
    });

    it('rolls up only pages the site has: 2,000 made-up paths add one "other" row a day, not 2,000', async () => {
      const day = new Date('2029-12-10T08:00:00Z');
      const rowsBefore = await site()
        .db.selectFrom('analytics_daily')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const madeUp = Array.from({ length: 2000 }, (_, i) =>
        ev('page_view', {
          receivedAt: day,
          pagePath: `/made-up-${i}`,
          pageName: `made_up_${i}`,
          reader: `r${i}`,
        }),
      );
      const wrongId = ev('page_view', {
        receivedAt: day,
        pagePath: '/blu-ray-disc-basics/999999',
        route: { kind: 'entry', slug: 'blu-ray-disc-basics', id: 999_999 },
      });
      const pastLastPage = ev('page_view', {
        receivedAt: day,
        pagePath: '/blog/9999',
        pageName: 'blog',
      });
      const nowhere = ev('page_view', {
        receivedAt: day,
        pagePath: '/wp-admin/setup.php',
        route: { kind: 'unknown' },
      });
      await site().repos.analytics.insertBatch([
        ...madeUp.slice(0, 1000),
        wrongId,
        pastLastPage,
        nowhere,
      ]);
      await site().repos.analytics.insertBatch(madeUp.slice(1000));
      const rowsAfter = await site()
        .db.selectFrom('analytics_daily')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(rowsAfter.n) - Number(rowsBefore.n)).toBe(1);
      expect(await statsOf(OTHER_PAGE, '2029-12-10')).toMatchObject({
        views: 2003,
        readers: 2001,
        page: OTHER_PAGE,
      });
      // The raw events keep what was reported.
      expect(await site().repos.analytics.countEvents(day)).toBeGreaterThanOrEqual(2003);
    });

    it('gives every page the site has its own row: articles (by slug, or slug and own id), standalone pages, categories, listings, fixed routes, in every locale', async () => {
      const day = new Date('2029-12-11T08:00:00Z');
      const article = await site().repos.articles.bySlug('blu-ray-disc-basics', 'ja');
      const pages: Partial<AnalyticsEventInput>[] = [
        { pagePath: '/blu-ray-disc-basics' },
        {
          pagePath: `/blu-ray-disc-basics/${article?.id}`,
          route: { kind: 'entry', slug: 'blu-ray-disc-basics', id: article?.id },
        },
        { pagePath: '/about-us' },
        { pagePath: '/en/about-us', locale: 'en' },
        { pagePath: '/en/ai-frame-interpolation-60fps', locale: 'en' },
        { pagePath: '/dvd' },
        { pagePath: '/blog/2' },
        { pagePath: '/search-result', route: { kind: 'fixed' } },
        { pagePath: '/', route: { kind: 'fixed' } },
      ];
      await site().repos.analytics.insertBatch(
        pages.map((p) => ev('page_view', { receivedAt: day, pageName: 'x', ...p })),
      );
      const rows = (await site().repos.analytics.summary({ from: '2029-12-11', to: '2029-12-11' }))
        .rows;
      expect(rows.map((r) => r.page).sort()).toEqual(pages.map((p) => p.pagePath).sort());
      // A page published after the first look is found in the next batch (missing slugs are not cached).
      expect(
        await site().repos.analytics.insertBatch([
          ev('page_view', { receivedAt: day, pagePath: '/not-yet-published' }),
        ]),
      ).toMatchObject({ stored: 1 });
      expect(await statsOf('/not-yet-published', '2029-12-11')).toBeUndefined();
    });

    it("feeds the popularity ranking from readers' article views only", async () => {
      const slug = 'dmm-tv-download-guide';
      const now = new Date();
      const before = await site().repos.views.inWindow(slug, 'ja', 30);
      const result = await site().repos.analytics.insertBatch([
        ...[1, 2, 3, 4].map((i) =>
          ev('page_view', {
            receivedAt: now,
            pagePath: `/${slug}`,
            articleSlug: slug,
            reader: `r${i}`,
          }),
        ),
        ev('page_view', { receivedAt: now, pagePath: `/${slug}`, articleSlug: slug, bot: true }),
        ev('page_view', { receivedAt: now, pagePath: '/dvd', articleSlug: 'dvd' }), // a category, not an article
        ev('page_view', {
          receivedAt: now,
          pagePath: '/privacy-policy',
          articleSlug: 'privacy-policy',
        }), // a standalone page
        ev('page_view', {
          receivedAt: now,
          pagePath: '/no-such-article',
          articleSlug: 'no-such-article',
        }),
      ]);
      expect(result.articleViews).toBe(4);
      expect(await site().repos.views.inWindow(slug, 'ja', 30)).toBe(before + 4);
      await site().repos.articles.refreshPopularity(); // as the rankings' refresh does
      const top = await site().repos.articles.list({
        locale: 'ja',
        order: 'popular',
        page: 1,
        perPage: 1,
      });
      expect(top.items[0]).toMatchObject({ slug });
      expect(top.items[0].viewCount).toBeGreaterThanOrEqual(4);
    });

    it('summarises a range by page path or page name, with totals, and counts stored events', async () => {
      const page = {
        pagePath: '/en/ai-frame-interpolation-60fps',
        pageName: 'ai_frame_interpolation_60fps',
        locale: 'en',
      };
      await site().repos.analytics.insertBatch([
        ev('page_view', { ...page, receivedAt: new Date('2030-02-01T12:00:00Z') }),
        ev('page_view', { ...page, receivedAt: new Date('2030-02-03T12:00:00Z') }),
        ev('page_view', { ...page, receivedAt: new Date('2030-02-09T12:00:00Z') }),
      ]);
      const byName = await site().repos.analytics.summary({
        from: '2030-02-01',
        to: '2030-02-05',
        page: 'ai_frame_interpolation_60fps',
      });
      expect(byName.rows.map((r) => r.day)).toEqual(['2030-02-01', '2030-02-03']);
      expect(byName.totals.views).toBe(2);
      const byPath = await site().repos.analytics.summary({
        from: '2030-02-01',
        to: '2030-02-28',
        page: '/en/ai-frame-interpolation-60fps',
      });
      expect(byPath.totals).toMatchObject({ views: 3, readers: 3 });
      expect(
        (
          await site().repos.analytics.summary({
            from: '2030-02-01',
            to: '2030-02-28',
            page: '/elsewhere',
          })
        ).rows,
      ).toEqual([]);
      expect(await site().repos.analytics.countEvents(new Date('2030-02-02T00:00:00Z'))).toBe(2);
      // Retention drops old raw events, never the rollups the stats read.
      const [all, kept] = [
        await site().repos.analytics.countEvents(),
        await site().repos.analytics.countEvents(new Date('2030-02-09T00:00:00Z')),
      ];
      expect((await site().repos.analytics.pruneBefore('2030-02-09')).events).toBe(all - kept);
      expect(await site().repos.analytics.countEvents()).toBe(kept);
      expect(kept).toBeGreaterThanOrEqual(1);
      expect(
        (
          await site().repos.analytics.summary({
            from: '2030-02-01',
            to: '2030-02-28',
            page: '/en/ai-frame-interpolation-60fps',
          })
        ).totals,
      ).toMatchObject({ views: 3, readers: 3 });
    });
  }),
);
