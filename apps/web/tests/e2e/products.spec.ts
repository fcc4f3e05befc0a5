import { graphProblems, nodesOf } from '../../src/lib/structured-data/graph-check';
import { expect, test } from '@playwright/test';
import { ARTICLE, EN_SITE, expectLanding, wholeSitemap } from './support';

// The vendor's product pages as a visitor sees them, and the promo boxes that lead there.

test.use({ viewport: { width: 1366, height: 900 } });

test('a product page shows the pitch, features, plans with tax-included prices, 動作環境 and the FAQ', async ({
  page,
}) => {
  const response = await page.goto('/products/video-studio');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Tsuzuri Video Studio｜機能・価格・動作環境/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tsuzuri Video Studio');
  await expect(page.getByRole('heading', { name: '主な機能' })).toBeVisible();

  const plans = page.locator('#plans');
  await expect(plans.getByRole('heading', { name: '料金プラン' })).toBeVisible();
  const perpetual = plans.locator('[data-plan="perpetual"]');
  await expect(perpetual).toContainText('永久ライセンス');
  await expect(perpetual).toContainText('9,980円');
  await expect(perpetual).toContainText('税込');
  await expect(perpetual.getByRole('link', { name: '購入する' })).toHaveAttribute(
    'href',
    '/checkout.htm?pid=10421&plan=perpetual',
  );
  await expect(
    plans.locator('[data-plan="monthly"]').getByRole('link', { name: '購入する' }),
  ).toHaveAttribute('href', '/order/subscribe.php?pid=10421&plan=monthly');

  const requirements = page.getByRole('table');
  await expect(page.getByRole('heading', { name: '動作環境' })).toBeVisible();
  await expect(requirements.getByRole('rowheader', { name: 'メモリ' })).toBeVisible();
  await expect(requirements).toContainText('Windows 11 / 10（64ビット）');

  await expect(page.getByRole('heading', { name: 'よくある質問' })).toBeVisible();
  await expect(page.getByText('市販やレンタルのDVDも取り込めますか？')).toBeVisible();

  const product = page.getByTestId('product-page');
  await expect(product.getByRole('link', { name: '無料ダウンロード' })).toHaveAttribute(
    'href',
    '/mlink/download.php?pid=10421',
  );
  // 「価格を見る」 jumps to the plans.
  await page.getByRole('link', { name: '価格を見る' }).click();
  await expectLanding(page, '#plans', 108);
  // Every screenshot has its size and a description.
  for (const img of await page.locator('main img').all()) {
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('alt', /.+/);
  }
});

test('the product page describes itself as a SoftwareApplication with JPY offers', async ({
  page,
}) => {
  await page.goto('/products/ai-upscaler');
  const raw = await page.locator('script[type="application/ld+json"]').textContent();
  const graph = JSON.parse(raw ?? '');
  expect(graphProblems(graph)).toEqual([]);
  const [data] = nodesOf(graph, 'SoftwareApplication') as unknown as {
    offers: Record<string, string>[];
  }[];
  expect(data).toMatchObject({
    '@type': 'SoftwareApplication',
    name: 'Tsuzuri AI Upscaler',
    applicationCategory: 'MultimediaApplication',
    operatingSystem: 'Windows, macOS',
  });
  expect(data.offers.map((o) => o['@type'])).toEqual(['Offer', 'Offer', 'Offer']);
  expect(data.offers[2]).toMatchObject({ price: '12980', priceCurrency: 'JPY' });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/products\/ai-upscaler$/,
  );
});

test('the product list links each product page, and an unknown product is the site’s 404', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('製品一覧');
  await page.getByRole('link', { name: 'Tsuzuri AI Upscaler' }).click();
  await expect(page).toHaveURL(/\/products\/ai-upscaler$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tsuzuri AI Upscaler');

  const missing = await page.goto('/products/no-such-product');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'このページは見つかりませんでした',
  );
});

test('the promo box beside an article leads to the promoted product page', async ({ page }) => {
  await page.goto(`/${ARTICLE}`);
  const promo = page.getByRole('complementary', { name: 'サイドバー' }).getByTestId('promo-box');
  await expect(promo).toContainText('編集部のおすすめソフト');
  await promo.getByRole('link', { name: 'Tsuzuri Video Studio', exact: true }).click();
  await expect(page).toHaveURL(/\/products\/video-studio$/);
  await expect(page.locator('#plans')).toBeAttached();
});

test('the link page (the human sitemap) links the product list and each product', async ({
  page,
}) => {
  await page.goto('/pagelink');
  await expect(page.getByRole('link', { name: '製品一覧' })).toHaveAttribute('href', '/products');
  await page.getByRole('link', { name: 'Tsuzuri AI Upscaler' }).click();
  await expect(page).toHaveURL(/\/products\/ai-upscaler$/);
});

test('the sitemap lists the product list and each product page', async ({ request }) => {
  const sitemap = await wholeSitemap(request);
  for (const path of ['/products', '/products/video-studio', '/products/ai-upscaler'])
    expect(sitemap, path).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
});

test('the English product page is in English, with the same prices', async ({ page }) => {
  await page.goto(`${EN_SITE}/en/products/video-studio`);
  await expect(page.getByRole('heading', { name: 'System requirements' })).toBeVisible();
  await expect(page.locator('#plans [data-plan="perpetual"]')).toContainText('¥9,980');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en\/products\/video-studio$/,
  );
});
