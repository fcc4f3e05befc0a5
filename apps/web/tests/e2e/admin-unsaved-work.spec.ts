import { type Browser, expect, type Page, test } from '@playwright/test';
import { closeAsksToLeave, openConsole, ownConsoleSite, signIn } from './console-staff';

/**
 * Typed text on the console's forms is not lost without a word (docs/product.md#leaving-a-
 * console-form), and two tabs of the settings screen do not overwrite each other
 * (docs/product.md#site-settings). Its own site (one worker), signed in as an editor (the users
 * screen as an owner).
 */
const PORT = 3180;
const EDITOR = {
  email: 'unsaved-work@example.jp',
  role: 'editor',
  name: '未保存 守',
  password: 'unsaved work pass phrase 26',
};
const OWNER = {
  email: 'unsaved-owner@example.jp',
  role: 'owner',
  name: '未保存 主',
  password: 'unsaved owner pass phrase 26',
};
const QUESTION = /^保存されていない変更があります。このページを離れると失われます。/;

const site = ownConsoleSite(PORT, {}, [EDITOR, OWNER]);

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

async function openSignedIn(page: Page, path: string, who = EDITOR) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, site.url, who.email, who.password);
  await openConsole(page, `${site.url}${path}`);
}

/** A reader's comment waiting for moderation and a reader's message: what the owner's screens hold. */
async function readerWrites(): Promise<void> {
  const post = async (path: string, body: object) => {
    const res = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Chrome/140.0' },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBe(200);
  };
  await post('/api/comments', {
    slug: 'best-free-dvd-software',
    locale: 'ja',
    name: '読者 三郎',
    email: 'saburo@example.jp',
    body: '返信を書きかけて離れる確認です。',
    website: '',
  });
  await post('/api/contact', {
    reason: 'review',
    email: 'hanako@example.jp',
    name: '山田 花子',
    subject: 'メモを書きかけて離れる確認',
    message: 'メモを書きかけたまま別の画面へ移る確認です。',
    locale: 'ja',
  });
}

const SCREENS: {
  path: string;
  type: (page: Page) => Promise<void>;
  who?: typeof EDITOR;
  before?: () => Promise<void>;
  /** Which form, where a screen has more than one in the list. */
  form?: string;
}[] = [
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
  { path: '/admin/push', type: (page) => page.getByLabel('タイトル').fill('まだ送らない') },
  {
    path: '/admin/media',
    type: (page) => page.getByLabel('代替テキスト (日本語・必須)').fill('まだ上げない'),
  },
  {
    path: '/admin/users',
    type: (page) => page.locator('form.c-users-add').getByLabel('名前').fill('まだ足さない'),
    who: OWNER,
  },
  // Plain server-rendered forms (until 2026-12 they lost their text without a question).
  {
    path: '/admin/comments',
    before: readerWrites,
    type: async (page) => {
      const reply = page.locator('details.o-reply').first();
      await reply.locator('summary').click();
      await reply.getByLabel('返信の本文').fill('まだ返さない');
    },
    who: OWNER,
    form: 'a reply',
  },
  {
    path: '/admin/comments',
    type: (page) => page.getByLabel('語', { exact: true }).fill('まだ足さない語'),
    who: OWNER,
    form: 'an NG word',
  },
  {
    path: '/admin/messages',
    before: readerWrites,
    type: (page) => page.getByLabel('メモ').first().fill('まだ保存しないメモ'),
    who: OWNER,
  },
];

for (const screen of SCREENS)
  test(`${screen.path}${screen.form ? ` (${screen.form})` : ''}: the menu asks before typed text is left; staying keeps it`, async ({
    page,
  }) => {
    await screen.before?.();
    await openSignedIn(page, screen.path, screen.who);
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
  // Both tabs are the same editor's, and the answer says so.
  await expect(card(b).getByRole('alert')).toHaveText(
    'この設定は編集中に、あなたが別のタブか画面で保存しました。再読み込みしてから保存してください',
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

test('/admin/users: an added person leaves the form clean; 無効にする asks only its own question and keeps what is typed', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/users', OWNER);
  const form = page.locator('form.c-users-add');
  const email = `leaving-${Date.now().toString(36)}@example.jp`;
  await form.getByLabel('名前').fill('一時 さん');
  await form.getByLabel('メールアドレス').fill(email);
  await form.getByRole('button', { name: '追加' }).click();
  await expect(page.locator('.c-users-link')).toContainText('一時 さん を追加しました。');

  // Typing for the next person, then disabling the one added: answered in place, so only the
  // disable question is asked, and the typed name and the link stay.
  await form.getByLabel('名前').fill('次の 人');
  const asked: string[] = [];
  const accept = (dialog: { message(): string; accept(): Promise<void> }) => {
    asked.push(dialog.message());
    void dialog.accept();
  };
  page.on('dialog', accept);
  const row = page.locator(`tr[data-user="${email}"]`);
  await row.getByRole('button', { name: '無効にする' }).click();
  await expect(row.getByRole('button', { name: '有効にする' })).toBeVisible();
  page.off('dialog', accept);
  expect(asked).toEqual([expect.stringContaining('一時 さん（')]);
  await expect(form.getByLabel('名前')).toHaveValue('次の 人');
  await expect(page.locator('.c-users-link')).toHaveCount(1);

  expect(await tryToLeave(page)).toEqual([expect.stringMatching(QUESTION)]);
  // Emptied again, the form holds nothing unsaved: the menu leaves without a question.
  await form.getByLabel('名前').fill('');
  expect(await tryToLeave(page)).toEqual([]);
  await expect(page).toHaveURL(`${site.url}/admin`);
});

test('/admin/push: a scheduled push empties the composer, which then leaves without a question', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/push');
  await page.getByLabel('タイトル').fill('あとで届くお知らせ');
  await page.getByLabel('送信日時（日本時間・空欄なら今すぐ）').fill('2030-03-10T09:00');
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByTestId('notice')).toContainText('予約しました。');
  await expect(page.getByLabel('タイトル')).toHaveValue('');
  expect(await tryToLeave(page)).toEqual([]);
  await expect(page).toHaveURL(`${site.url}/admin`);
});

test("/admin/media: an image's alt text being edited asks before leaving; キャンセル drops it without asking", async ({
  page,
}) => {
  const file = `leave-${Date.now().toString(36)}.png`;
  await openSignedIn(page, '/admin/media');
  const sharp = (await import('sharp')).default;
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  const upload = await page.request.post(
    `${site.url}/admin/api/media?name=${file}&alt.ja=${encodeURIComponent('離れる前の見本')}`,
    { data: png, headers: { origin: site.url, 'content-type': 'image/png' } },
  );
  expect(upload.status(), await upload.text()).toBe(201);
  await openConsole(page, `${site.url}/admin/media`);
  const card = page.locator('.c-media-card', { hasText: file });
  await card.getByRole('button', { name: '代替テキストを編集' }).click();
  await card.getByLabel('代替テキスト (英語)').fill('typed, not saved');
  expect(await tryToLeave(page)).toEqual([expect.stringMatching(QUESTION)]);
  await expect(card.getByLabel('代替テキスト (英語)')).toHaveValue('typed, not saved');
  await card.getByRole('button', { name: 'キャンセル' }).click();
  expect(await tryToLeave(page)).toEqual([]);
  await expect(page).toHaveURL(`${site.url}/admin`);
});
