import { expect, type Page, test } from '@playwright/test';

// Site search as a visitor uses it, over the seeded demo content (ja site): Japanese words of any
// length and spelling, counts, highlighted snippets, paging and a helpful empty state.

const results = (page: Page) => page.getByTestId('search-results').locator('article');
// Text content, not innerText: a result below the first screen is laid out only as it nears it.
const titles = (page: Page) => results(page).locator('h2').allTextContents();
const count = (page: Page) => page.getByTestId('search-count');
const pager = (page: Page) =>
  page.getByRole('navigation', { name: '検索結果のページ送り', exact: true });
const totalOf = async (page: Page) =>
  Number((await count(page).innerText()).match(/^(\d+)件/)?.[1] ?? 0);

async function searchFor(page: Page, q: string, extra = '') {
  const response = await page.goto(`/search-result?q=${encodeURIComponent(q)}${extra}`);
  expect(response?.status()).toBe(200);
}

test('a two-character word finds its articles, with the word marked in each snippet', async ({
  page,
}) => {
  await searchFor(page, '画質');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「画質」の検索結果');
  await expect(count(page)).toHaveText(/^[1-9]\d*件の記事が見つかりました$/);
  await expect(results(page)).toHaveCount(12);
  // Titles with the word come first.
  expect((await titles(page))[0]).toContain('画質');
  const snippets = page.getByTestId('search-snippet');
  for (const snippet of await snippets.all())
    await expect(snippet.locator('mark').first()).toHaveText('画質');
  const first = results(page).first().locator('h2').getByRole('link');
  const title = await first.innerText();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('full-width, half-width, hiragana and katakana spellings find the same articles', async ({
  page,
}) => {
  const totalFor = async (q: string) => {
    await searchFor(page, q);
    return totalOf(page);
  };
  const dvd = await totalFor('DVD');
  expect(dvd).toBeGreaterThan(0);
  expect(await totalFor('ＤＶＤ')).toBe(dvd);
  expect(await totalFor('dvd')).toBe(dvd);
  const player = await totalFor('プレイヤー');
  expect(player).toBeGreaterThan(0);
  expect(await totalFor('ﾌﾟﾚｲﾔｰ')).toBe(player);
  expect(await totalFor('ぷれいやー')).toBe(player);
});

test('a one-character word and a mixed Latin/Japanese query both find articles', async ({
  page,
}) => {
  await searchFor(page, '画質');
  const twoCharacters = await totalOf(page);
  await searchFor(page, '画');
  // 画 alone also finds 動画, 画像, 画面…
  expect(await totalOf(page)).toBeGreaterThan(twoCharacters);
  await searchFor(page, 'DVD コピー');
  expect(await totalOf(page)).toBeGreaterThan(0);
  for (const snippet of await page.getByTestId('search-snippet').all()) {
    await expect(snippet.locator('mark').first()).toHaveText(/^(DVD|コピー)$/i);
  }
});

test('results are paged with ?page=N, and a page past the end is not found', async ({ page }) => {
  await searchFor(page, '画');
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(24);
  const first = await titles(page);
  await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1');
  await pager(page).getByRole('link', { name: /次へ/ }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('画');
  await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
  const second = await titles(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((t) => first.includes(t))).toEqual([]);
  await expect(count(page)).toHaveText(`${total}件の記事が見つかりました`);
  // Page 1 is the query's one URL, without a page parameter.
  await expect(pager(page).getByRole('link', { name: '1', exact: true })).toHaveAttribute(
    'href',
    `/search-result?q=${encodeURIComponent('画')}`,
  );
  const past = await page.goto(`/search-result?q=${encodeURIComponent('画')}&page=99`);
  expect(past?.status()).toBe(404);
  // A mistyped page number is page 1, never an error.
  await searchFor(page, '画', '&page=abc');
  await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1');
});

test('a query without results gets a helpful empty state', async ({ page }) => {
  await searchFor(page, 'ゾウリムシ');
  await expect(count(page)).toHaveText('該当する記事はありませんでした');
  const empty = page.getByTestId('search-empty');
  await expect(empty).toContainText('「ゾウリムシ」に一致する記事は見つかりませんでした。');
  await expect(empty).toContainText('キーワードを短くするか');
  await empty.getByRole('link', { name: '人気記事ランキングから探す' }).click();
  await expect(page).toHaveURL(/\/by-popularity$/);
});

test('snippets contain only text and <mark>, and markup in a query stays text', async ({
  page,
}) => {
  await searchFor(page, '<b>画質</b> "AND" *');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<b>画質</b>');
  await expect(page.locator('main h1 b')).toHaveCount(0);
  await searchFor(page, '変換');
  const snippets = page.getByTestId('search-snippet');
  expect(await snippets.count()).toBeGreaterThan(0);
  expect(await snippets.locator(':scope > :not(mark)').count()).toBe(0);
  expect(await snippets.locator('mark *').count()).toBe(0);
});

test('standalone pages such as the privacy policy are not search results', async ({ page }) => {
  await searchFor(page, '個人情報');
  await expect(
    page.getByTestId('search-results').getByRole('link', { name: 'プライバシーポリシー' }),
  ).toHaveCount(0);
});

test('the search box on the results page runs a new search', async ({ page }) => {
  await searchFor(page, '画質');
  const box = page.locator('#search-page-q');
  await expect(box).toHaveValue('画質');
  await box.fill('字幕');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-result\?q=%E5%AD%97%E5%B9%95$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「字幕」の検索結果');
  await expect(page.getByTestId('search-snippet').first().locator('mark').first()).toHaveText(
    '字幕',
  );
});
