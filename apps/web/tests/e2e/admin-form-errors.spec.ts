import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openConsole, root, shootBoth, signIn } from './console-staff';
import { passwordOf, staffOf } from './console-team';
import { EN_SITE } from './support';

/**
 * A refused console form says why the way people read it (docs/product.md#editors-console): each
 * reason under its field, the field marked, a summary under the buttons naming each field by its
 * label on screen, only the console's language, never an input key ('plans.0.priceJpy'). On the
 * en site, as an editor of its own (a refused form changes nothing, so no site of its own is
 * needed): the products, settings, categories and redirects forms.
 */
const site = { url: EN_SITE };
const staff = staffOf(EN_SITE);
let editorEmail = '';
const KEYS = /plans\.|downloadUrls|ja\.\d|\buid:|texts\./;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const summary = (page: Page) => page.locator('.c-alert-error');
const SHOTS = path.join(root, 'test-results', 'admin-form-errors');

async function saveBadProduct(page: Page, save: string) {
  await openConsole(page, `${site.url}/admin/products/ai-upscaler`);
  await page.getByLabel(/^(Windows 版のURL|Windows URL)$/).fill('javascript:alert(1)');
  await page
    .getByLabel(/^(価格 \(円・税込\) 買い切り|Price \(yen, tax incl\.\) Perpetual)$/)
    .fill('-1');
  await page.getByRole('button', { name: save, exact: true }).click();
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  editorEmail = await staff.create(browser, 'editor');
});
test.beforeEach(async ({ page }) => {
  await signIn(page, site.url, editorEmail, passwordOf('editor'));
});

test('a refused product marks each wrong field with its reason and names it by its label', async ({
  page,
}) => {
  await saveBadProduct(page, '保存');
  const url = page.getByLabel('Windows 版のURL');
  const price = page.getByLabel('価格 (円・税込) 買い切り');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription('ダウンロードURLは https:// で始まるURLか空欄です');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription('価格は1〜10,000,000円の整数で入力してください');
  await expect(url, 'the first field to fix has the focus').toBeFocused();
  await expect(summary(page)).toContainText(
    'ダウンロードURL › Windows 版のURL: ダウンロードURLは https:// で始まるURLか空欄です',
  );
  await expect(summary(page)).toContainText(
    '価格 (円・税込) 買い切り: 価格は1〜10,000,000円の整数で入力してください',
  );
  const text = await summary(page).innerText();
  expect(text).not.toMatch(KEYS);
  expect(text, 'no English in the Japanese console').not.toMatch(/must be|whole number/);
  await shootBoth(page, path.join(SHOTS, 'product'));
});

test('the English console says it only in English', async ({ page }) => {
  await openConsole(page, `${site.url}/admin`);
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await saveBadProduct(page, 'Save');
  await expect(summary(page)).toContainText(
    'Price (yen, tax incl.) Perpetual: A whole number of yen from 1 to 10,000,000',
  );
  const text = await summary(page).innerText();
  expect(text).not.toMatch(KEYS);
  expect(text, 'no Japanese in the English console').not.toMatch(JAPANESE);
});

test('settings, categories and redirects point at the wrong field too', async ({ page }) => {
  await openConsole(page, `${site.url}/admin/settings`);
  const image = page.getByLabel('1件目 画像').first();
  await image.fill('photo.jpg');
  await page.locator('form', { has: image }).getByRole('button', { name: '保存' }).click();
  await expect(image).toHaveAttribute('aria-invalid', 'true');
  await expect(summary(page)).toHaveText(
    '日本語 › 1件目 画像: 画像は / で始まるサイト内のパスか https:// のURLで入力してください',
  );

  await openConsole(page, `${site.url}/admin/categories`);
  const uid = page.getByLabel('uid (URL)').first();
  await uid.fill('Bad_UID');
  await page.getByLabel(/^名前/).first().fill('テスト');
  await page.locator('form', { has: uid }).getByRole('button', { name: '追加' }).click();
  await expect(uid).toHaveAttribute('aria-invalid', 'true');
  await expect(summary(page)).toHaveText(
    'uid (URL): uid は半角英小文字・数字・ハイフンで入力してください',
  );
  await shootBoth(page, path.join(SHOTS, 'category'));
});

test('a pasted address of this site is saved as its path; another site’s is refused at its field', async ({
  page,
}) => {
  await openConsole(page, `${site.url}/admin/redirects`);
  const from = page.getByLabel('転送元のパス').first();
  await from.fill(`${site.url}/old-%E8%A8%98%E4%BA%8B`);
  await page.getByLabel('転送先のパス').first().fill(`${site.url}/best-free-dvd-software`);
  await page.getByRole('button', { name: '追加', exact: true }).click();
  await expect(page.getByRole('cell', { name: '/old-記事', exact: true })).toBeVisible();

  await from.fill('https://other.example/old');
  await page.getByLabel('転送先のパス').first().fill('/best-free-dvd-software');
  await page.getByRole('button', { name: '追加', exact: true }).click();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription(
    /このサイトのパス（\/ で始まる部分）を入力してください/,
  );
});

test('a push with a link that is not a path keeps what was typed and says what is wrong with the link', async ({
  page,
}) => {
  await openConsole(page, `${site.url}/admin/push`);
  await page.getByLabel('タイトル').fill('新しい記事のお知らせ');
  await page.getByLabel('本文').fill('DVDの焼き方を更新しました');
  const link = page.getByLabel(/リンク先/);
  await link.fill('best-free-dvd-software');
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: '送信する' }).click();

  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription(
    'リンク先は / で始まるサイト内のパスか、https:// で始まるURLを入力してください',
  );
  await expect(page.getByLabel('タイトル')).toHaveValue('新しい記事のお知らせ');
  await expect(page.getByLabel('本文')).toHaveValue('DVDの焼き方を更新しました');
  await expect(link).toHaveValue('best-free-dvd-software');
  await expect(summary(page)).toHaveText(
    'リンク先（/ で始まるパス、または https:// の URL）: リンク先は / で始まるサイト内のパスか、https:// で始まるURLを入力してください',
  );
  await expect(page.getByText('まだ送信していません。')).toBeVisible();

  // Fixed and scheduled for tomorrow (nothing to confirm): sent to the schedule, the form empties.
  const tomorrow = new Date(Date.now() + 9 * 3_600_000 + 86_400_000).toISOString().slice(0, 16);
  await link.fill('/best-free-dvd-software');
  await page.getByLabel(/送信日時/).fill(tomorrow);
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByTestId('notice')).toContainText('予約しました');
  await expect(page.getByLabel('タイトル')).toHaveValue('');
  await expect(page.locator('tr', { hasText: '新しい記事のお知らせ' })).toBeVisible();
});
