import type { SitemapArticle } from '@tsuzuri/content/repositories';
import { describe, expect, it } from 'vitest';
import { articleUrls, categoryUrls } from './sitemap-source';

const site = { locales: ['ja', 'en'], defaultLocale: 'ja', origin: 'https://x.example' };

describe('the categories sitemap', () => {
  it('dates each category page, in each locale, by the newest article it lists', () => {
    const urls = categoryUrls(
      ['dvd', 'dvd-copy', 'blog'],
      [
        { uid: 'dvd', locale: 'ja', newest: '2026-03-01T09:00:00.000Z' },
        { uid: 'dvd', locale: 'en', newest: '2026-02-01T09:00:00.000Z' },
        { uid: 'dvd-copy', locale: 'ja', newest: '2026-01-02T09:00:00.000Z' },
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
      // No article in that locale, or none at all: no date of its own, so none is made up.
      '/en/dvd-copy': undefined,
    });
  });

  it("leaves out the blog category: its URL, /blog, is the blog listing the pages' sitemap lists", () => {
    const urls = categoryUrls(['dvd', 'blog'], [], site);
    expect(urls.map((u) => new URL(u.loc).pathname)).toEqual(['/dvd', '/en/dvd']);
  });
});

describe('the articles sitemap', () => {
  const article = (over: Partial<SitemapArticle>): SitemapArticle => ({
    slug: 'a',
    locale: 'ja',
    updatedAt: '2026-01-02T09:00:00.000Z',
    images: [],
    slugLocales: ['ja'],
    ...over,
  });

  it('lists each article once, in its own locale, its translations as alternates', () => {
    const urls = articleUrls(
      [
        article({ slug: 'pair', locale: 'en', slugLocales: ['ja', 'en'] }),
        article({ slug: 'solo', locale: 'en', slugLocales: ['en'] }),
      ],
      site,
    );
    expect(urls.map((u) => u.loc)).toEqual([
      'https://x.example/en/pair',
      'https://x.example/en/solo',
    ]);
    expect(urls[0].alternates).toEqual([
      { hreflang: 'ja', href: 'https://x.example/pair' },
      { hreflang: 'en', href: 'https://x.example/en/pair' },
      { hreflang: 'x-default', href: 'https://x.example/pair' },
    ]);
    // Without its default-locale version, x-default is the one it has.
    expect(urls[1].alternates.at(-1)).toEqual({
      hreflang: 'x-default',
      href: 'https://x.example/en/solo',
    });
  });

  it('gives its own date and its images as absolute URLs, never a data: URL', () => {
    const [url] = articleUrls(
      [
        article({
          images: ['/images/t.png', 'https://cdn.example/b.jpg', 'data:image/png;base64,AAAA'],
        }),
      ],
      site,
    );
    expect(url.lastmod).toBe('2026-01-02T09:00:00.000Z');
    expect(url.images).toEqual(['https://x.example/images/t.png', 'https://cdn.example/b.jpg']);
  });
});
