import { expect, type Page, test } from '@playwright/test';
import { ADULT_ARTICLE, ARTICLE, ARTICLE_TITLE } from './support';

// What search engines and browser tabs see: title, description, keywords, canonical,
// hreflang alternates and robots, on the ja-only site.

const HOME_TITLE = 'Tsuzuri | DVD・ブルーレイ・動画配信・AI動画のソフトと使い方ガイド';

const PAGES = [
  {
    path: '/',
    title: HOME_TITLE,
    description: /^DVD・ブルーレイのコピーやリッピング/,
    keyword: 'ブルーレイ',
  },
  {
    path: '/dvd',
    title: 'DVD | Tsuzuri',
    description: /^DVDの作成・リッピング・コピー・再生/,
    keyword: 'DVDコピー',
  },
  {
    path: `/${ARTICLE}`,
    title: `${ARTICLE_TITLE} | Tsuzuri`,
    description: /^無料で使えるDVD関連ソフト/,
    keyword: 'HandBrake',
  },
  {
    path: '/products/video-studio',
    title: 'Tsuzuri Video Studio｜機能・価格・動作環境', // names the site already: no second name
    description: /^DVD・ブルーレイの取り込み、動画変換、AI高画質化/,
    keyword: 'AIで高画質化・なめらかに',
  },
];

const head = (page: Page) => ({
  description: page.locator('head meta[name="description"]'),
  keywords: page.locator('head meta[name="keywords"]'),
  robots: page.locator('head meta[name="robots"]'),
  canonical: page.locator('head link[rel="canonical"]'),
  alternate: (lang: string) => page.locator(`head link[rel="alternate"][hreflang="${lang}"]`),
});

const pathOf = (href: string | null) => {
  expect(href, 'an absolute URL').toMatch(/^https?:\/\//);
  return new URL(href ?? '').pathname;
};

for (const p of PAGES) {
  test(`${p.path} has its title, description, keywords, canonical and alternates`, async ({
    page,
  }) => {
    await page.goto(p.path);
    await page.waitForLoadState('networkidle'); // client-side metadata updates must not undo the server's
    const h = head(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle(p.title);
    await expect(h.description).toHaveAttribute('content', p.description);
    await expect(h.keywords).toHaveAttribute('content', new RegExp(`(^|, )${p.keyword}(,|$)`));
    expect(pathOf(await h.canonical.getAttribute('href'))).toBe(p.path);
    expect(pathOf(await h.alternate('ja').getAttribute('href'))).toBe(p.path);
    expect(pathOf(await h.alternate('x-default').getAttribute('href'))).toBe(p.path);
    // The ja-only site must not advertise an English version that answers 404.
    await expect(h.alternate('en')).toHaveCount(0);
    await expect(h.robots).toHaveCount(0);
  });
}

test('a paged listing has its own canonical and a paged title and description', async ({
  page,
}) => {
  await page.goto('/by-latest/2');
  await expect(page).toHaveTitle('新着記事一覧（2ページ目） | Tsuzuri');
  await expect(head(page).description).toHaveAttribute('content', /（2ページ目）$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新着記事一覧');
  expect(pathOf(await head(page).canonical.getAttribute('href'))).toBe('/by-latest/2');
});

test('the adult-listed article is kept out of search engines', async ({ page }) => {
  const response = await page.goto(`/${ADULT_ARTICLE}`);
  expect(response?.status()).toBe(200);
  await expect(head(page).robots).toHaveAttribute('content', /noindex/);
});

test('a search that finds articles may be indexed under its own URL; empty searches and later pages may not', async ({
  page,
}) => {
  await page.goto('/search-result?q=DVD&medium=ad');
  await expect(head(page).robots).toHaveCount(0);
  await expect(page).toHaveTitle(/「DVD」の検索結果/);
  const canonical = new URL((await head(page).canonical.getAttribute('href')) ?? '', 'http://x');
  expect([
    canonical.pathname,
    canonical.searchParams.get('q'),
    canonical.searchParams.get('medium'),
  ]).toEqual(['/search-result', 'DVD', null]);
  for (const url of [
    '/search-result?q=DVD&page=2',
    '/search-result?q=zzqqxxnothing',
    '/search-result',
  ]) {
    await page.goto(url);
    await expect(head(page).robots, url).toHaveAttribute('content', /noindex/);
  }
});

test('the not-found page keeps its own title and description in the browser', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'このページは見つかりませんでした',
  );
  await page.waitForLoadState('networkidle'); // after hydration, what the tab finally shows
  expect(await page.title()).toBe('ページが見つかりません | Tsuzuri');
  await expect(head(page).description).toHaveAttribute(
    'content',
    /^お探しのページは見つかりませんでした/,
  );
  await expect(head(page).keywords).toHaveAttribute('content', /404/);
  await expect(head(page).robots.first()).toHaveAttribute('content', /noindex/);
});
