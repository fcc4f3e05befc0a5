import { expect, type Locator, type Page, type Response, test } from '@playwright/test';
import { importArticles } from './content-import';
import { EN_SITE, wake } from './support';

const JA_SITE = 'http://127.0.0.1:3100';
// Imports purge the locale's lists: done on the fuzz site (default configuration, no spec there
// counts on its cache), so the cache tests of the other sites keep their hits.
const TWO_WORKERS_PORT = 3103;
const TWO_WORKERS_SITE = `http://127.0.0.1:${TWO_WORKERS_PORT}`;

// Whatever a reader types, follows or is sent to, a page that does not exist is the site's own
// not-found page (header, footer, the locale's 404 heading, a way home) with status 404 — never
// Next's bare English page, never an empty body (docs/product.md#not-found-page, decision 7).

const JA = {
  heading: 'このページは見つかりませんでした',
  home: 'ホームへ戻る',
  logo: 'Tsuzuri 映像ソフトの使い方ガイド', // the logo's visible text at Playwright's 1280 px
};
const EN = {
  heading: 'This page could not be found',
  home: 'Go to the home page',
  logo: 'Tsuzuri Video software guides',
};

/** What the reader sees is the site's not-found page in that language, not Next's. */
async function expectSiteNotFound(page: Page, texts: typeof JA, label: string) {
  await expect(page.getByRole('heading', { level: 1 }), label).toHaveText(texts.heading);
  await expect(
    page.getByRole('banner').getByRole('link', { name: texts.logo }),
    label,
  ).toBeVisible();
  await expect(page.getByRole('contentinfo'), label).toBeVisible();
  await expect(page.getByRole('link', { name: texts.home }), label).toBeVisible();
  // Next's bare page: "404 | This page could not be found." with no header or footer.
  await expect(page.locator('.next-error-h1'), label).toHaveCount(0);
  await expect(page.locator('html#__next_error__'), label).toHaveCount(0);
}

// Shapes a mistyped link, an old site's URL or a probe takes. The conversion paths
// (/mlink/download.php, /checkout.htm, /order/subscribe.php) are real routes, so not here.
const UNKNOWN_JA = [
  '/no-such-checkout.htm',
  '/old-order.php',
  '/archive/page.html',
  '/default.aspx',
  '/shop/index.jsp',
  '/legacy.asp',
  '/cgi-bin/count.cgi',
  '/readme.txt',
  '/feed/atom.xml',
  '/data/items.json',
  '/no-such-folder/photo.png',
  '/images/no-such-picture.jpg',
  '/no-such-page/',
  '//no-such//double',
  '/%E3%81%AA%E3%81%84%E3%83%9A%E3%83%BC%E3%82%B8',
  '/存在しない記事',
  '/a/b/c/d/e/f/g',
  '/_next/no-such-thing',
  '/_next/static/chunks/no-such-chunk.js',
  '/no-such-page?utm_source=mail&q=%E3%81%82',
  '/no-such.php?id=1&lang=ja',
];

test('a dozen and more unknown paths of every shape show the Japanese not-found page with 404', async ({
  page,
}) => {
  // Twenty-one page loads, each checked whole: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  for (const path of UNKNOWN_JA) {
    // Whole URLs: "//x" alone would be read as a host.
    const response = await page.goto(`${JA_SITE}${path}`);
    expect(response?.status(), path).toBe(404);
    await expectSiteNotFound(page, JA, path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'ja');
  }
});

