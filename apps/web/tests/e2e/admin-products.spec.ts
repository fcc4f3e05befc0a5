import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openConsole, ownConsoleSite, root, shootBoth, signIn } from './console-staff';
import { walkFocus } from './focus-walk';

/**
 * The console's products screen end to end (docs/product.md#products-in-the-console): an editor
 * changes a plan's price and a Japanese feature line and the public product page (cached before
 * the change) shows both on its next load; a price of -1 and a javascript: download URL are
 * refused with the server's message and change nothing; an analyst gets 403 for the screen and
 * for the save itself. Its own site, so the accounts and the products are its own.
 */
const PORT = 3150;
const EDITOR = {
  email: 'products-editor@example.jp',
  role: 'editor',
  name: '製品 担当',
  password: 'products editor phrase 7',
};
const ANALYST = {
  email: 'products-analyst@example.jp',
  role: 'analyst',
  name: '数字 見る',
  password: 'products analyst phrase 3',
};
const PRODUCT = '/products/ai-upscaler';
const FEATURE = '新しいAIモデルで書き出しが2倍速に';
const SHOTS = path.join(root, 'test-results', 'admin-products');
/** The editor's save as the browser sent it, for the analyst to replay. */
let savePost: { url: string; headers: Record<string, string>; body: string } | null = null;

const site = ownConsoleSite(PORT, {}, [EDITOR, ANALYST]);

/** Opens a console page and waits until React has taken it over (a click before that is lost). */
async function open(page: Page, path: string) {
  await openConsole(page, `${site.url}${path}`);
}

const shoot = (page: Page, name: string) => shootBoth(page, path.join(SHOTS, name));

const perpetualPrice = (page: Page) => page.getByLabel('価格 (円・税込) 買い切り');
const firstFeature = (page: Page) =>
  page.getByRole('group', { name: '特長 (日本語)' }).getByLabel('見出し 1', { exact: true });
const saveAnswer = (page: Page) => page.locator('.c-product-form__save [role]');

test('an editor changes a price and a feature line; the public page shows both at once', async ({
  page,
}) => {
  // Cached first: the save must purge the stored page, not find an empty cache.
  await page.goto(`${site.url}${PRODUCT}`);
  await expect(page.getByText('12,980円').first()).toBeVisible();
  await expect(page.getByText(FEATURE)).toHaveCount(0);

  await signIn(page, site.url, EDITOR.email, EDITOR.password);
  await open(page, '/admin/products');
  const row = page.getByRole('row', { name: /Tsuzuri AI Upscaler/ });
  await expect(row).toContainText('com.tsuzuri.aiupscaler');
  await expect(row).toContainText('12,980円');
  await shoot(page, 'list');
  await row.getByRole('link', { name: 'Tsuzuri AI Upscaler' }).click();
  await expect(page).toHaveURL(`${site.url}/admin/products/ai-upscaler`);
  await page.waitForLoadState('networkidle');

  await expect(perpetualPrice(page)).toHaveValue('12980');
  await perpetualPrice(page).fill('11,800');
  await firstFeature(page).fill(FEATURE);
  page.on('request', (r) => {
    const action = r.headers()['next-action'];
    if (r.method() === 'POST' && action && !savePost)
      savePost = { url: r.url(), headers: r.headers(), body: r.postData() ?? '' };
  });
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(saveAnswer(page)).toContainText('保存しました');
  await shoot(page, 'saved');

  await page.goto(`${site.url}${PRODUCT}`);
  await expect(page.getByText('11,800円').first()).toBeVisible();
  await expect(page.getByText('12,980円')).toHaveCount(0);
  await expect(page.getByText(FEATURE)).toBeVisible();
});

test('a price of -1 and a javascript: URL are refused with the message, and nothing changes', async ({
  page,
}) => {
  await signIn(page, site.url, EDITOR.email, EDITOR.password);
  await open(page, '/admin/products/ai-upscaler');
  await perpetualPrice(page).fill('-1');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(saveAnswer(page)).toContainText('価格は1〜10,000,000円の整数で入力してください');

  await open(page, '/admin/products/ai-upscaler');
  await expect(perpetualPrice(page)).toHaveValue('11800');
  await page.getByLabel('Windows 版のURL').fill('javascript:alert(document.cookie)');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(saveAnswer(page)).toContainText('https:// で始まるURLか空欄です');

  await open(page, '/admin/products/ai-upscaler');
  await expect(page.getByLabel('Windows 版のURL')).toHaveValue('');
  await expect(perpetualPrice(page)).toHaveValue('11800');
  await page.goto(`${site.url}${PRODUCT}`);
  await expect(page.getByText('11,800円').first()).toBeVisible();
  // The download link still ends on the demo's thank-you page, never the script.
  const download = await page.request.get(`${site.url}/mlink/download.php?pid=10437`, {
    maxRedirects: 0,
  });
  expect(download.headers().location ?? '').not.toContain('javascript');
});

test('keyboard focus in the product form never hides under the header or the save bar', async ({
  page,
}) => {
  // WCAG 2.2's "Focus Not Obscured" on the console's longest form, a new product: both ways on a
  // phone (where the header wraps) and a desktop.
  test.setTimeout(120_000); // some 400 stops, each looked at after two frames
  await signIn(page, site.url, EDITOR.email, EDITOR.password);
  const sticky = ['.c-header', '.c-product-form__save'];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await open(page, '/admin/products/new'); // Tab from the page's top
    const down = await walkFocus(page, 'Tab', sticky, 400);
    await page.locator('.c-product-form__save button').focus();
    const up = await walkFocus(page, 'Shift+Tab', sticky, 400);
    expect({ width, down: down.hidden, up: up.hidden }).toEqual({ width, down: [], up: [] });
    expect(Math.min(down.looked, up.looked), `${width} px`).toBeGreaterThan(50);
  }
});

test('an analyst gets 403 for the screen and for the save itself', async ({ page }) => {
  await signIn(page, site.url, ANALYST.email, ANALYST.password);
  for (const path of ['/admin/products', '/admin/products/ai-upscaler', '/admin/products/new']) {
    const answer = await page.goto(`${site.url}${path}`);
    expect(answer?.status(), path).toBe(403);
  }
  await expect(page.getByRole('heading', { name: 'この画面を開く権限がありません' })).toBeVisible();

  // The editor's own save, replayed with the analyst's session: refused before it runs.
  if (!savePost) throw new Error('the editor’s save was not seen');
  const { url, headers, body } = savePost;
  const replay = await page.request.post(url, {
    headers: {
      'next-action': headers['next-action'],
      'content-type': headers['content-type'] ?? 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin: site.url,
    },
    data: body.replace('11,800', '1'),
    maxRedirects: 0,
  });
  // A screen's script call answers in words (the 403 page would replace the screen and its work).
  expect(replay.status()).toBe(200);
  expect(await replay.text()).toContain('"code":"not-allowed"');
  await page.goto(`${site.url}${PRODUCT}`);
  await expect(page.getByText('11,800円').first()).toBeVisible();
});
