import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startPushRelay } from '@tsuzuri/test-support/push-relay';
import { root, shootBoth } from './console-staff';
import { consoleActions, type Role, readerWrites, staffOf } from './console-team';
import { subscribeThroughRelay } from './push-browser';
import { EN_SITE, untilFresh } from './support';

/**
 * The operators' console end to end (docs/product.md#operators-console), on the en site (it
 * accepts the loopback push relay): a moderator approves a held comment, shown within a second;
 * an analyst sees figures, chart and top table move after scripted views, downloads and purchase
 * clicks, and gets the CSV; an editor pushes to a subscribed browser; an analyst is refused every
 * write. Every screen at 1366 and 390 px: admin-screens.spec.ts.
 */
const SITE = EN_SITE;
const SHOTS = path.join(root, 'test-results', 'console');
const shoot = (page: Page, name: string) => shootBoth(page, path.join(SHOTS, name));
/** An article no other spec opens, so its counts are this spec's alone. */
const ARTICLE = 'dvd-bitrate-recording-time';
const TITLE = 'DVD作成で画質を決める「ビットレート」入門｜収録時間との関係とおすすめ設定';
const READER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const staff = staffOf(SITE);
const emails = {} as Record<Role, string>;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  for (const role of ['owner', 'moderator', 'analyst', 'editor'] as const)
    emails[role] = await staff.create(browser, role);
});

test('a moderator approves a held comment and it is on the article within a second; a staff reply is marked 編集部', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await staff.signIn(browser, emails.moderator, 'moderator');
  const word = `保留語${Date.now() % 100000}`;
  await page.goto(`${SITE}/admin/comments`);
  await page.getByLabel('語', { exact: true }).fill(word);
  await page.getByRole('button', { name: '追加', exact: true }).click();
  await expect(page.getByTestId('notice')).toContainText('NGワードを追加しました');

  const body = `ビットレートの説明が分かりやすかったです ${word}`;
  const posted = await request.post(`${SITE}/api/comments`, {
    headers: { 'user-agent': READER_UA },
    data: {
      slug: ARTICLE,
      locale: 'ja',
      name: '読者 一郎',
      email: 'ichiro@example.jp',
      body,
      website: '',
    },
  });
  expect(posted.status()).toBe(200);
  const { id } = (await posted.json()).data;

  await page.goto(`${SITE}/admin/comments?status=pending`);
  const held = page.locator(`[data-comment-id="${id}"]`);
  await expect(held.locator('[data-reason="ng-word"]')).toHaveText('NGワード');
  await held.getByRole('checkbox').check();
  await page.getByRole('button', { name: '承認する' }).click();
  await expect(page.getByTestId('notice')).toContainText('1 件のコメントを更新しました');
  const { lastStaleMs } = await untilFresh(
    async () => (await fetch(`${SITE}/${ARTICLE}`)).text(),
    (html) => html.includes(word),
    Date.now(),
  );
  expect(lastStaleMs, 'no article without the approved comment a second after').toBeLessThan(1000);

  await page.goto(`${SITE}/admin/comments?status=approved`);
  const replyForm = page.locator('details', { hasText: `#${id}` });
  await replyForm.locator('summary').click();
  await replyForm.getByLabel('返信の本文').fill('ご感想ありがとうございます。編集部より。');
  await replyForm.getByRole('button', { name: '返信を公開' }).click();
  await expect(page.getByTestId('notice')).toContainText('返信を公開しました');
  const article = await browser.newPage();
  await article.goto(`${SITE}/${ARTICLE}`);
  const reply = article.locator('[data-testid="comment"][data-staff="true"]').last();
  await expect(reply).toContainText('編集部');
  await expect(reply).toContainText('スタッフ');
  await expect(reply).toContainText('ご感想ありがとうございます');
  await article.close();
  await page.goto(`${SITE}/admin/comments?status=approved`);
  await shoot(page, 'comments');
});

test('an analyst sees the figures, chart and top articles move after views, downloads and purchase clicks, and downloads the CSV', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await staff.signIn(browser, emails.analyst, 'analyst');
  const views = async () =>
    Number((await page.getByTestId('figure-views').textContent())?.replace(/\D/g, '') ?? 0);
  await expect(page.getByTestId('traffic-chart').locator('canvas')).toBeVisible();
  const before = await views();

  // A reader of this attempt's own (the en site trusts its proxy): a link clicked counts once per
  // address in half an hour, and conversion.spec.ts clicks the same promo links on this site.
  const { repeatEachIndex, retry } = test.info();
  const reader = await browser.newContext({
    userAgent: READER_UA,
    extraHTTPHeaders: { 'x-forwarded-for': `127.74.${repeatEachIndex}.${retry + 1}` },
  });
  const readerPage = await reader.newPage();
  let beacons = 0;
  readerPage.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/web/report') beacons++;
  });
  for (let i = 1; i <= 3; i++) {
    await readerPage.goto(`${SITE}/${ARTICLE}?medium=mail&source=ops-e2e`);
    await expect.poll(() => beacons, { message: 'the page_view beacon' }).toBeGreaterThanOrEqual(i);
  }
  // The promo's own links, fetched as the reader's browser would (recorded, then 302).
  const promo = readerPage.getByTestId('promo-box').first();
  for (const selector of ['a[href^="/mlink/download.php"]', 'a[href^="/checkout.htm"]']) {
    const href = await promo.locator(selector).getAttribute('href');
    const r = await reader.request.get(`${SITE}${href}`, {
      maxRedirects: 0,
      headers: { referer: `${SITE}/${ARTICLE}`, 'user-agent': READER_UA },
    });
    expect(r.status()).toBe(302);
  }
  await reader.close();

  await expect
    .poll(
      async () => {
        await page.reload();
        return views();
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBeGreaterThanOrEqual(before + 3);
  const top = page.locator('[data-table="top-views"] tr', { hasText: TITLE });
  await expect(top).toBeVisible();
  const conv = page.locator('[data-table="top-conversions"] tr', { hasText: TITLE });
  await expect(conv).toBeVisible();
  await expect(page.locator('[data-table="campaigns"]')).toContainText('mail / ops-e2e');
  await expect(page.getByTestId('traffic-chart').locator('canvas')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.locator('[data-csv="top-views"]').click();
  const file = fs.readFileSync(await (await downloading).path());
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = file.toString('utf8');
  expect(csv).toContain(`"${TITLE}"`);
  expect(csv).toContain('\r\n');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFF"ページ","URL","表示回数","ダウンロード","購入クリック","コンバージョン率"',
  );
  await shoot(page, 'dashboard');
});