test('unknown paths under /en/ show the English not-found page with 404; unprefixed stay Japanese', async ({
  page,
}) => {
  for (const path of ['/en/no-such.php', '/en/no-such-page', '/en/old/page.htm', '/en/x/y/z/w']) {
    const response = await page.goto(`${EN_SITE}${path}`);
    expect(response?.status(), path).toBe(404);
    await expectSiteNotFound(page, EN, path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
  }
  const response = await page.goto(`${EN_SITE}/no-such.aspx`);
  expect(response?.status()).toBe(404);
  await expectSiteNotFound(page, JA, '/no-such.aspx on the English site');
});

/** Navigates inside the app (no page load of its own) and returns the document the browser ends on. */
async function navigateInApp(page: Page, go: () => Promise<unknown>): Promise<Response> {
  const documentLoad = page.waitForResponse((r) => r.request().resourceType() === 'document');
  await go();
  return documentLoad;
}

/** From `from`, `router.push(to)` as the app's own code would, then the document it ends on. */
async function routerPush(page: Page, from: string, to: string): Promise<Response> {
  await page.goto(from);
  await wake(page); // Next's router loads at the reader's first move (decision 19)
  await page.waitForFunction(() =>
    Boolean((window as { next?: { router?: unknown } }).next?.router),
  );
  return navigateInApp(page, () =>
    page.evaluate((path) => {
      (window as unknown as { next: { router: { push(p: string): void } } }).next.router.push(path);
    }, to),
  );
}

test('router navigations inside the app to missing pages end on the not-found page with 404', async ({
  page,
}) => {
  for (const path of [
    '/no-such.php',
    '/old/page.htm',
    '/a/b/c/d',
    '/no-such-slug',
    '/_next/nope',
  ]) {
    const response = await routerPush(page, `${JA_SITE}/dvd`, path);
    expect(response.status(), path).toBe(404);
    await expect.poll(() => new URL(page.url()).pathname, path).toBe(path);
    await expectSiteNotFound(page, JA, path);
  }
  // In English, the English page.
  const response = await routerPush(page, `${EN_SITE}/en/dvd`, '/en/no-such.php');
  expect(response.status()).toBe(404);
  await expectSiteNotFound(page, EN, '/en/no-such.php by the router');
});

test('going back to a not-found page from the site shows it again', async ({ page }) => {
  await page.goto('/no-such.php');
  await page.getByRole('banner').getByRole('link', { name: JA.logo }).click();
  await expect(page).toHaveURL(/\/\?medium=top_nav_logo$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/no-such\.php$/);
  await expectSiteNotFound(page, JA, 'back');
});

/** Opens the category list once it shows the link: an import's purge reaches the front within a second. */
async function openListShowing(page: Page, link: Locator) {
  await expect(async () => {
    await page.goto(`${TWO_WORKERS_SITE}/u-next`);
    await expect(link).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 5000 });
}

test('a link to an article taken down after the page loaded ends on the not-found page with 404', async ({
  page,
}) => {
  // Three imports, each a CLI process of its own (seconds apiece on a busy machine).
  test.setTimeout(120_000);
  const slug = `taken-down-${Date.now()}`;
  const article = { slug, title: `配信終了 ${slug}`, category: 'u-next', locale: 'ja' };
  importArticles(TWO_WORKERS_PORT, [article]);
  const link = page.getByRole('main').getByRole('link', { name: article.title }).first();
  await openListShowing(page, link);
  // The editor unpublishes it while the reader still has the category page open.
  importArticles(TWO_WORKERS_PORT, [{ ...article, status: 'draft' }]);
  const response = await navigateInApp(page, () => link.click());
  expect(response.status()).toBe(404);
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/${slug}`);
  await expectSiteNotFound(page, JA, 'taken-down article');
  // Nothing of the 404 was kept: published again, the same link opens the article.
  importArticles(TWO_WORKERS_PORT, [article]);
  await openListShowing(page, link);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  expect(new URL(page.url()).pathname).toBe(`/${slug}`);
});

test('assets that do not exist answer a small 404, not a page; real files are still files', async ({
  request,
}) => {
  for (const [path, accept] of [
    ['/images/no-such-picture.png', 'image/avif,image/webp,image/*,*/*;q=0.8'],
    ['/_next/static/chunks/no-such-chunk.js', '*/*'],
    ['/no-such-style.css', 'text/css,*/*;q=0.1'],
  ]) {
    const response = await request.get(path, { headers: { accept, 'sec-fetch-dest': 'image' } });
    expect(response.status(), path).toBe(404);
    const body = await response.text();
    expect(body.length, path).toBeLessThan(200);
    expect(body, path).not.toContain('<html');
  }
  // ("/images//logo.svg": Next's redirect to the clean path comes first.)
  for (const path of [
    '/images/logo.svg',
    '/images//logo.svg',
    '/tracker/tracker.js',
    '/robots.txt',
  ])
    expect((await request.get(path)).status(), path).toBe(200);
});

test('HEAD, POST and API calls to unknown paths answer 404 too', async ({ request }) => {
  expect((await request.head('/no-such.php', { headers: { accept: 'text/html' } })).status()).toBe(
    404,
  );
  expect((await request.head('/no-such-page')).status()).toBe(404);
  for (const path of ['/api/no-such-api', '/api/comments/extra/segments']) {
    for (const response of [await request.get(path), await request.post(path, { data: {} })]) {
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('application/json');
      expect(await response.json(), path).toMatchObject({ cscode: 404, data: null });
    }
  }
});
