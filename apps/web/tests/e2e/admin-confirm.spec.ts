import { type Dialog, expect, type Page, test } from '@playwright/test';
import { answerNextDialog, openConsole, ownConsoleSite, signIn } from './console-staff';
import { readerWrites } from './console-team';

/**
 * Every console action that cannot be taken back asks first, in words that say what will happen
 * (docs/product.md#operators-console): removing a subscriber, disabling a person, sending a push
 * now, cancelling a scheduled one, purging the whole cache, deleting a category (one still in use
 * is refused). Cancelled, nothing changes; accepted, it is done. Its own site (port 3170), so the
 * accounts and the lists are its own.
 */
const PORT = 3170;
const OWNER = {
  email: 'confirm-owner@example.jp',
  role: 'owner',
  name: '確認 オーナー',
  password: 'confirm owner phrase 2026',
};
const EDITOR = {
  email: 'confirm-editor@example.jp',
  role: 'editor',
  name: '確認 編集者',
  password: 'confirm editor phrase 2026',
};
const site = ownConsoleSite(PORT, {}, [OWNER, EDITOR]);

/** Clicks, answers the confirm box that must open, and gives its text. */
async function clickAndAnswer(page: Page, click: () => Promise<void>, accept: boolean) {
  const asked = page.waitForEvent('dialog', { timeout: 5_000 });
  const clicked = click();
  const dialog = await asked;
  const text = dialog.message();
  expect(dialog.type()).toBe('confirm');
  await (accept ? dialog.accept() : dialog.dismiss());
  await clicked;
  return text;
}

test('removing a subscriber asks first, naming the address; cancelled, it stays', async ({
  page,
  browser,
}) => {
  await readerWrites(browser, site.url, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0');
  await signIn(page, site.url, OWNER.email, OWNER.password);
  await openConsole(page, `${site.url}/admin/subscribers`);
  const row = page.locator('tr[data-subscriber]').first();
  const email = await row.getAttribute('data-subscriber');
  const remove = () => row.getByRole('button', { name: /削除/ }).click();

  const question = await clickAndAnswer(page, remove, false);
  expect(question).toContain(`${email} を購読者から削除します`);
  expect(question).toContain('元に戻せません');
  await page.reload();
  await expect(page.locator(`tr[data-subscriber="${email}"]`)).toHaveCount(1);

  await clickAndAnswer(page, remove, true);
  await expect(page.getByTestId('notice')).toContainText(`${email} を削除しました`);
  await expect(page.locator(`tr[data-subscriber="${email}"]`)).toHaveCount(0);
  // Said by the page, not carried in its address (history, proxies' logs).
  expect(page.url()).toBe(`${site.url}/admin/subscribers`);
});

test('without JavaScript, a removal is answered by the page naming the address, which never enters a URL', async ({
  browser,
}) => {
  await readerWrites(browser, site.url, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/141.0');
  // Signed in with script (the sign-in page needs it), then the console without.
  const signingIn = await browser.newContext();
  await signIn(await signingIn.newPage(), site.url, OWNER.email, OWNER.password);
  const storageState = await signingIn.storageState();
  await signingIn.close();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto(`${site.url}/admin/subscribers`);
  const row = page.locator('tr[data-subscriber]').first();
  const email = (await row.getAttribute('data-subscriber')) ?? '';
  expect(email).toContain('@');
  await row.getByRole('button', { name: /削除/ }).click();
  await expect(page.getByTestId('notice')).toContainText(`${email} を削除しました`);
  await expect(page.locator(`tr[data-subscriber="${email}"]`)).toHaveCount(0);
  expect(page.url()).toBe(`${site.url}/admin/subscribers`);
  for (const url of urls) expect(decodeURIComponent(url)).not.toContain(email);
  await context.close();
});

test('disabling a person asks first, naming them; enabling again does not ask', async ({
  page,
}) => {
  await signIn(page, site.url, OWNER.email, OWNER.password);
  await openConsole(page, `${site.url}/admin/users`);
  const row = page.getByRole('row', { name: new RegExp(EDITOR.email) });
  const disable = () => row.getByRole('button', { name: '無効にする' }).click();

  const question = await clickAndAnswer(page, disable, false);
  expect(question).toContain(`${EDITOR.name}（${EDITOR.email}）を無効にします`);
  await page.reload();
  await expect(row).toContainText('有効');

  await clickAndAnswer(page, disable, true);
  await expect(row.getByRole('button', { name: '有効にする' })).toBeVisible();
  await row.getByRole('button', { name: '有効にする' }).click();
  await expect(row.getByRole('button', { name: '無効にする' })).toBeVisible();
});

test('a push sent now to nobody is refused in words without asking; a scheduled one does not ask, its cancel does', async ({
  page,
}) => {
  await signIn(page, site.url, OWNER.email, OWNER.password);
  await openConsole(page, `${site.url}/admin/push`);
  const asked: string[] = [];
  const record = (d: Dialog) => void asked.push(d.message());
  page.on('dialog', record);
  const send = () => page.getByRole('button', { name: '送信する' }).click();

  // No browser is subscribed on this site: "send to all 0" is not a question worth asking.
  // (admin-ops.spec.ts sends to a subscribed browser: that one asks, with the count.)
  await page.getByLabel('タイトル').fill('確認のテスト');
  await send();
  await expect(page.locator('.o-compose [role="alert"]')).toHaveText(
    '送信先に購読中のブラウザーがないため、送信していません。',
  );
  await expect(page.getByLabel('タイトル'), 'what was typed stays').toHaveValue('確認のテスト');
  expect(asked, 'the refused send asks nothing').toEqual([]);
  // The typed push was never sent: reloading asks to leave it (the leave guard), and we do.
  page.off('dialog', record);
  const leave = answerNextDialog(page, true);
  await page.reload();
  expect(await leave).toMatch(/^beforeunload/);
  await expect(page.getByText('まだ送信していません。')).toBeVisible();
  page.on('dialog', record);

  // Tomorrow, Tokyo time: nothing goes out now, so nothing to ask.
  const tomorrow = new Date(Date.now() + 9 * 3_600_000 + 86_400_000).toISOString().slice(0, 16);
  await page.getByLabel('タイトル').fill('明日のお知らせ');
  await page.getByLabel(/送信日時/).fill(tomorrow);
  await send();
  await expect(page.getByTestId('notice')).toContainText('予約しました');
  page.off('dialog', record);
  expect(asked, 'neither asks').toEqual([]);

  const row = page.locator('tr', { hasText: '明日のお知らせ' });
  await expect(row, 'who made it, by name').toContainText(OWNER.name);
  const cancel = () => row.getByRole('button', { name: '取り消す' }).click();
  expect(await clickAndAnswer(page, cancel, false)).toContain('「明日のお知らせ」を取り消します');
  await page.reload();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'scheduled');
  await clickAndAnswer(page, cancel, true);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'cancelled');
});