test('an editor sends a push from the console to a subscribed browser', async ({ browser }) => {
  test.setTimeout(120_000);
  const relay = await startPushRelay({
    answer: () => 201,
    deliver: async (push) => {
      await subscribed?.deliver(push.text);
    },
  });
  let subscribed: Awaited<ReturnType<typeof subscribeThroughRelay>> | undefined;
  const context = await browser.newContext();
  try {
    subscribed = await subscribeThroughRelay(
      context,
      relay.subscribe('ops-reader'),
      `${SITE}/${ARTICLE}`,
    );
    const reader = subscribed.page;
    const page = await staff.signIn(browser, emails.editor, 'editor');
    await page.goto(`${SITE}/admin/push`);
    const title = `管理画面からのお知らせ ${Date.now() % 100000}`;
    await page.getByLabel('タイトル').fill(title);
    await page.getByLabel('本文').fill('ビットレートの記事を更新しました');
    await page.getByLabel(/リンク先/).fill(`/${ARTICLE}`);
    await expect(page.getByTestId('push-preview')).toContainText(title);
    await page.getByLabel('送信先').selectOption('ja');
    // Sending now asks first, saying how many browsers it reaches (one at least: the reader's).
    page.once('dialog', async (dialog) => {
      expect(dialog.message()).toMatch(
        /日本語の読者の購読ブラウザー [1-9]\d* 件に今すぐ送信します/,
      );
      await dialog.accept();
    });
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByTestId('notice')).toContainText('送信しました');
    const row = page.locator('tr', { hasText: title });
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'sent');
    expect(
      Number(await row.locator('[data-count="delivered"]').textContent()),
    ).toBeGreaterThanOrEqual(1);
    expect(relay.received.some((p) => p.name === 'ops-reader' && p.text.includes(title))).toBe(
      true,
    );
    await expect
      .poll(() =>
        reader.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title),
        ),
      )
      .toContain(title);
    await shoot(page, 'push');
  } finally {
    await context.close();
    await relay.close();
  }
});

test('an analyst is refused every write (403) and nothing changes', async ({ browser }) => {
  test.setTimeout(120_000);
  // Something in the inbox and the subscriber list, so their write forms exist too.
  await readerWrites(browser, SITE, READER_UA);
  // Every server action of the operators' screens, from the build's own list of them.
  const actions = consoleActions(
    /app\/admin\/\(console\)\/(comments|messages|subscribers|push|cache)\/actions\.ts$/,
  );
  expect(actions.length).toBe(12);
  const snapshot = () =>
    staff.read((db) =>
      ['comments', 'comment_ng_words', 'messages', 'subscribers', 'push_sends', 'staff_audit']
        .map((t) => {
          try {
            return JSON.stringify(db.prepare(`select * from ${t} order by 1`).all());
          } catch {
            return `${t}: none`;
          }
        })
        .join('\n'),
    );
  // Signed in before the snapshot: a sign-in may write its own audit row.
  const analyst = await staff.signIn(browser, emails.analyst, 'analyst');
  const before = snapshot();

  // Every cookie of the context: the session cookie is Secure (__Host-), which a URL filter on
  // http:// would leave out.
  const cookies = await analyst.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  // Each called as the console's JavaScript calls it (the action's id in Next-Action, a form
  // as its one argument), on its own screen: refused before it reads anything.
  for (const { id, name, page } of actions) {
    const body = new FormData();
    body.append('1_id', '1');
    body.append('1_word', '保留語');
    body.append('1_confirm', 'yes');
    body.append('0', '["$K1"]');
    const r = await fetch(`${SITE}${page}`, {
      method: 'POST',
      headers: { cookie, origin: SITE, accept: 'text/x-component', 'next-action': id },
      body,
      redirect: 'manual',
    });
    // The push composer answers its script in words (a role changed while it is open keeps the
    // screen); the plain forms answer 403.
    if (name === 'sendPush') expect(await r.text(), name).toContain('"code":"not-allowed"');
    else expect(r.status, `${name} on ${page}`).toBe(403);
  }
  for (const screen of [
    '/admin/comments',
    '/admin/messages',
    '/admin/subscribers',
    '/admin/push',
    '/admin/cache',
    '/admin/export/subscribers',
  ])
    expect((await fetch(`${SITE}${screen}`, { headers: { cookie } })).status, screen).toBe(403);
  expect(snapshot()).toBe(before);
});
