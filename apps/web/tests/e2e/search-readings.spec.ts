import { expect, test } from '@playwright/test';
import { BILINGUAL_ARTICLE, EN_SITE } from './support';

// Japanese reading as a visitor meets it: search finds other spellings of a word, a query that
// finds nothing offers 「もしかして」 titles, and the article header tells the reading time.

const BURNING_TITLE = '写真のスライドショーをDVDに焼き付けるコツ｜画質を落とさず長く残すために';

test('searching 焼きつけ in the search box finds the article written with 焼き付け', async ({
  page,
}) => {
  await page.goto('/search-result');
  const box = page.getByRole('searchbox', { name: '検索キーワード' });
  await box.fill('焼きつけ');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=%E7%84%BC%E3%81%8D%E3%81%A4%E3%81%91/);
  const titles = page.getByTestId('search-results').locator('article h2');
  await expect(titles.filter({ hasText: BURNING_TITLE })).toHaveCount(1);
});

test('searching ブルーレイ, the menu’s own label, finds the articles that write Blu-ray', async ({
  page,
}) => {
  await page.goto(`/search-result?q=${encodeURIComponent('ブルーレイ')}`);
  await expect(page.getByTestId('search-count')).toHaveText(/^[1-9]\d*件の記事が見つかりました$/);
  // Blu-ray in the title first, and the word marked as the article writes it.
  const first = page.getByTestId('search-results').locator('article').first();
  await expect(first.locator('h2')).toContainText('Blu-ray');
  await expect(first.getByTestId('search-snippet').locator('mark').first()).toHaveText(
    /^Blu-ray$/i,
  );
});

test('a query that finds nothing offers 「もしかして」 titles that run their own search', async ({
  page,
}) => {
  await page.goto(`/search-result?q=${encodeURIComponent('ホームビデオをDVDに焼くには')}`);
  await expect(page.getByTestId('search-count')).toHaveText('該当する記事はありませんでした');
  const offers = page.getByTestId('search-suggestions');
  await expect(offers).toContainText('もしかして：');
  const offer = offers.getByRole('link', { name: 'ホームビデオをDVDに焼く方法' });
  await offer.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '「ホームビデオをDVDに焼く方法」の検索結果',
  );
  await expect(page.getByTestId('search-count')).toHaveText(/^[1-9]\d*件の記事が見つかりました$/);
});

test('a Japanese article tells its reading time in minutes, with ruby drawn as ruby', async ({
  page,
}) => {
  await page.goto('/photo-slideshow-dvd-burning');
  await expect(page.getByTestId('reading-time')).toHaveText(/^約[1-9]\d*分で読めます$/);
  const ruby = page.locator('article ruby');
  await expect(ruby).toHaveCount(1);
  await expect(ruby.locator('rt')).toHaveText('かび');
  // rp holds the fallback parentheses; a browser with ruby support does not show them.
  await expect(ruby.locator('rp').first()).toBeHidden();
});

test.describe('in English', () => {
  test.use({ baseURL: EN_SITE });

  test('an English article tells its reading time as "N min read"', async ({ page }) => {
    await page.goto(`/en/${BILINGUAL_ARTICLE}`);
    await expect(page.getByTestId('reading-time')).toHaveText(/^[1-9]\d* min read$/);
  });

  test('the 「もしかして」 offer reads "Did you mean:" in English', async ({ page }) => {
    await page.goto(`/en/search-result?q=${encodeURIComponent('smoother frame interpolations')}`);
    const offers = page.getByTestId('search-suggestions');
    await expect(offers).toContainText('Did you mean:');
    await expect(
      offers.getByRole('link', { name: 'Smoother Video with AI Frame Interpolation' }),
    ).toHaveAttribute('href', /^\/en\/search-result\?q=Smoother\+Video/);
  });
});
