import { describe, expect, it } from 'vitest';
import type { Db } from '@tsuzuri/db';
import { testArticleRow } from '@tsuzuri/test-support/article-row';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';

/**
 * A listing's size comes from counters the database keeps with triggers (migration 0023), not
 * from counting the category's rows. These tests write `articles` every way the site does —
 * insert, publish, unpublish, move, change locale, delete, delete a category — straight in SQL,
 * as the import, the console and `db:import` do through their own code, and check the listings
 * say what a count of the rows says.
 */
forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);

  /** What counting the rows says, per locale and category, with the counters beside it. */
  async function bothWays(db: Db) {
    const rows = await db
      .selectFrom('articles')
      .select(['locale', 'category_id'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'published')
      .where('category_id', 'is not', null)
      .groupBy(['locale', 'category_id'])
      .execute();
    const counters = await db
      .selectFrom('listing_counts')
      .select(['locale', 'category_id', 'published'])
      .where('published', '!=', 0)
      .execute();
    const key = (l: string, c: number | null) => `${l}/${c}`;
    return {
      counted: Object.fromEntries(rows.map((r) => [key(r.locale, r.category_id), Number(r.n)])),
      kept: Object.fromEntries(
        counters.map((r) => [key(r.locale, r.category_id), Number(r.published)]),
      ),
    };
  }

  const categoryOf = async (db: Db, uid: string) =>
    (
      await db
        .selectFrom('categories')
        .select('cid')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow()
    ).cid;

  const listingTotal = async (categoryIds: number[], locale = 'ja') =>
    (
      await site().repos.articles.list({
        locale,
        order: 'latest',
        page: 1,
        perPage: 5,
        categoryIds,
      })
    ).total;

  describe('listing counts', () => {
    it('start as the seeded rows counted', async () => {
      const { counted, kept } = await bothWays(site().db);
      expect(Object.keys(counted).length).toBeGreaterThan(10);
      expect(kept).toEqual(counted);
    });

    it('follow every kind of article write, and the listing says the same', async () => {
      const db = site().db;
      const copy = await categoryOf(db, 'dvd-copy');
      const ripping = await categoryOf(db, 'dvd-ripping');
      const before = await listingTotal([copy]);
      const ids = (
        await db
          .insertInto('articles')
          .values([
            testArticleRow({
              slug: 'count-a',
              locale: 'ja',
              category_id: copy,
              status: 'published',
            }),
            testArticleRow({
              slug: 'count-b',
              locale: 'ja',
              category_id: copy,
              status: 'published',
            }),
            testArticleRow({ slug: 'count-c', locale: 'ja', category_id: copy, status: 'draft' }),
            testArticleRow({
              slug: 'count-d',
              locale: 'ja',
              category_id: null,
              status: 'published',
            }),
          ])
          .returning('id')
          .execute()
      ).map((r) => r.id);
      expect(await listingTotal([copy])).toBe(before + 2);

      // Publish the draft, unpublish one, publish the standalone page into a category.
      await db
        .updateTable('articles')
        .set({ status: 'published' })
        .where('id', '=', ids[2])
        .execute();
      await db.updateTable('articles').set({ status: 'draft' }).where('id', '=', ids[0]).execute();
      await db
        .updateTable('articles')
        .set({ category_id: copy })
        .where('id', '=', ids[3])
        .execute();
      expect(await listingTotal([copy])).toBe(before + 3);
      // An update that moves nothing counts nothing; a move, a locale change and a delete do.
      await db
        .updateTable('articles')
        .set({ status: 'published', category_id: copy, title: 'again' })
        .where('id', '=', ids[1])
        .execute();
      const ripped = await listingTotal([ripping]);
      await db
        .updateTable('articles')
        .set({ category_id: ripping })
        .where('id', '=', ids[1])
        .execute();
      await db.updateTable('articles').set({ locale: 'en' }).where('id', '=', ids[2]).execute();
      await db.deleteFrom('articles').where('id', '=', ids[3]).execute();
      expect(await listingTotal([copy])).toBe(before);
      expect(await listingTotal([ripping])).toBe(ripped + 1);
      expect(await listingTotal([copy, ripping])).toBe(before + ripped + 1);
      const { counted, kept } = await bothWays(db);
      expect(kept).toEqual(counted);
    });

    it('follow a category deleted under its articles (their category set to null)', async () => {
      const db = site().db;
      const player = await categoryOf(db, 'dvd-player');
      expect(await listingTotal([player])).toBeGreaterThan(0);
      await db.deleteFrom('category_translations').where('cid', '=', player).execute();
      await db.deleteFrom('categories').where('cid', '=', player).execute();
      expect(await listingTotal([player])).toBe(0);
      const { counted, kept } = await bothWays(db);
      expect(kept).toEqual(counted);
    });

    it('are what the listing reads for its size (it counts no rows)', async () => {
      const db = site().db;
      const copy = await categoryOf(db, 'dvd-copy');
      const before = await listingTotal([copy]);
      const bump = (by: number) =>
        db
          .updateTable('listing_counts')
          .set((eb) => ({ published: eb('published', '+', by) }))
          .where('locale', '=', 'ja')
          .where('category_id', '=', copy)
          .execute();
      await bump(1000);
      try {
        expect(await listingTotal([copy])).toBe(before + 1000);
      } finally {
        await bump(-1000);
      }
    });

    it('leave out the excluded slugs, counted by their key', async () => {
      const db = site().db;
      const latest = await site().repos.articles.list({
        locale: 'ja',
        order: 'latest',
        page: 1,
        perPage: 3,
      });
      const without = await site().repos.articles.list({
        locale: 'ja',
        order: 'latest',
        page: 1,
        perPage: 3,
        excludeSlugs: [latest.items[0].slug, latest.items[1].slug, 'no-such-article'],
      });
      expect(without.total).toBe(latest.total - 2);
      const { n } = await db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('locale', '=', 'ja')
        .where('status', '=', 'published')
        .where('category_id', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(latest.total).toBe(Number(n));
    });
  });
});
