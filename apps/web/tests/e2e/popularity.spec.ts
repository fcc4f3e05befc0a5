import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request, test } from '@playwright/test';
import Database from 'better-sqlite3';

// Page views counted by the ping (not by rendering), bots left out, and the ranking refreshed by
// a purge — on the English site, whose ranking is checked every 3 seconds and which trusts
// X-Forwarded-For (as behind a proxy), so each test reader has an address of its own.
const SITE = 'http://127.0.0.1:3101';
const READER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function windowViews(slug: string): number {
  const db = new Database(path.join(root, 'data', 'e2e-3101', 'tsuzuri.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare("select coalesce(sum(v.views), 0) n from article_views_daily v join articles a on a.id = v.article_id where a.slug = ? and a.locale = 'en'")
      .get(slug) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

test('a reader\'s view is counted once, a bot\'s never, and the recently-viewed cookie keeps five', async () => {
  const slug = 'video-format-basics-guide';
  const before = windowViews(slug);
  const bot = await request.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
  expect((await bot.post(`${SITE}/api/view`, { data: { slug, locale: 'en' } })).status()).toBe(204);
  expect(windowViews(slug)).toBe(before);
  const reader = await request.newContext({ userAgent: READER_UA, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.7' } });
  const res = await reader.post(`${SITE}/api/view`, { data: { slug, locale: 'en' } });
  expect(res.status()).toBe(204);
  expect(res.headers()['set-cookie']).toMatch(/^recently_viewed=video-format-basics-guide;/);
  expect(windowViews(slug)).toBe(before + 1);
  await reader.post(`${SITE}/api/view`, { data: { slug, locale: 'en' } }); // a reload: not counted again
  expect(windowViews(slug)).toBe(before + 1);
  expect((await reader.post(`${SITE}/api/view`, { data: { slug: '<x>', locale: 'en' } })).status()).toBe(400);
});

test('an article page pings its view after it mounts, cached or not', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: READER_UA });
  const page = await context.newPage();
  const slug = 'ai-frame-interpolation-60fps';
  const before = windowViews(slug);
  const ping = page.waitForRequest((r) => r.url().endsWith('/api/view') && r.method() === 'POST');
  await page.goto(`${SITE}/en/${slug}`);
  await ping;
  // The beacon's body is not visible to the test; the count in the database is.
  await expect.poll(() => windowViews(slug)).toBeGreaterThan(before);
  await context.close();
});

test('the popularity ranking follows recent views after its refresh purge', async () => {
  const slug = 'ai-frame-interpolation-60fps';
  const api = await request.newContext({ userAgent: READER_UA });
  // Five different readers.
  for (let i = 1; i <= 5; i++) await api.post(`${SITE}/api/view`, { data: { slug, locale: 'en' }, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
  await expect
    .poll(async () => (await (await api.get(`${SITE}/en/by-popularity`)).text()).match(/<h3[^>]*>.*?href="\/en\/([a-z0-9-]+)"/)?.[1], {
      timeout: 15_000,
      intervals: [500],
    })
    .toBe(slug);
});
