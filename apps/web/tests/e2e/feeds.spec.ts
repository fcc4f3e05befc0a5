import { expect, request, test } from '@playwright/test';
import { assertWellFormed, readFeed } from '../support/xml';
import { importArticles } from './content-import';
import { ADULT_ARTICLE, ARTICLE, EN_SITE } from './support';

// Feeds, sitemaps, the manifest and the favicon set as a crawler, a feed reader and a browser get
// them through the front (docs/product.md#feeds, docs/routes.md#sitemaps).

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

test('the head links the feeds, the icons, the manifest and the theme colour', async ({ page }) => {
  await page.goto('/blog');
  const feeds = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(feeds).toHaveCount(2);
  expect(
    await feeds.evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname)),
  ).toEqual(['/blog/feed.xml', '/feed.xml']);
  await page.goto('/dvd');
  await expect(feeds.first()).toHaveAttribute('href', /\/dvd\/feed\.xml$/);
  await page.goto(`/${ARTICLE}`);
  await expect(feeds).toHaveCount(1);
  await expect(feeds).toHaveAttribute('href', /\/feed\.xml$/);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    /apple-touch-icon\.png/,
  );
  await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#1d4ed8');
  // Every file the head names answers, with the type a browser expects.
  const hrefs = await page
    .locator(
      'head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"], head link[type="application/rss+xml"]',
    )
    .evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href));
  for (const href of hrefs) {
    const answer = await page.request.get(href);
    expect(answer.status(), href).toBe(200);
    expect(answer.headers()['content-type'], href).toMatch(
      /^(image\/(x-icon|vnd\.microsoft\.icon|png|svg\+xml)|application\/(manifest\+json|rss\+xml))/,
    );
  }
});

test('every feed of both locales is valid RSS with absolute links and the articles own dates', async () => {
  const api = await request.newContext({ baseURL: EN_SITE });
  const categories = locsOf(await (await api.get('/sitemaps/categories-1.xml')).text()).map(
    (loc) => new URL(loc).pathname,
  );
  expect(categories.length).toBeGreaterThan(10);
  const paths = ['/', '/en/', '/blog/', '/en/blog/', ...categories.map((p) => `${p}/`)].map(
    (p) => `${p}feed.xml`,
  );
  for (const path of paths) {
    const answer = await api.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toBe('application/rss+xml; charset=utf-8');
    const feed = readFeed(await answer.text(), path);
    expect(feed.self, path).toBe(new URL(path, EN_SITE).toString());
    expect(feed.language, path).toBe(path.startsWith('/en/') ? 'en' : 'ja');
    for (const item of feed.items) {
      expect(item.url, path).toMatch(/^http:\/\/127\.0\.0\.1:3101\//);
      expect(item.published, path).not.toBeNull();
      expect(item.url, path).not.toContain(ADULT_ARTICLE);
    }
  }
  const site = readFeed(await (await api.get('/feed.xml')).text());
  expect(site.items.length).toBe(20);
  // A seed article dated in the past keeps that date (not the time of the request).
  const blog = readFeed(await (await api.get('/blog/feed.xml')).text());
  for (const item of blog.items)
    expect(new Date(String(item.published)).getTime()).toBeLessThan(Date.now() - 86_400_000);
  expect((await api.get('/no-such-category/feed.xml')).status()).toBe(404);
  expect((await api.get(`/${ARTICLE}/feed.xml`)).status()).toBe(404);
  // The default locale has no prefix, for feeds as for pages.
  const prefixed = await api.get('/ja/feed.xml', { maxRedirects: 0 });
  expect([301, 307, 308]).toContain(prefixed.status());
  expect(new URL(prefixed.headers().location, EN_SITE).pathname).toBe('/feed.xml');
});

test('the sitemap index leads to every child, each valid, with images and content dates', async ({
  request: api,
}) => {
  const index = await api.get('/sitemap.xml');
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const indexXml = await index.text();
  assertWellFormed(indexXml, 'sitemap index');
  const children = locsOf(indexXml);
  expect(children.map((c) => new URL(c).pathname)).toEqual([
    '/sitemaps/pages-1.xml',
    '/sitemaps/categories-1.xml',
    '/sitemaps/products-1.xml',
    '/sitemaps/articles-1.xml',
  ]);
  const articles = await (await api.get(children[3])).text();
  assertWellFormed(articles, 'articles sitemap');
  const entry = new RegExp(`<url><loc>[^<]+/${ARTICLE}</loc>.*?</url>`).exec(articles)?.[0] ?? '';
  // The seed article's own date, and its thumbnail as an absolute image URL.
  expect(entry).toContain('<lastmod>2025-04-22</lastmod>');
  expect(entry).toMatch(/<image:image><image:loc>https?:\/\/[^<]+\/images\/[^<]+<\/image:loc>/);
  expect(articles).not.toContain(ADULT_ARTICLE);
  for (const child of children.slice(0, 3)) assertWellFormed(await (await api.get(child)).text());
  expect((await api.get('/sitemaps/articles-2.xml')).status()).toBe(404);
});

test('the manifest and the icons answer with their types and cache headers', async ({
  request: api,
}) => {
  const manifest = await api.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(await manifest.json()).toMatchObject({
    short_name: 'つづり',
    lang: 'ja',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1d4ed8',
    icons: expect.arrayContaining([expect.objectContaining({ purpose: 'maskable' })]),
  });
  // Stored by the page cache like a page: the second visitor is a hit.
  expect((await api.get('/manifest.webmanifest')).headers()['x-page-cache']).toMatch(/HIT|STALE/);
  for (const [path, type] of [
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/icons/icon-512.png', /^image\/png/],
    ['/apple-touch-icon.png', /^image\/png/],
  ] as const) {
    const icon = await api.get(path);
    expect(icon.status(), path).toBe(200);
    expect(icon.headers()['content-type'], path).toMatch(type);
    expect(icon.headers()['cache-control'], path).toBe('public, max-age=86400');
  }
});

test('publishing an article purges the cached feeds and sitemap that list it', async () => {
  const api = await request.newContext({ baseURL: EN_SITE });
  const feeds = ['/en/feed.xml', '/en/paravi/feed.xml', '/en/streaming/feed.xml'];
  for (const path of [...feeds, '/sitemaps/articles-1.xml']) {
    await api.get(path);
    await expect
      .poll(async () => (await api.get(path)).headers()['x-page-cache'], { timeout: 3000 })
      .toMatch(/HIT|STALE/);
  }
  const slug = `feed-check-${Date.now()}`;
  // On the English site: an English article purges only English pages, so the ja-site cache
  // tests running alongside are not disturbed.
  importArticles(3101, [
    {
      slug,
      title: 'Feed check ]]> & <b>',
      category: 'paravi',
      locale: 'en',
      publishedAt: new Date().toISOString().slice(0, 10),
      body: '![A chart](/images/demo/comparison-chart.svg)\n\nBody.',
    },
  ]);
  for (const path of feeds) {
    await expect
      .poll(async () => (await api.get(path)).text(), { intervals: [100], timeout: 3000 })
      .toContain(slug);
    const item = readFeed(await (await api.get(path)).text()).items[0];
    expect(item.title, path).toBe('Feed check ]]> & <b>');
  }
  await expect
    .poll(async () => (await api.get('/sitemaps/articles-1.xml')).text(), { timeout: 3000 })
    .toMatch(new RegExp(`/en/${slug}</loc>.*?/images/demo/comparison-chart\\.svg</image:loc>`));
  // The Japanese feed lists Japanese articles only: it was not purged for nothing.
  expect(await (await api.get('/feed.xml')).text()).not.toContain(slug);
});
