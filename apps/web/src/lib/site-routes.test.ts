import { trackingPageName } from '@tsuzuri/tracker/page-name';
import { describe, expect, it } from 'vitest';
import {
  cardPath,
  movedPageTarget,
  PAGE_ROUTES,
  type PageRouteName,
  pathFor,
  readSiteUrl,
  SITEMAP_PAGES,
} from './site-routes';
import { readUrl as read, TEST_SITE as site } from './site-routes.testing';

const pageTags = (url: string) => read(url).tags;

describe('readSiteUrl: locale and route', () => {
  it('reads the locale prefix, the route and its params', () => {
    expect(read('/')).toMatchObject({
      locale: 'ja',
      prefix: null,
      route: 'home',
      kind: 'page',
      cache: 'page',
    });
    expect(read('/en/by-latest/3?category=dvd')).toMatchObject({
      locale: 'en',
      prefix: 'en',
      route: 'by-latest',
      params: { page: 3, category: 'dvd' },
    });
    expect(read('/en/video-guide/12')).toMatchObject({
      route: 'entry',
      params: { slug: 'video-guide', id: 12 },
    });
    expect(read('/search-result?q=画質')).toMatchObject({
      route: 'search-result',
      params: { q: '画質' },
    });
  });
  it('treats a locale the site does not serve as a slug', () => {
    expect(read('/en/contact', { configured: ['ja'], defaultLocale: 'ja' })).toMatchObject({
      locale: 'ja',
      prefix: null,
      route: 'unknown',
    });
  });
  it('reads a slug that names a property of every object as a slug, not a route', () => {
    for (const slug of ['constructor', 'valueof', 'hasownproperty']) {
      expect(read(`/${slug}`), slug).toMatchObject({
        route: 'entry',
        params: { slug },
        pageName: slug,
      });
      expect(read(`/${slug}`).tags, slug).toContain(`article:${slug}`);
    }
  });
  it('calls unknown what no route takes: extra segments, bad page numbers, bad slugs', () => {
    for (const p of [
      '/contact/x',
      '/blog/0',
      '/blog/abc',
      '/by-latest/01',
      '/Slug',
      '/a/b/c',
      '/guide/abc',
    ])
      expect(read(p).route, p).toBe('unknown');
  });
});

describe('readSiteUrl: what a cache may store', () => {
  it('stores pages, the sitemap and robots.txt in the page cache; not assets, Next files or APIs', () => {
    for (const p of ['/best-free-dvd-software', '/en/blog/2', '/sitemap.xml', '/robots.txt'])
      expect(read(p).cache, p).toBe('page');
    for (const p of [
      '/api/comments',
      '/logo.svg',
      '/_next/static/x.js',
      '/images/a',
      '/webpush/sw.js',
      '/index.php/sub/register',
    ])
      expect(read(p).cache, p).toBe(null);
    expect(read('/logo.svg')).toMatchObject({ kind: 'asset', route: 'file' });
    // A missing file under a locale prefix is missing in that locale (its not-found page).
    expect(read('/en/old.php')).toMatchObject({ route: 'file', locale: 'en', prefix: 'en' });
    expect(read('/old.php')).toMatchObject({ route: 'file', locale: 'ja', prefix: null });
    expect(read('/_next/data/x')).toMatchObject({ kind: 'internal' });
  });
  it('stores a social card like a file, under its article (a locale the site does not serve is a missing file)', () => {
    expect(read('/og/ja/best-free-dvd-software.png')).toMatchObject({
      kind: 'asset',
      route: 'og',
      cache: 'page',
      locale: 'ja',
      params: { slug: 'best-free-dvd-software' },
      tags: ['article:best-free-dvd-software'],
    });
    expect(read('/og/en/_site.png')).toMatchObject({ route: 'og', locale: 'en', tags: [] });
    expect(pathFor('home')).toBe('/');
    expect(cardPath('en', 'a-b')).toBe('/og/en/a-b.png');
    expect(read(cardPath('ja'))).toMatchObject({ route: 'og', params: { slug: '_site' } });
    for (const p of ['/og/fr/x.png', '/og/ja/Bad_Slug.png', '/og/ja/x.jpg', '/og/ja/a/b.png'])
      expect(read(p), p).toMatchObject({ route: 'file', cache: null });
  });
  it('never stores the pages a subscription mail links to: their URL holds a one-time token', () => {
    for (const p of [
      '/subscription/confirm',
      '/en/subscription/confirm',
      '/subscription/unsubscribe',
      '/en/subscription/unsubscribe/',
    ]) {
      expect(read(p), p).toMatchObject({ kind: 'page', cache: null });
    }
  });
  it('stores the two listed APIs in the API cache, with the tags of what they list', () => {
    expect(read('/category/list?language=en')).toMatchObject({
      kind: 'api',
      cache: 'api',
      tags: ['categories', 'locale:en'],
    });
    expect(read('/article/recently_top_article')).toMatchObject({
      cache: 'api',
      tags: ['list:latest:ja', 'list:popular:ja'],
    });
    expect(read('/category/list/').cache).not.toBe('api'); // Next redirects it to the exact path
  });
});

