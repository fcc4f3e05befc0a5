import { expect, type Page, test } from '@playwright/test';

// The 外部送信ポリシー page lists every destination the pages send a reader's data to
// (docs/product.md, "External transmissions"). Here every request the main pages make in
// Chromium — scripts, beacons, frames, after a click on a video too — is checked against the
// origins the published page declares.

const PAGES = [
  '/',
  '/dvd',
  '/blog',
  '/by-popularity',
  '/search-result?keyword=DVD',
  '/contact',
  '/privacy-policy',
  '/best-free-dvd-software',
];
const WITH_VIDEO = '/blu-ray-authoring-chapters-menus';

/** The origins a declared pattern covers: exact, or `https://*.host` for its subdomains. */
function declares(pattern: string, origin: string): boolean {
  if (!pattern.includes('*')) return pattern === origin;
  const [scheme, host] = pattern.split('://*.');
  return origin.startsWith(`${scheme}://`) && origin.endsWith(`.${host}`);
}

/** The requested origins the page does not declare (the site's own and data/blob URLs are fine). */
function undeclared(urls: string[], site: string, declared: string[]): string[] {
  const origins = new Set(urls.filter((u) => /^https?:/.test(u)).map((u) => new URL(u).origin));
  return [...origins].filter((o) => o !== site && !declared.some((p) => declares(p, o)));
}

async function declaredOrigins(page: Page): Promise<string[]> {
  await page.goto('/external-transmission');
  const lists = await page
    .locator('[data-origins]')
    .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-origins') ?? ''));
  return lists.flatMap((l) => l.split(' ').filter(Boolean));
}

/** Every request a page (and its frames and workers) makes while `act` runs. */
async function requestsDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  const record = (r: { url(): string }) => urls.push(r.url());
  page.context().on('request', record);
  try {
    await act();
  } finally {
    page.context().off('request', record);
  }
  return urls;
}

test('the policy page says who receives what, why and when, in Japanese', async ({ page }) => {
  await page.goto('/external-transmission');
  await expect(page.getByRole('heading', { level: 1, name: '外部送信ポリシー' })).toBeVisible();
  const analytics = page.locator('[data-transmission="analytics"]');
  for (const label of ['送信先', '送信される情報', '利用目的', '送信のタイミング']) {
    await expect(analytics.getByRole('rowheader', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'YouTube（記事内の動画）' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: '外部送信ポリシー' }),
  ).toBeVisible();
});

test('no page sends anything to a destination the policy page does not list', async ({ page }) => {
  const declared = await declaredOrigins(page);
  const ownOrigin = new URL(page.url()).origin;
  const urls = await requestsDuring(page, async () => {
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.goto(WITH_VIDEO);
    await page.locator('.video-embed__play').first().click();
    await expect(page.locator('.video-embed iframe')).toHaveCount(1);
    await page.waitForTimeout(500);
  });
  expect(urls.some((u) => u.startsWith('https://www.youtube.com/embed/'))).toBe(true);
  expect(undeclared(urls, ownOrigin, declared)).toEqual([]);
});

test('the check does catch a destination missing from the list', () => {
  const site = 'http://127.0.0.1:3100';
  const declared = ['https://www.youtube.com', 'https://*.google-analytics.com'];
  expect(
    undeclared(
      [
        `${site}/api/web/report`,
        'https://www.youtube.com/embed/x',
        'https://region1.google-analytics.com/g/collect',
        'https://tracker.example/pixel.gif',
        'data:image/gif;base64,R0lGOD',
      ],
      site,
      declared,
    ),
  ).toEqual(['https://tracker.example']);
});
