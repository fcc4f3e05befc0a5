import { type Dialog, expect, type Page, test } from '@playwright/test';
import { openConsole, ownConsoleSite, signIn } from './console-staff';
import { staffOf } from './console-team';

/**
 * A double click on a console form does its thing once (docs/product.md, "Operators' console"):
 * the button is disabled while the form is being sent, and the server does not store the same
 * push, reply or account change twice. Its own site (port 3176), so the lists and the audit log
 * are its own.
 */
const PORT = 3176;
const OWNER = {
  email: 'double-owner@example.jp',
  role: 'owner',
  name: '二重 オーナー',
  password: 'double owner phrase 2026',
};
const EDITOR = {
  email: 'double-editor@example.jp',
  role: 'editor',
  name: '二重 編集者',
  password: 'double editor phrase 2026',
};
const site = ownConsoleSite(PORT, {}, [OWNER, EDITOR]);
const db = staffOf(site.url);

const count = (query: string, ...params: unknown[]) =>
  db.read((d) => (d.prepare(query).get(...params) as { n: number }).n);
const audited = (action: string) =>
  count('select count(*) as n from staff_audit where action = ?', action);

/** Holds every server action post for `ms`, so a screen's pending state can be seen. */
async function slowActions(page: Page, ms: number) {
  await page.route('**/admin/**', async (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.headers()['next-action'])
      await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('a double click on 送信する schedules the push once, and the button says it is sending meanwhile', async ({
  page,
}) => {
  await signIn(page, site.url, EDITOR.email, EDITOR.password);
  await openConsole(page, `${site.url}/admin/push`);
  const tomorrow = new Date(Date.now() + 9 * 3_600_000 + 86_400_000).toISOString().slice(0, 16);
  await page.getByLabel('タイトル').fill('一度だけのお知らせ');
  await page.getByLabel(/送信日時/).fill(tomorrow);
  await slowActions(page, 1_500);
  const button = page.getByRole('button', { name: /送信する|送信中/ });
  await button.dblclick();
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('送信中…');
  await expect(page.getByTestId('notice')).toContainText('予約しました');
  await expect(page.locator('tr', { hasText: '一度だけのお知らせ' })).toHaveCount(1);
  expect(count("select count(*) as n from push_sends where title = '一度だけのお知らせ'")).toBe(1);
  expect(audited('push.schedule')).toBe(1);
});

test('the same push composed twice by hand within 30 seconds is answered as the first, not stored again', async ({
  page,
}) => {
  await signIn(page, site.url, EDITOR.email, EDITOR.password);
  const tomorrow = new Date(Date.now() + 9 * 3_600_000 + 86_400_000).toISOString().slice(0, 16);
  for (let i = 0; i < 2; i++) {
    await openConsole(page, `${site.url}/admin/push`);
    await page.getByLabel('タイトル').fill('二度送られたお知らせ');
    await page.getByLabel(/送信日時/).fill(tomorrow);
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByTestId('notice'), 'the same success both times').toContainText(
      '予約しました',
    );
  }
  expect(count("select count(*) as n from push_sends where title = '二度送られたお知らせ'")).toBe(
    1,
  );
});

test('an empty title is pointed out before anything is asked', async ({ page }) => {
  await signIn(page, site.url, EDITOR.email, EDITOR.password);
  await openConsole(page, `${site.url}/admin/push`);
  const asked: string[] = [];
  const record = (d: Dialog) => {
    asked.push(d.message());
    void d.dismiss();
  };
  page.on('dialog', record);
  await page.getByRole('button', { name: '送信する' }).click();
  const title = page.getByLabel('タイトル');
  expect(await title.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await expect(title).toBeFocused();
  page.off('dialog', record);
  expect(asked).toEqual([]);
});

/** A reader's comment waiting for moderation on a seeded article; its id. */
async function readerComment(body: string): Promise<number> {
  const posted = await fetch(`${site.url}/api/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Chrome/140.0' },
    body: JSON.stringify({
      slug: 'best-free-dvd-software',
      locale: 'ja',
      name: '読者 二郎',
      email: 'jiro@example.jp',
      body,
      website: '',
    }),
  });
  expect(posted.status).toBe(200);
  return (await posted.json()).data.id;
}

const repliesTo = (id: number) =>
  count("select count(*) as n from comments where reply_to = ? and author_kind = 'staff'", id);

test('a double click on 返信を公開 publishes the reply once, the button saying so meanwhile', async ({
  page,
}) => {
  const id = await readerComment('二重クリックの確認です。');
  await signIn(page, site.url, OWNER.email, OWNER.password);
  await openConsole(page, `${site.url}/admin/comments?status=pending`);
  const form = page.locator('details', { hasText: `#${id}` });
  await form.locator('summary').click();
  await form.getByLabel('返信の本文').fill('ご確認ありがとうございます。');
  const repliesBefore = audited('comments.reply');
  await slowActions(page, 1_500);
  const button = form.getByRole('button', { name: /返信を公開|公開中/ });
  await button.dblclick();
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('公開中…');
  await expect(page.getByTestId('notice')).toContainText('コメントを承認し、返信を公開しました');
  expect(repliesTo(id)).toBe(1);
  expect(audited('comments.reply')).toBe(repliesBefore + 1);
});

test('without JavaScript, a reply form posted twice publishes the reply once, and answers with the same success', async ({
  browser,
}) => {
  const id = await readerComment('スクリプトなしの二重送信の確認です。');
  // Signed in with script (the sign-in page needs it), then the console without.
  const signingIn = await browser.newContext();
  await signIn(await signingIn.newPage(), site.url, OWNER.email, OWNER.password);
  const storageState = await signingIn.storageState();
  await signingIn.close();
  const page = await (
    await browser.newContext({ javaScriptEnabled: false, storageState })
  ).newPage();
  await page.goto(`${site.url}/admin/comments?status=pending`);
  const form = page.locator('details', { hasText: `#${id}` });
  await form.locator('summary').click();
  await form.getByLabel('返信の本文').fill('ありがとうございます。');
  await form.getByRole('button', { name: '返信を公開' }).dblclick();
  await expect(page.getByTestId('notice')).toContainText('返信を公開しました');
  expect(repliesTo(id)).toBe(1);
});

test('a double click on 無効にする asks once and disables once (one audit row)', async ({
  page,
}) => {
  await signIn(page, site.url, OWNER.email, OWNER.password);
  await openConsole(page, `${site.url}/admin/users`);
  const editorId = db.read(
    (d) =>
      (d.prepare('select id from staff_users where email = ?').get(EDITOR.email) as { id: string })
        .id,
  );
  const disables = () =>
    count(
      "select count(*) as n from staff_audit where action = 'users.disable' and target = ?",
      `user:${editorId}`,
    );
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  const row = page.getByRole('row', { name: new RegExp(EDITOR.email) });
  await slowActions(page, 1_000);
  await row.getByRole('button', { name: '無効にする' }).dblclick();
  await expect(row.getByRole('button', { name: '有効にする' })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(disables()).toBe(1);
});
