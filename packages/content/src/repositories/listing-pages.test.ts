import { describe, expect, it } from 'vitest';
import type { Db } from '@tsuzuri/db';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { plansOf } from '@tsuzuri/test-support/query-plans';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import type { ArticleOrder } from '../types';
import { contentRepositories } from './index';

/**
 * A listing's later pages: each page is the next stretch of one order, and the articles a deep
 * page skips are read from an index, never as rows (migration 0028). Read row by row, the last
 * page of `/by-latest` took 107 ms at 10,000 articles (docs/benchmarks.md, "A listing's deep
 * pages").
 */
forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);
  const PER_PAGE = 4;

  async function everyPage(order: ArticleOrder, categoryIds?: number[]) {
    const { articles } = site().repos;
    const first = await articles.list({
      locale: 'ja',
      order,
      page: 1,
      perPage: PER_PAGE,
      categoryIds,
    });
    const slugs = first.items.map((a) => a.slug);
    for (let page = 2; page <= first.pageCount; page++) {
      const next = await articles.list({
        locale: 'ja',
        order,
        page,
        perPage: PER_PAGE,
        categoryIds,
      });
      slugs.push(...next.items.map((a) => a.slug));
    }
    return { slugs, total: first.total };
  }

  const published = (db: Db) =>
    db
      .selectFrom('articles')
      .select(['slug', 'category_id'])
      .where('locale', '=', 'ja')
      .where('status', '=', 'published')
      .where('category_id', 'is not', null);

  describe('a listing page by page', () => {
    it('/by-latest: every published article once, newest first, ties by id', async () => {
      const { db } = site();
      const expected = (
        await published(db).orderBy('published_at', 'desc').orderBy('id', 'desc').execute()
      ).map((r) => r.slug);
      const { slugs, total } = await everyPage('latest');
      expect(total).toBe(expected.length);
      expect(slugs).toEqual(expected);
    });

    it('a category: its own articles only, in the same order', async () => {
      const { db } = site();
      // The category with the most articles: more than one page.
      const { category_id } = await db
        .selectFrom('articles')
        .select('category_id')
        .where('locale', '=', 'ja')
        .where('status', '=', 'published')
        .where('category_id', 'is not', null)
        .groupBy('category_id')
        .orderBy((eb) => eb.fn.countAll(), 'desc')
        .executeTakeFirstOrThrow();
      const expected = (
        await published(db)
          .where('category_id', '=', category_id)
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map((r) => r.slug);
      expect(expected.length).toBeGreaterThan(PER_PAGE);
      expect((await everyPage('latest', [category_id as number])).slugs).toEqual(expected);
    });

    it('/by-popularity: the ranked articles, then the rest by lifetime views, each once', async () => {
      const { db, repos } = site();
      const [first, second] = await published(db).select('id').orderBy('id').limit(2).execute();
      // Two articles read in the window, ranked by the refresh; every other one follows unranked.
      await db
        .insertInto('article_views_daily')
        .values([
          { article_id: second.id, day: new Date().toISOString().slice(0, 10), views: 5 },
          { article_id: first.id, day: new Date().toISOString().slice(0, 10), views: 3 },
        ])
        .execute();
      await repos.articles.refreshPopularity();
      const { slugs, total } = await everyPage('popular');
      expect(slugs.slice(0, 2)).toEqual([second.slug, first.slug]);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(slugs).toHaveLength(total);
    });
  });

  describe.runIf(dialect === 'sqlite')('what a deep page reads', () => {
    /** The plan of the statement that skips the earlier pages of `table` (the one with an offset). */
    async function skippingPlan(
      order: ArticleOrder,
      categoryIds?: number[],
      table = 'articles',
      excludeSlugs?: string[],
    ) {
      const planned = await plansOf(site().db, (db) =>
        contentRepositories(db).articles.list({
          locale: 'ja',
          order,
          page: 3,
          perPage: PER_PAGE,
          categoryIds,
          excludeSlugs,
        }),
      );
      const skipping = planned.filter(
        // The statement's own table, its first: a subquery's may be another.
        (p) => / offset \?/.test(p.sql) && p.sql.match(/ from "(\w+)"/)?.[1] === table,
      );
      expect(skipping).toHaveLength(1);
      return skipping[0].plan;
    }

    it('/by-latest skips along the listing index alone', async () => {
      expect(await skippingPlan('latest')).toMatch(
        /^SEARCH a USING COVERING INDEX articles_listing_idx/m,
      );
    });

    it('a category skips along its own index alone', async () => {
      const { db } = site();
      const { cid } = await db.selectFrom('categories').select('cid').executeTakeFirstOrThrow();
      expect(await skippingPlan('latest', [cid])).toMatch(
        /^SEARCH a USING COVERING INDEX articles_category_listing_idx/m,
      );
    });

    it('/by-popularity skips the unranked articles along the view-count index alone', async () => {
      expect(await skippingPlan('popular')).toMatch(
        /^SEARCH a USING COVERING INDEX articles_popular_idx/m,
      );
    });

    it('/by-popularity walks its own listing in the ranking, along an index alone', async () => {
      // A deep popular page walked every ranked article before it, asking which of them its
      // listing holds: 47 ms for the last page at 100,000 articles (10,000 ranked). The ranking
      // now carries each article's listing columns (migration 0031): the page's offset is a
      // walk of the listing's own entries in rank order, with no sort.
      const { db, repos } = site();
      const read = await db
        .selectFrom('articles')
        .select('id')
        .where('status', '=', 'published')
        .orderBy('id')
        .limit(3)
        .execute();
      const day = new Date().toISOString().slice(0, 10);
      await db
        .insertInto('article_views_daily')
        .values(read.map((r) => ({ article_id: r.id, day, views: 2 })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      await repos.articles.refreshPopularity();
      // The whole list, a category's (`?category=`, its category read from the index entries)
      // and one without some slugs (the adult list, found by key first).
      const { category_id } = await db
        .selectFrom('articles')
        .select('category_id')
        .where('id', '=', read[0].id)
        .executeTakeFirstOrThrow();
      for (const [categoryIds, excluded] of [
        [undefined, undefined],
        [[category_id as number], undefined],
        [undefined, ['best-free-dvd-software']],
      ] as const) {
        const plan = await skippingPlan(
          'popular',
          categoryIds && [...categoryIds],
          'article_popularity',
          excluded && [...excluded],
        );
        expect(plan).toMatch(
          /^SEARCH p USING COVERING INDEX article_popularity_listing_idx \(locale=\? AND status=\?\)$/m,
        );
        expect(plan).not.toMatch(/TEMP B-TREE|SCAN/);
      }
    });
  });
});
