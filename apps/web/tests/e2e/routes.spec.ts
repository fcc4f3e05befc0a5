import { expect, test } from '@playwright/test';
import { ADULT_ARTICLE, ARTICLE, articleId } from './support';

// Every route of docs/product.md#pages on the ja-only site (no prefix): status codes as a visitor,
// a crawler or a monitoring probe sees them.

const OK_PATHS = [
  '/',
  '/dvd',
  '/dvd-copy',
  `/${ARTICLE}`,
  '/blog',
  '/by-latest',
  '/by-latest/2',
  '/by-popularity',
  '/contact',
  '/privacy-policy',
  '/resource',
  '/pagelink',
  '/ping',
  '/about-us',
];
const MISSING_PATHS = [
  '/blog/999',
  '/blog/01',
  '/blog/abc',
  '/by-latest/0',
  '/error-404',
  '/no-such-page',
  '/en/dvd',
  `/${ARTICLE}/abc`,
];

test('every page route answers 200', async ({ request }) => {
  for (const path of OK_PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
});

test('unknown pages, bad page numbers and unconfigured locales answer 404', async ({ request }) => {
  for (const path of MISSING_PATHS) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('an article is reachable by its numeric id, and only by its own id', async ({ request }) => {
  const id = articleId(ARTICLE);
  expect((await request.get(`/${ARTICLE}/${id}`)).status()).toBe(200);
  expect((await request.get(`/${ARTICLE}/${id + 1000}`)).status()).toBe(404);
});

test('/blog/2 exists exactly when the blog has a second page', async ({ page, request }) => {
  await page.goto('/blog');
  const count = await page.getByText(/全\d+件（1 \/ \d+ページ）/).innerText();
  const pages = Number(/\/ (\d+)ページ/.exec(count)?.[1]);
  expect(pages).toBeGreaterThanOrEqual(1);
  expect((await request.get('/blog/2')).status()).toBe(pages >= 2 ? 200 : 404);
  expect((await request.get(`/blog/${pages + 1}`)).status()).toBe(404);
});

test('a ranking filtered by category keeps the filter in its canonical URL', async ({ page }) => {
  const response = await page.goto('/by-latest?category=dvd');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DVDの新着記事');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').search).toBe('?category=dvd');
});

test('a search finds articles', async ({ page }) => {
  const response = await page.goto('/search-result?q=DVD');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「DVD」の検索結果');
  await expect(page.getByTestId('search-count')).toHaveText(/^[1-9]\d*件の記事が見つかりました$/);
  await expect(page.locator('main article').first()).toBeVisible();
});

test('a hostile 2,000-character search query is answered safely', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  const hostile = `<script>alert(1)</script>\u0000\u0007\u001b[31m${'DVD'.repeat(700)}`.slice(
    0,
    2000,
  );
  const response = await page.goto(`/search-result?q=${encodeURIComponent(hostile)}`);
  expect(response?.status()).toBe(200);
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  expect(heading).toContain('<script>alert(1)</script>'); // shown as text, not run
  expect([...heading].some((c) => c.charCodeAt(0) < 0x20)).toBe(false); // control characters removed
  expect(heading.length).toBeLessThan(130); // the query is cut to 100 characters
  await page.waitForLoadState('load');
  expect(dialogs).toBe(0);
});

test('an unknown page shows the Japanese not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'このページは見つかりませんでした',
  );
  await expect(
    page.getByText('申し訳ありません！指定されたページは見つかりませんでした！'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'ホームへ戻る' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("unknown paths that look like files (.php, .htm, .png…) show the site's own 404 page in the browser", async ({
  page,
}) => {
  for (const path of [
    '/no-such-page.php',
    '/old/page.htm',
    '/wp-login.php',
    '/images/missing.png',
    '/en-us.html',
    // ("/feed.xml" is the site's feed now: docs/product.md#feeds-and-sitemaps.)
    '/rss.xml',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      'このページは見つかりませんでした',
    );
  }
  // Real files are still served as files.
  expect((await page.goto('/tracker/tracker.js'))?.status()).toBe(200);
  expect((await page.goto('/images/logo.svg'))?.status()).toBe(200);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the not-found page is still readable (crawlers, no-JS readers)', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'このページは見つかりませんでした',
    );
    await expect(page.getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/');
  });
});

test('a locale segment with digits is cleaned with a permanent redirect', async ({ request }) => {
  const response = await request.get('/ja2/dvd', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers().location, 'http://x').pathname).toBe('/dvd');
});

test('the default locale prefix redirects to the unprefixed URL', async ({ page, request }) => {
  const response = await request.get('/ja/dvd', { maxRedirects: 0 });
  expect([301, 302, 307, 308]).toContain(response.status());
  await page.goto('/ja/dvd');
  expect(new URL(page.url()).pathname).toBe('/dvd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DVD');
});

test('the sitemap lists articles with language alternates and leaves out adult pages', async ({
  request,
}) => {
  const response = await request.get('/sitemaps/articles-1.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const categories = await (await request.get('/sitemaps/categories-1.xml')).text();
  expect(xml).toMatch(/^<\?xml/);
  const entry =
    new RegExp(`<url><loc>https?://[^<]+/${ARTICLE}</loc>.*?</url>`).exec(xml)?.[0] ?? '';
  expect(entry).toMatch(
    new RegExp(`<xhtml:link rel="alternate" hreflang="ja" href="https?://[^"]+/${ARTICLE}"/>`),
  );
  expect(entry).toContain('hreflang="x-default"');
  expect(categories).toMatch(/<loc>https?:\/\/[^<]+\/dvd<\/loc>/);
  expect(xml).not.toContain(ADULT_ARTICLE);
});