describe('readSiteUrl: cache tags', () => {
  it('tags every page with its locale and sidebar lists', () => {
    expect(pageTags('/')).toEqual(['locale:ja', 'list:latest:ja', 'list:popular:ja']);
    expect(pageTags('/en')).toEqual(['locale:en', 'list:latest:en', 'list:popular:en']);
  });
  it('tags an article or category path with both, by slug', () => {
    expect(pageTags('/dvd-backup-iso-basics')).toEqual(
      expect.arrayContaining(['article:dvd-backup-iso-basics', 'category:dvd-backup-iso-basics']),
    );
    expect(pageTags('/en/video-format-basics-guide/12')).toEqual(
      expect.arrayContaining(['article:video-format-basics-guide', 'locale:en']),
    );
  });
  it('reads the product list and a product page, tagged with what a product write purges', () => {
    expect(read('/products')).toMatchObject({ route: 'products', params: {}, cache: 'page' });
    expect(read('/en/products/video-studio')).toMatchObject({
      route: 'products',
      locale: 'en',
      params: { slug: 'video-studio' },
    });
    expect(pageTags('/products/video-studio')).toEqual(
      expect.arrayContaining(['products', 'product:video-studio', 'locale:ja']),
    );
    expect(pageTags('/products')).toContain('products');
    for (const p of ['/products/Video_Studio', '/products/a/b', '/products/x.exe'])
      expect(read(p).route, p).not.toBe('products');
    expect(pathFor('products', { slug: 'ai-upscaler' })).toBe('/products/ai-upscaler');
  });
  it('tags the blog and filtered rankings', () => {
    expect(pageTags('/blog/2')).toEqual(expect.arrayContaining(['list:blog:ja', 'category:blog']));
    expect(pageTags('/by-latest?category=dvd')).toContain('category:dvd');
  });
  it('tags the authored pages with their article, and the sitemap with "sitemap"', () => {
    expect(pageTags('/privacy-policy')).toContain('article:privacy-policy');
    for (const page of ['terms-of-use', 'cookies-policy', 'tokushoho'])
      expect(pageTags(`/en/${page}`)).toContain(`article:${page}`);
    expect(pageTags('/sitemap.xml')).toContain('sitemap');
  });
  it('sends the other name of the terms of use to its one URL, in the same locale', () => {
    const moved = (url: string) => movedPageTarget(read(url), site);
    expect(moved('/term-of-use')).toBe('/terms-of-use');
    expect(moved('/en/term-of-use')).toBe('/en/terms-of-use');
    expect(moved('/terms-of-use')).toBeNull();
    expect(moved('/term-of-use/12')).toBeNull();
    expect(moved('/term-of-use-guide')).toBeNull();
  });
  it('gives fixed pages only the locale-wide tags', () => {
    expect(pageTags('/contact')).toEqual(['locale:ja', 'list:latest:ja', 'list:popular:ja']);
    expect(pageTags('/en/not-found-page')).toEqual([
      'locale:en',
      'list:latest:en',
      'list:popular:en',
    ]);
  });
});

describe('readSiteUrl: tracking page names', () => {
  const name = (p: string, configured = site.configured) =>
    readSiteUrl(p, '', { configured, defaultLocale: 'ja' }).pageName;
  it('names the home page and the rankings index, every blog page blog', () => {
    expect([
      name('/'),
      name('/en'),
      name('/by-latest/2'),
      name('/by-popularity'),
      name('/blog'),
      name('/en/blog/3'),
    ]).toEqual(['index', 'index', 'index', 'index', 'blog', 'blog']);
  });
  it('drops a trailing -new with one or two digits, turns hyphens into underscores', () => {
    expect(name('/dvd-copy-guide-new12')).toBe('dvd_copy_guide');
    expect(name('/dvd-copy-guide-new123')).toBe('dvd_copy_guide_new123');
    expect(name('/en/blu-ray-copy-howto/42')).toBe('blu_ray_copy_howto');
    expect(name('/fr/contact', ['ja'])).toBe('fr');
  });

  // The browser tracker keeps its own tiny copy of the rule (packages/tracker/src/page-name.ts):
  // both must name every route, in every locale, the same.
  it('agrees with the browser tracker on every route and on odd paths', () => {
    const params = { slug: 'dvd-copy-guide-new3', id: 7, page: 2 };
    const paths = (Object.keys(PAGE_ROUTES) as PageRouteName[]).flatMap((r) =>
      ['ja', 'en'].flatMap((locale) => [
        pathFor(r, {}, { locale, defaultLocale: 'ja' }),
        pathFor(r, params, { locale, defaultLocale: 'ja' }),
      ]),
    );
    paths.push(
      '/home',
      '/entry',
      '//blog//2',
      '/renew-guide',
      '/a/b/c',
      '/api/comments',
      '/logo.svg',
      '/ja/x',
    );
    for (const p of paths)
      expect(name(p.split('?')[0]), p).toBe(trackingPageName(p.split('?')[0], site.configured));
  });
});

describe('pathFor', () => {
  it('builds the path readSiteUrl reads back, with the locale prefix', () => {
    expect(pathFor('home')).toBe('/');
    expect(pathFor('home', {}, { locale: 'en', defaultLocale: 'ja' })).toBe('/en');
    expect(pathFor('blog', { page: 1 })).toBe('/blog');
    expect(
      pathFor('by-latest', { page: 2, category: 'dvd' }, { locale: 'en', defaultLocale: 'ja' }),
    ).toBe('/en/by-latest/2?category=dvd');
    expect(
      pathFor('subscription/confirm', { token: 'abc' }, { locale: 'ja', defaultLocale: 'ja' }),
    ).toBe('/subscription/confirm?token=abc');
    expect(pathFor('entry', { slug: 'dvd', id: 3 })).toBe('/dvd/3');
    for (const r of Object.keys(PAGE_ROUTES) as PageRouteName[]) {
      const p = pathFor(r, { slug: 'dvd-guide' }, { locale: 'en', defaultLocale: 'ja' });
      expect(read(p).route, p).toBe(r);
    }
  });
  it('lists the fixed pages of the sitemap', () => {
    expect(SITEMAP_PAGES.map((r) => pathFor(r))).toEqual([
      '/',
      '/blog',
      '/by-latest',
      '/by-popularity',
      '/contact',
      '/products',
      '/pagelink',
      '/external-transmission',
    ]);
  });
});
