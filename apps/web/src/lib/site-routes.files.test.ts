import { describe, expect, it } from 'vitest';
import { feedPath, pathFor } from './site-routes';
import { readUrl as read } from './site-routes.testing';

// The URLs that are files or links rather than pages: feeds, sitemaps, the manifest, and the
// download and buy links the front answers itself.

describe('readSiteUrl: feeds', () => {
  it('reads the site feed, the blog feed and a category feed in each locale, stored like a page', () => {
    expect(read('/feed.xml')).toMatchObject({ route: 'feed', locale: 'ja', cache: 'page' });
    expect(read('/en/feed.xml')).toMatchObject({ route: 'feed', locale: 'en', prefix: 'en' });
    expect(read('/blog/feed.xml')).toMatchObject({ route: 'feed', params: { category: 'blog' } });
    expect(read('/en/dvd/feed.xml')).toMatchObject({
      route: 'feed',
      locale: 'en',
      params: { category: 'dvd' },
    });
    expect(read('/dvd/feed.xml').tags).toContain('category:dvd');
  });
  it('has no feed under a fixed page, deeper paths or bad slugs: those stay files (a 404)', () => {
    for (const p of ['/contact/feed.xml', '/a/b/feed.xml', '/Bad_Slug/feed.xml', '/dvd/rss.xml'])
      expect(read(p).route, p).toBe('file');
  });
  it('writes feed paths that read back as the same feed', () => {
    const ja = { locale: 'ja', defaultLocale: 'ja' };
    const en = { locale: 'en', defaultLocale: 'ja' };
    expect(feedPath(undefined, ja)).toBe('/feed.xml');
    expect(feedPath('blog', en)).toBe('/en/blog/feed.xml');
    expect(read(feedPath('home', en))).toMatchObject({
      route: 'feed',
      params: { category: 'home' },
    });
  });
  it('reads the sitemap index, its children and the manifest as files the page cache stores', () => {
    expect(read('/sitemaps/articles-2.xml')).toMatchObject({
      route: 'sitemaps/[file]',
      cache: 'page',
    });
    expect(read('/sitemaps/articles-2.xml').tags).toContain('sitemap');
    expect(read('/manifest.webmanifest')).toMatchObject({
      route: 'manifest.webmanifest',
      cache: 'page',
    });
    expect(read('/sitemaps/a/b.xml').route).toBe('file');
  });
});

describe('readSiteUrl: the download and buy links', () => {
  it('are answered by the front, never cached, with or without a served locale prefix', () => {
    for (const [url, route] of [
      ['/mlink/download.php?pid=1', 'mlink/download.php'],
      ['/checkout.htm', 'checkout.htm'],
      ['/order/subscribe.php?plan=yearly', 'order/subscribe.php'],
    ])
      expect(read(url)).toMatchObject({
        route,
        kind: 'api',
        cache: null,
        locale: 'ja',
        prefix: null,
      });
    expect(read('/en/checkout.htm')).toMatchObject({
      route: 'checkout.htm',
      locale: 'en',
      prefix: 'en',
      cache: null,
    });
    // Not a served locale, or another depth: a file the site does not have (its 404).
    expect(read('/fr/checkout.htm').route).toBe('file');
    expect(read('/shop/mlink/download.php').route).toBe('file');
  });

  it('builds the thank-you page path with its product and OS', () => {
    expect(
      pathFor(
        'download-thanks',
        { pid: '10421', os: 'mac' },
        { locale: 'en', defaultLocale: 'ja' },
      ),
    ).toBe('/en/download-thanks?pid=10421&os=mac');
  });
});
