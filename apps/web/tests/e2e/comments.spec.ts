import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { untilFresh } from './support';

// Comments from the visitor's and the editor's side, on the ja site (127.0.0.1:3100, started
// with ADMIN_TOKEN below). An article no other spec uses: approving purges its cached pages.
// The site allows 5 comments per address per 10 minutes, and every browser here is 127.0.0.1:
// the specs below store 2 (invalid submissions are not counted).
const SLUG = 'disc-storage-one-year-test';
const ADMIN_TOKEN = 'e2e-admin-token-0123456789';
// Unique per run: the site's database outlives a single test.
const STAMP = `run-${Date.now()}`;
const BODY = `保存テストの続報を楽しみにしています。\n<b>太字</b>は使えません ${STAMP}`;
const MESSAGES = {
  name: 'エラー：有効な名前を入力してください',
  email: 'エラー：有効なメールアドレスを入力してください',
  body: 'エラー：有効なコメント内容を入力してください',
  failed: '送信に失敗しました',
};

test.describe.configure({ mode: 'serial' });

async function adminApi(): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: 'http://127.0.0.1:3100',
    extraHTTPHeaders: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
}

/** The id of the pending comment with this body, as the editor finds it in the queue. */
async function pendingIdOf(api: APIRequestContext, body: string): Promise<number> {
  const res = await api.get('/api/admin/comments?status=pending');
  expect(res.status()).toBe(200);
  const found = ((await res.json()).data as { id: number; body: string }[]).find(
    (c) => c.body === body,
  );
  expect(found, `pending comment "${body}"`).toBeTruthy();
  return found!.id;
}

test('bad input shows each message; a good comment gets the 48-hour reply and is not shown yet', async ({
  page,
}) => {
  await page.goto(`/${SLUG}`);
  const form = page.getByTestId('comment-form');
  await form.getByRole('button', { name: 'コメントを送信' }).click();
  await expect(form.getByTestId('comment-name-error')).toHaveText(MESSAGES.name);
  await expect(form.getByTestId('comment-email-error')).toHaveText(MESSAGES.email);
  await expect(form.getByTestId('comment-body-error')).toHaveText(MESSAGES.body);

  await form.locator('#comment-name').fill('保存マニア');
  await form.locator('#comment-email').fill('not-an-address');
  await form.locator('#comment-body').fill(BODY);
  await form.getByRole('button', { name: 'コメントを送信' }).click();
  await expect(form.getByTestId('comment-email-error')).toHaveText(MESSAGES.email);
  await expect(form.getByTestId('comment-name-error')).toHaveCount(0);

  await form.locator('#comment-email').fill('mania@example.jp');
  await form
    .getByRole('checkbox', { name: '名前とメールアドレスをこのブラウザに保存する' })
    .check();
  await form.getByRole('button', { name: 'コメントを送信' }).click();
  await expect(form.getByTestId('comment-status')).toContainText('48時間以内');
  await expect(form.locator('#comment-body')).toHaveValue('');

  // Pending: not on the page. Remembered: name and email come back, from this browser only.
  await page.reload();
  await expect(page.locator('#comments')).not.toContainText(STAMP);
  await expect(form.locator('#comment-name')).toHaveValue('保存マニア');
  await expect(form.locator('#comment-email')).toHaveValue('mania@example.jp');
  expect(await page.evaluate(() => document.cookie)).not.toContain('mania');
});

test('the editor approves through the admin API and the comment is on the article within a second', async ({
  page,
}) => {
  const api = await adminApi();
  expect(
    (await (await request.newContext()).get('http://127.0.0.1:3100/api/admin/comments')).status(),
  ).toBe(401);
  const id = await pendingIdOf(api, BODY);

  // A reader's view of the page, served from the page cache once stored: pending is not shown.
  const reader = await request.newContext({
    extraHTTPHeaders: { cookie: 'sidebarAB=a; resourceBannerAB=a' },
  });
  await reader.get(`http://127.0.0.1:3100/${SLUG}`);
  expect(await (await reader.get(`http://127.0.0.1:3100/${SLUG}`)).text()).not.toContain(STAMP);

  const approved = await api.post(`/api/admin/comments/${id}`, { data: { action: 'approve' } });
  expect(approved.status()).toBe(200);
  expect((await approved.json()).data).toMatchObject({ status: 'approved', purge: { ok: true } });
  const { lastStaleMs } = await untilFresh(
    async () => (await reader.get(`http://127.0.0.1:3100/${SLUG}`)).text(),
    (html) => html.includes(STAMP),
    Date.now(),
  );
  expect(lastStaleMs, 'no page without the comment a second after its approval').toBeLessThan(1000);

  // The same A/B variant as the reader above (the other variant's cached copy may still be the
  // stale one for the single render that refreshes it).
  await page.context().addCookies([
    { name: 'sidebarAB', value: 'a', url: 'http://127.0.0.1:3100' },
    { name: 'resourceBannerAB', value: 'a', url: 'http://127.0.0.1:3100' },
  ]);
  await page.goto(`/${SLUG}`);
  const shown = page.getByTestId('comment').filter({ hasText: STAMP });
  await expect(shown).toHaveCount(1);
  await expect(shown.locator('time')).toBeVisible();
  // Plain text with its line break kept; the visitor's markup is shown, never applied.
  expect(await shown.locator('p').last().innerText()).toMatch(
    /楽しみにしています。\n<b>太字<\/b>は使えません/,
  );
  await expect(shown.locator('b')).toHaveCount(0);
  expect(await page.content()).not.toContain('mania@example.jp');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still posts: the server answers with the message, then with the 48-hour reply', async ({
    page,
  }) => {
    // This attempt's own words: a retry must not find the first attempt's comment.
    const body = `スクリプトなしでも送れますか？ ${STAMP}`;
    await page.goto(`/${SLUG}`);
    const form = page.getByTestId('comment-form');
    await form.locator('#comment-name').fill('JSなし');
    await form.locator('#comment-email').fill('nojs@');
    await form.locator('#comment-body').fill(body);
    await form.getByRole('button', { name: 'コメントを送信' }).click();
    await expect(page.getByTestId('comment-email-error')).toHaveText(MESSAGES.email);
    // What the visitor typed is still there.
    await expect(page.locator('#comment-body')).toHaveValue(body);

    await page.locator('#comment-email').fill('nojs@example.jp');
    await page.getByRole('button', { name: 'コメントを送信' }).click();
    await expect(page.getByTestId('comment-status')).toContainText('48時間以内');
    expect(await pendingIdOf(await adminApi(), body)).toBeGreaterThan(0);
  });
});

test('the JSON endpoint answers invalid input with 400 and the Japanese message', async () => {
  const api = await request.newContext({ baseURL: 'http://127.0.0.1:3100' });
  const res = await api.post('/api/comments', {
    data: { name: '太郎', email: 'taro@example.jp', body: '   ', slug: SLUG, locale: 'ja' },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ cscode: 400, message: MESSAGES.body });
  const en = await api.post('/api/comments?lang=en', {
    data: { name: '', email: 'taro@example.jp', body: 'x', slug: SLUG, locale: 'ja' },
  });
  expect((await en.json()).message).toBe('Error: enter a valid name');
});
