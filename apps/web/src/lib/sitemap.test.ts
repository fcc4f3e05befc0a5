import { describe, expect, it } from 'vitest';
import { assertWellFormed } from '../../tests/support/xml';
import {
  newestLastmod,
  pageUrls,
  readSitemapFileName,
  renderSitemap,
  renderSitemapIndex,
  type SitemapUrl,
  sitemapFileName,
  splitSitemap,
} from './sitemap';

const opts = { defaultLocale: 'ja', origin: 'https://tsuzuri.example' };

describe('sitemap', () => {
  it('lists a page once per locale, each with every alternate and x-default', () => {
    const urls = pageUrls('/dvd', ['ja', 'en'], opts);
    expect(urls.map((u) => u.loc)).toEqual([
      'https://tsuzuri.example/dvd',
      'https://tsuzuri.example/en/dvd',
    ]);
    expect(urls[1].alternates).toEqual([
      { hreflang: 'ja', href: 'https://tsuzuri.example/dvd' },
      { hreflang: 'en', href: 'https://tsuzuri.example/en/dvd' },
      { hreflang: 'x-default', href: 'https://tsuzuri.example/dvd' },
    ]);
  });
  it('gives the home page of the default locale the bare origin', () => {
    expect(pageUrls('/', ['ja', 'en'], opts).map((u) => u.loc)).toEqual([
      'https://tsuzuri.example/',
      'https://tsuzuri.example/en',
    ]);
  });
  it('renders valid, escaped XML', () => {
    const xml = renderSitemap([
      { loc: 'https://x.example/a?b=1&c=2', lastmod: '2026-03-14T00:00:00.000Z', alternates: [] },
    ]);
    expect(xml).toContain('<loc>https://x.example/a?b=1&amp;c=2</loc>');
    expect(xml).toContain('<lastmod>2026-03-14</lastmod>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });

  it("lists each page's images with the image extension, absolute, once each, escaped", () => {
    const xml = renderSitemap([
      {
        loc: 'https://x.example/a',
        alternates: [],
        images: [
          'https://x.example/t.png',
          'https://cdn.example/b.jpg?w=1&h=2',
          'https://x.example/t.png',
        ],
      },
    ]);
    assertWellFormed(xml, 'sitemap');
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(
      [...xml.matchAll(/<image:image><image:loc>([^<]+)<\/image:loc><\/image:image>/g)].map(
        (m) => m[1],
      ),
    ).toEqual(['https://x.example/t.png', 'https://cdn.example/b.jpg?w=1&amp;h=2']);
  });
  it("writes lastmod as the content's own day, and none for a page without a date", () => {
    const xml = renderSitemap([
      { loc: 'https://x.example/a', lastmod: '2025-12-31T23:00:00.000Z', alternates: [] },
      { loc: 'https://x.example/b', alternates: [] },
    ]);
    expect(xml).toContain('<loc>https://x.example/a</loc><lastmod>2025-12-31</lastmod>');
    expect(xml).toContain('<url><loc>https://x.example/b</loc></url>');
  });
});

const urls = (n: number): SitemapUrl[] =>
  Array.from({ length: n }, (_, i) => ({
    loc: `https://x.example/article-${i}`,
    lastmod: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
    alternates: [],
  }));

describe('sitemap index and its split', () => {
  it('cuts a type into files before the URL limit, keeping every URL once and in order', () => {
    const files = splitSitemap(urls(7), { urls: 3, bytes: 1e9 });
    expect(files.map((f) => f.length)).toEqual([3, 3, 1]);
    expect(files.flat()).toEqual(urls(7));
  });
  it("cuts before the byte limit: every file's XML stays under it", () => {
    const limit = 1_000;
    const files = splitSitemap(urls(40), { urls: 1e6, bytes: limit });
    expect(files.length).toBeGreaterThan(1);
    for (const f of files) expect(Buffer.byteLength(renderSitemap(f))).toBeLessThanOrEqual(limit);
    expect(files.flat()).toHaveLength(40);
  });
  it('an empty type is one empty, valid file', () => {
    const files = splitSitemap([]);
    expect(files).toEqual([[]]);
    assertWellFormed(renderSitemap(files[0]), 'empty sitemap');
  });
  it('the index lists its children with the newest lastmod of each', () => {
    const files = splitSitemap(urls(30), { urls: 20, bytes: 1e9 });
    const xml = renderSitemapIndex(
      files.map((f, i) => ({
        loc: `https://x.example/sitemaps/${sitemapFileName('articles', i + 1)}`,
        lastmod: newestLastmod(f),
      })),
    );
    assertWellFormed(xml, 'index');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://x.example/sitemaps/articles-1.xml</loc><lastmod>2026-01-20</lastmod></sitemap>',
    );
    expect(xml).toContain(
      '<sitemap><loc>https://x.example/sitemaps/articles-2.xml</loc><lastmod>2026-01-28</lastmod></sitemap>',
    );
  });
  it('reads back only the file names it writes', () => {
    expect(readSitemapFileName(sitemapFileName('categories', 12))).toEqual({
      type: 'categories',
      page: 12,
    });
    for (const bad of [
      'articles-0.xml',
      'articles-01.xml',
      'users-1.xml',
      'articles-1.xml.gz',
      'constructor-1.xml',
    ])
      expect(readSitemapFileName(bad), bad).toBeNull();
  });
});
