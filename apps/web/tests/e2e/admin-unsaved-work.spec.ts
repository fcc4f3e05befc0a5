import { type Browser, expect, type Page, test } from '@playwright/test';
import { closeAsksToLeave, openConsole, ownConsoleSite, signIn } from './console-staff';

/**
 * Typed text on the console's forms is not lost without a word (docs/product.md#leaving-a-
 * console-form), and two tabs of the settings screen do not overwrite each other
 * (docs/product.md#site-settings). Its own site (one worker), signed in as an editor.
 */
const PORT = 3180;
const EDITOR = {
  email: 'unsaved-work@example.jp',
  role: 'editor',
  name: '未保存 守',
  password: 'unsaved work pass phrase 26',
};
const QUESTION = /^保存されていない変更があります。このページを離れると失われます。/;

const site = ownConsoleSite(PORT, {}, [EDITOR]);

const menuLink = (page: Page) =>
  page
    .getByRole('navigation', { name: '管理メニュー' })
    .getByRole('link', { name: 'ダッシュボード' });

/** Clicks the menu's ダッシュボード, answering "stay" to any question: what was asked. */
async function tryToLeave(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const answer = (dialog: { message(): string; dismiss(): Promise<void> }) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', answer);
  await menuLink(page).click();
  await page.waitForTimeout(300);
  page.off('dialog', answer);
  return asked;
}

async function openSignedIn(page: Page, path: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, site.url, EDITOR.email, EDITOR.password);
  await openConsole(page, `${site.url}${path}`);
}

const SCREENS: { path: string; type: (page: Page) => Promise<void> }[] = [
  {
    path: '/admin/products/ai-upscaler',
    type: (page) => page.getByLabel('価格 (円・税込) 買い切り').fill('11,800'),
  },
  { path: '/admin/settings', type: (page) => page.getByLabel('3件目 見出し').first().fill('変更') },
  {
    path: '/admin/categories',
    type: (page) => page.getByLabel('uid (URL)').last().fill('new-one'),
  },
  { path: '/admin/authors', type: (page) => page.getByLabel('スラッグ').last().fill('new-author') },
  { path: '/admin/redirects', type: (page) => page.getByLabel('転送元のパス').first().fill('/x') },
];

for (const screen of SCREENS)
  test(`${screen.path}: the menu asks before typed text is left; staying keeps it`, async ({
    page,
  }) => {
    await openSignedIn(page, screen.path);
    await screen.type(page);
    const asked = await tryToLeave(page);
    expect(asked).toEqual([expect.stringMatching(QUESTION)]);
    await expect(page).toHaveURL(`${site.url}${screen.path}`);
    // Closing the tab or reloading: the browser's own question.
    expect(await closeAsksToLeave(page)).toMatch(/^beforeunload:/);
    // Now close it for real, without asking (a page kept open by its question would keep the
    // test's context from closing).
    await page.close();
  });

test('a saved settings card leaves without a question; another unsaved card still asks', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/settings');
  const x = page.getByLabel('X (Twitter)');
  await x.fill('https://x.com/unsaved_work');
  await page.getByLabel('3件目 見出し').first().fill('まだ保存しない');
  const saveSocial = page.locator('form', { has: x }).getByRole('button', { name: '保存' });
  await saveSocial.click();
  await expect(page.locator('form', { has: x }).getByRole('status')).toContainText('保存しました');
  // The nine are still unsaved: asked, and they are still there.
  expect(await tryToLeave(page)).toEqual([expect.stringMatching(QUESTION)]);
  await expect(page.getByLabel('3件目 見出し').first()).toHaveValue('まだ保存しない');
  const top = page.locator('form', { has: page.getByLabel('3件目 見出し').first() });
  await top.getByRole('button', { name: '保存' }).click();
  await expect(top.getByRole('status')).toContainText('保存しました');
  expect(await tryToLeave(page)).toEqual([]);
  await expect(page).toHaveURL(`${site.url}/admin`);
  // Back: the screen shows what was saved, not what it was opened with (Next's client copy).
  await page.goBack();
  await expect(page).toHaveURL(`${site.url}/admin/settings`);
  await expect(x).toHaveValue('https://x.com/unsaved_work');
  await expect(page.getByLabel('3件目 見出し').first()).toHaveValue('まだ保存しない');
});

async function settingsTab(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, '/admin/settings');
  return page;
}

test('two tabs of the settings screen: the later save is refused, the first one kept', async ({
  browser,
}) => {
  const a = await settingsTab(browser);
  const b = await settingsTab(browser);
  const entry = (page: Page, n: number) => page.getByLabel(`${n}件目 見出し`).first();
  const card = (page: Page) => page.locator('form', { has: entry(page, 3) });
  const fourth = await entry(b, 4).inputValue();

  await entry(a, 3).fill('Aが変えた3件目');
  await card(a).getByRole('button', { name: '保存' }).click();
  await expect(card(a).getByRole('status')).toContainText('保存しました');

  await entry(b, 4).fill('Bが変えた4件目');
  await card(b).getByRole('button', { name: '保存' }).click();
  await expect(card(b).getByRole('alert')).toHaveText(
    'この設定は編集中に別の人が保存しました。再読み込みしてから保存してください',
  );

  // A saves again from the version its own save answered: not a conflict with itself.
  await entry(a, 5).fill('Aがもう一度');
  // The status of the first save is still on screen: wait for this save's answer instead.
  const answered = a.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/admin/settings'),
  );
  await card(a).getByRole('button', { name: '保存' }).click();
  await answered;
  await expect(card(a).getByRole('status')).toContainText('保存しました');
  await expect(card(a).getByRole('alert')).toHaveCount(0);

  // Nothing of B's was written: A's changes are there, the 4th entry as it was.
  await openConsole(a, `${site.url}/admin/settings`);
  await expect(entry(a, 3)).toHaveValue('Aが変えた3件目');
  await expect(entry(a, 4)).toHaveValue(fourth);
  await expect(entry(a, 5)).toHaveValue('Aがもう一度');
});
