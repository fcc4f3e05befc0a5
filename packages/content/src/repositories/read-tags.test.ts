import { describe, expect, it } from 'vitest';
import type { Db } from '@tsuzuri/db';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { contentRepositories } from './index';

/** The repositories over the seeded demo content, with every read's tags written down. */
function recorded(db: Db) {
  const read: string[] = [];
  const repos = contentRepositories(db, {
    fallbackLocale: 'ja',
    popularWindowDays: 30,
    readTags: (tags) => read.push(...tags),
  });
  return { repos, read, take: () => read.splice(0) };
}

describe('what the repositories say they read', () => {
  const site = useSeededDatabase();

  it('an article read names the article and its category; a slug that is none names nothing', async () => {
    const { repos, take } = recorded(site().db);
    const article = await repos.articles.bySlug('dvd-backup-iso-basics', 'ja');
    expect(article?.category).toBeTruthy();
    expect(take()).toEqual(['article:dvd-backup-iso-basics', `category:${article?.category?.uid}`]);
    expect(await repos.articles.bySlug('no-such-article', 'ja')).toBeNull();
    expect(await repos.categories.byUid('no-such-article', 'ja')).toBeNull();
    expect(take()).toEqual([]);
  });

  it('a category page names the category; listings and search name the list of their locale', async () => {
    const { repos, take } = recorded(site().db);
    expect(await repos.categories.byUid('dvd', 'en')).toBeTruthy();
    await repos.articles.list({ locale: 'en', order: 'latest', page: 1, perPage: 5 });
    await repos.articles.list({ locale: 'ja', order: 'popular', page: 1, perPage: 5 });
    await repos.articles.search('DVD', 'ja', 1, 10);
    expect(take()).toEqual(['category:dvd', 'list:latest:en', 'list:popular:ja', 'list:latest:ja']);
  });

  it('the navigation names the category tree and its locale; the sitemap names itself', async () => {
    const { repos, take } = recorded(site().db);
    await repos.categories.navigation('ja');
    expect(take()).toEqual(['categories', 'locale:ja']);
    const scope = { locales: ['ja', 'en'], excludedSlugs: [] };
    await repos.sitemap.articleParts(scope);
    await repos.sitemap.categoryDates(scope);
    expect(take()).toEqual(['sitemap', 'sitemap']);
    // A part of the articles' sitemap: its own tag, and the one a whole-site write purges.
    await repos.sitemap.articlePart(3, scope);
    expect(take()).toEqual(['sitemap:articles', 'sitemap:articles-3']);
  });
});
