import { describe, expect, it } from 'vitest';
import { assertWellFormed } from '../../tests/support/xml';
import {
  newestLastmod,
  pageUrls,
  partsOf,
  readSitemapFileName,
  renderSitemap,
  renderSitemapIndex,
  type SitemapUrl,
  sitemapFileName,
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

describe('sitemap index and its parts', () => {
  it('cuts a short list into parts of a size, keeping every URL once and in order', () => {
    const parts = partsOf(urls(7), 3);
    expect(parts.map((f) => f.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(urls(7));
    expect(partsOf(urls(2_000)).map((f) => f.length)).toEqual([2_000]);
    expect(partsOf(urls(2_001)).map((f) => f.length)).toEqual([2_000, 1]);
  });
  it('an empty type is one empty, valid part', () => {
    const parts = partsOf([]);
    expect(parts).toEqual([[]]);
    assertWellFormed(renderSitemap(parts[0]), 'empty sitemap');
  });
  it('stays under the byte limit by leaving the last URLs’ images out, never a URL', () => {
    const withImages = urls(40).map((u, i) => ({
      ...u,
      images: Array.from({ length: 5 }, (_, n) => `https://x.example/img/${i}-${n}.png`),
    }));
    const whole = renderSitemap(withImages);
    const limit = Math.floor(Buffer.byteLength(whole) * 0.75);
    const cut = renderSitemap(withImages, limit);
    assertWellFormed(cut, 'cut sitemap');
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(limit);
    expect(cut.match(/<url>/g)).toHaveLength(40);
    // The first URLs keep every image; the cut falls at the end.
    expect(cut).toContain('https://x.example/img/0-4.png');
    expect(cut).not.toContain('https://x.example/img/39-0.png');
    // Under the limit, nothing is left out.
    expect(renderSitemap(withImages, Buffer.byteLength(whole))).toBe(whole);
  });
  it('the index lists its children with the newest lastmod of each', () => {
    const files = partsOf(urls(30), 20);
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
      '__proto__-1.xml',
      // A part past six digits, control characters, markup, an oversize name.
      'articles-1234567.xml',
      'articles-1\n.xml',
      'articles-1\u0000.xml',
      '<b>articles</b>-1.xml',
      `articles-${'9'.repeat(5_000)}.xml`,
    ])
      expect(readSitemapFileName(bad), bad).toBeNull();
  });
});
