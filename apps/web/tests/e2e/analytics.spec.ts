import { expect, test } from '@playwright/test';
import { ARTICLE } from './support';

// Issue 5's proof: in Chromium, a page view and scroll events reach the ingestion endpoint and
// show in the operator's stats (GET /api/admin/stats, behind ADMIN_TOKEN on the ja site).
// A reader's user agent: headless Chromium's own says "HeadlessChrome", which counts as a bot.
const READER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const ADMIN = { authorization: 'Bearer e2e-admin-token-0123456789' };

test('a page view and the scroll to the bottom reach ingestion and show in the admin stats', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ userAgent: READER_UA });
  const page = await context.newPage();
  let reports = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/web/report') reports++;
  });
  await page.goto(`/${ARTICLE}`);
  await expect.poll(() => reports, { message: 'the page_view beacon' }).toBeGreaterThan(0);
  const afterView = reports;

  // Scroll down in steps, as a reader does; the tracker handles scrolling at most every 500 ms,
  // so the last position is re-announced after that pause (lazy images may grow the page).
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(600);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return page.evaluate(
          () =>
            Math.ceil(window.scrollY + window.innerHeight) >=
            document.documentElement.scrollHeight - 2,
        );
      },
      { message: 'the bottom of the article', timeout: 15_000 },
    )
    .toBe(true);
  await page.waitForTimeout(600);
  await page.evaluate(() => window.scrollBy(0, -1));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => reports, { message: 'page_scroll beacons' }).toBeGreaterThan(afterView);

  // The queue writes at least once a second; the stats read the rollups it writes.
  const todayStats = async () => {
    const res = await request.get(`/api/admin/stats?page=${encodeURIComponent(`/${ARTICLE}`)}`, {
      headers: ADMIN,
    });
    expect(res.status()).toBe(200);
    return (await res.json()).data.rows.at(-1);
  };
  await expect
    .poll(
      async () => {
        const today = await todayStats();
        return today ? Math.min(today.views, today.scroll100) : 0;
      },
      { message: 'views and 100 % scrolls in the stats', timeout: 15_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(1);
  expect(await todayStats()).toMatchObject({
    page: `/${ARTICLE}`,
    pageName: ARTICLE.replaceAll('-', '_'),
    locale: 'ja',
  });
  await context.close();
});

test('the admin stats refuse a visitor without the token', async ({ request }) => {
  const res = await request.get('/api/admin/stats');
  expect(res.status()).toBe(401);
});