test('purging the whole cache asks first, as every other such action (no second way)', async ({
  page,
}) => {
  await signIn(page, site.url, OWNER.email, OWNER.password);
  await openConsole(page, `${site.url}/admin/cache`);
  const reset = () => page.getByRole('button', { name: 'すべて消す' }).click();
  expect(await clickAndAnswer(page, reset, false)).toContain('（キャッシュ）をすべて消します');
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await clickAndAnswer(page, reset, true);
  await expect(page.getByTestId('notice')).toContainText('保存済みのページをすべて消しました');
});

test('deleting a category asks first; one with articles is refused with why; an unused one leaves the menu', async ({
  page,
}) => {
  await signIn(page, site.url, EDITOR.email, EDITOR.password);
  await openConsole(page, `${site.url}/admin/categories`);
  const remove = (name: string) => () =>
    page.getByRole('button', { name: `${name} を削除`, exact: true }).click();

  // Seeded ones in use: asked, then refused in words, and still there.
  const refusal = page.locator('p.c-alert-error');
  const question = await clickAndAnswer(page, remove('DVD'), true);
  expect(question).toContain('カテゴリ「DVD」を削除しますか');
  await expect(refusal).toHaveText(
    'このカテゴリの下に子カテゴリが 5 件あります。先に移すか削除してください',
  );
  await clickAndAnswer(page, remove('DVDコピー'), true);
  await expect(refusal).toHaveText(
    'このカテゴリの記事が 2 件あります（下書きを含む）。記事のカテゴリを変えてから削除してください',
  );
  expect((await fetch(`${site.url}/dvd-copy`)).status).toBe(200);

  // A new, empty one: in every page's menu at once; cancelled, it stays; accepted, it goes.
  const form = page.locator('form', { has: page.getByRole('button', { name: '追加' }) }).last();
  await form.getByLabel('uid (URL)').fill('empty-for-now');
  await form.getByLabel(/^名前/).first().fill('準備中の分類');
  await form.getByRole('button', { name: '追加' }).click();
  await expect(page.getByRole('button', { name: '準備中の分類 を削除' })).toBeVisible();
  await expect.poll(async () => (await fetch(`${site.url}/`)).text()).toContain('準備中の分類');
  expect((await fetch(`${site.url}/empty-for-now`)).status, 'its page, empty').toBe(200);
  await clickAndAnswer(page, remove('準備中の分類'), false);
  await expect(page.getByRole('button', { name: '準備中の分類 を削除' })).toBeVisible();
  await clickAndAnswer(page, remove('準備中の分類'), true);
  await expect(page.getByText('カテゴリ「準備中の分類」を削除しました。')).toBeVisible();
  await expect(page.getByRole('button', { name: '準備中の分類 を削除' })).toHaveCount(0);
  expect((await fetch(`${site.url}/empty-for-now`)).status).toBe(404);
  expect(await (await fetch(`${site.url}/`)).text()).not.toContain('準備中の分類');
});
