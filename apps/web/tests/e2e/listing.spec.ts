import { expect, type Page, test } from '@playwright/test';

// The article lists: newest first, paged, by popularity, and category hubs.

const cards = (page: Page) => page.locator('main article');
// Text content, not innerText: a card below the first screen is laid out only as it nears it.
const cardTitles = (page: Page) => page.locator('main article h3').allTextContents();
const cardDates = (page: Page) =>
  page
    .locator('main article time')
    .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));

test('the newest articles come first', async ({ page }) => {
  await page.goto('/by-latest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新着記事一覧');
  await expect(cards(page)).toHaveCount(12);
  const dates = await cardDates(page);
  expect(dates.every((d) => !Number.isNaN(Date.parse(d)))).toBe(true);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('the next-page link leads to page 2 with other, older articles', async ({ page }) => {
  await page.goto('/by-latest');
  const first = await cardTitles(page);
  const firstDates = await cardDates(page);
  const pager = page.getByRole('navigation', { name: 'ページ送り' });
  await expect(pager.getByRole('link', { name: '前へ' })).toHaveCount(0);
  const next = pager.getByRole('link', { name: /次へ/ });
  await expect(next).toHaveAttribute('href', '/by-latest/2');
  await next.click();
  await expect(page).toHaveURL(/\/by-latest\/2$/);
  await expect(page.getByText(/全\d+件（2 \/ \d+ページ）/)).toBeVisible();
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  const second = await cardTitles(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((t) => first.includes(t))).toEqual([]);
  const secondDates = await cardDates(page);
  expect(secondDates[0] <= firstDates[firstDates.length - 1]).toBe(true);
  await expect(pager.getByRole('link', { name: /前へ/ })).toHaveAttribute('href', '/by-latest');
});

test('the popularity ranking lists articles with links to them', async ({ page }) => {
  await page.goto('/by-popularity');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('人気記事ランキング');
  await expect(cards(page)).toHaveCount(12);
  const firstTitle = cards(page).first().locator('h3').getByRole('link');
  const title = await firstTitle.innerText();
  await firstTitle.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a category page lists its child categories as chips and its articles', async ({ page }) => {
  await page.goto('/dvd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DVD');
  const chips = page.getByRole('list', { name: 'サブカテゴリー' }).getByRole('link');
  await expect(chips).toHaveText([
    'DVD作成',
    'DVDリッピング',
    'DVDコピー',
    'DVD再生',
    'DVDフリーソフト',
  ]);
  await expect(chips.filter({ hasText: 'DVDフリーソフト' })).toHaveAttribute('href', '/freesoft');
  await expect(cards(page).first()).toBeVisible();
  await chips.filter({ hasText: 'DVDフリーソフト' }).click();
  await expect(page).toHaveURL(/\/freesoft$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DVDフリーソフト');
  // In the category's own list (the sidebar's ranking may show it too, once readers have viewed it).
  await expect(
    page
      .getByRole('region', { name: /DVDフリーソフト/ })
      .getByRole('link', { name: /^DVDフリーソフトおすすめ5選/ }),
  ).toBeVisible();
});

test('a category filter narrows the newest-first list to that category', async ({ page }) => {
  await page.goto('/by-latest?category=blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ブログの新着記事');
  const labels = await page.locator('main article a[href="/blog"]').count();
  expect(labels).toBeGreaterThan(0);
  expect(labels).toBe(await cards(page).count());
});
