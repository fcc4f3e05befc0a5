import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import type { ListOptions } from './articles';

/** The six top-level categories, in menu order. Articles sit in their children, so these may hold none of their own. */
const TOP_LEVEL = ['dvd', 'blu-ray', '4k-uhd', 'multimedia', 'streaming', 'ai'];

forEachDialect((dialect) => {
  // One seeded database (the real demo content) per dialect, shared by these read-only tests.
  const site = useSeededDatabase(dialect);

  /** A page of the Japanese article list, as a listing asks for it (the first unless told). */
  const japanese = (opts: Omit<ListOptions, 'locale' | 'page'> & { page?: number }) =>
    site().repos.articles.list({ locale: 'ja', page: 1, ...opts });

  describe('the seeded demo content', () => {
    it('has at least 60 published Japanese articles spread over every category', async () => {
      const all = await japanese({ order: 'latest', perPage: 500 });
      expect(all.total).toBeGreaterThanOrEqual(60);
      const used = new Set(all.items.map((a) => a.category?.uid));
      const nav = await site().repos.categories.navigation('ja');
      const empty = nav
        .flatMap((c) => [c, ...c.children])
        .filter((c) => !used.has(c.uid))
        .map((c) => c.uid);
      expect(empty.filter((uid) => !TOP_LEVEL.includes(uid))).toEqual([]);
    });
  });

  describe('categories', () => {
    it('lists the six top-level categories and the blog, in order, with their children', async () => {
      const nav = await site().repos.categories.navigation('ja');
      expect(nav.map((c) => c.uid)).toEqual([...TOP_LEVEL, 'blog']);
      expect(nav[0].children.map((c) => c.uid)).toEqual([
        'dvd-creator',
        'dvd-ripping',
        'dvd-copy',
        'dvd-player',
        'freesoft',
      ]);
      expect(nav.find((c) => c.uid === 'streaming')?.children).toHaveLength(9);
      expect(nav.find((c) => c.uid === 'ai')?.children.map((c) => c.name)).toContain('FPS向上');
    });

    it('names categories per locale and falls back to the default locale', async () => {
      expect((await site().repos.categories.byUid('blu-ray', 'en'))?.name).toBe('Blu-ray');
      expect((await site().repos.categories.byUid('blu-ray', 'ja'))?.name).toBe('ブルーレイ');
      expect((await site().repos.categories.byUid('blu-ray', 'fr'))?.name).toBe('ブルーレイ');
      const copy = await site().repos.categories.byUid('dvd-copy', 'ja');
      expect(copy?.parent?.uid).toBe('dvd');
    });
  });

  describe('articles', () => {
    it('pages the latest list newest first without overlaps', async () => {
      const p1 = await japanese({ order: 'latest', perPage: 10 });
      const p2 = await japanese({ order: 'latest', page: 2, perPage: 10 });
      const dates = [...p1.items, ...p2.items].map((a) => a.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set([...p1.items, ...p2.items].map((a) => a.id)).size).toBe(20);
      expect(p1.pageCount).toBe(Math.ceil(p1.total / 10));
    });

    it('orders the popular list by view count', async () => {
      const top = await japanese({ order: 'popular', perPage: 10 });
      const views = top.items.map((a) => a.viewCount);
      expect(views).toEqual([...views].sort((a, b) => b - a));
    });

    it('lists a top-level category with its children, and never lists standalone pages', async () => {
      const ids = await site().repos.categories.idsWithChildren(1);
      const dvd = await japanese({ order: 'latest', perPage: 100, categoryIds: ids });
      expect(dvd.items.length).toBeGreaterThan(3);
      expect(new Set(dvd.items.map((a) => a.category?.uid))).toContain('dvd-copy');
      const all = await japanese({ order: 'latest', perPage: 500 });
      expect(all.items.map((a) => a.slug)).not.toContain('privacy-policy');
    });

    it('loads an article with its author, category, table of contents and locales', async () => {
      const article = await site().repos.articles.bySlug('video-format-basics-guide', 'ja');
      expect(article?.author?.name).toBe('綴 編集部');
      expect(article?.category?.uid).toBe('multimedia');
      expect(article?.toc.length).toBeGreaterThan(2);
      expect(article?.bodyHtml).toContain('data-img=');
      expect((await site().repos.articles.localesOf('video-format-basics-guide')).sort()).toEqual([
        'en',
        'ja',
      ]);
      expect(
        (await site().repos.articles.bySlug('video-format-basics-guide', 'en'))?.author?.name,
      ).toBe('Tsuzuri Editors');
    });

    it('searches articles, short Japanese words included, and treats % and _ literally', async () => {
      const found = await site().repos.articles.search('画質', 'ja', 1, 50);
      expect(found.total).toBeGreaterThan(0);
      expect(found.items.every((a) => a.title.length > 0 && a.snippetHtml.includes('<mark>'))).toBe(
        true,
      );
      expect((await site().repos.articles.search('画%質', 'ja', 1, 50)).total).toBe(0);
      expect((await site().repos.articles.search('zzqqxx', 'ja', 1, 50)).total).toBe(0);
      expect((await site().repos.articles.search('D_D', 'ja', 1, 50)).total).toBe(0);
    });
  });
});
