import type { SitemapEntry } from '@tsuzuri/content/repositories';
import { describe, expect, it } from 'vitest';
import { categoryUrls } from './sitemap-source';

const site = { locales: ['ja', 'en'], defaultLocale: 'ja', origin: 'https://x.example' };
const entry = (
  slug: string,
  locale: string,
  day: string,
  categoryUids: string[],
): SitemapEntry => ({
  slug,
  locale,
  updatedAt: `${day}T09:00:00.000Z`,
  listed: true,
  categoryUids,
  images: [],
});

describe('the categories sitemap', () => {
  it('dates each category page, in each locale, by the newest article it lists', () => {
    const urls = categoryUrls(
      ['dvd', 'dvd-copy', 'blog'],
      [
        entry('a', 'ja', '2026-01-02', ['dvd-copy', 'dvd']),
        entry('b', 'ja', '2026-03-01', ['dvd']),
        entry('c', 'ja', '2025-12-31', ['dvd']),
        entry('a', 'en', '2026-02-01', ['dvd-copy', 'dvd']),
      ],
      site,
    );
    const lastmod = Object.fromEntries(
      urls.map((u) => [new URL(u.loc).pathname, u.lastmod?.slice(0, 10)]),
    );
    expect(lastmod).toEqual({
      '/dvd': '2026-03-01',
      '/en/dvd': '2026-02-01',
      '/dvd-copy': '2026-01-02',
      '/en/dvd-copy': '2026-02-01',
      // No article: no date of its own, so none is made up.
      '/blog': undefined,
      '/en/blog': undefined,
    });
  });

  it('reads each article once, however many categories the site has', () => {
    let reads = 0;
    const entries = Array.from({ length: 50 }, (_, i) =>
      Object.defineProperty(entry(`a${i}`, 'ja', '2026-01-01', []), 'categoryUids', {
        get: () => {
          reads++;
          return ['c1'];
        },
      }),
    );
    const uids = Array.from({ length: 40 }, (_, i) => `c${i}`);
    expect(categoryUrls(uids, entries, site)).toHaveLength(80);
    expect(reads).toBe(50);
  });
});
