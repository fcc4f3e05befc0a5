import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page, test } from '@playwright/test';
import { startSmtpSink } from '@/lib/contact/testing/smtp-sink';
import { accessLog, type OwnSite, siteDataDir, startOwnSite } from './own-site';
import { rawRequest } from './raw-http';

// A site started with two web workers (WEB_CONCURRENCY=2, node:cluster) and mail configured (a
// real SMTP server on loopback). Every request below opens its own connection, which the
// cluster deals to the workers in turn. The documented limits — 5 comments, 3 messages and 5
// subscriptions per address per 10 minutes — hold for the instance, not for each worker, and
// the footer subscription is a double opt-in (docs/readers.md).
const PORT = 3110;
const ADMIN_TOKEN = 'two-workers-admin-token-7f3a9c2e';
let site: OwnSite;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpSink();
  site = await startOwnSite(PORT, {
    WEB_CONCURRENCY: '2',
    WARM_CACHE: 'false',
    ADMIN_TOKEN,
    SMTP_URL: smtp.url,
    SITE_URL: `http://127.0.0.1:${PORT}`,
  });
});
test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

function subscriberRow(email: string): { status: string } | undefined {
  const db = new Database(path.join(siteDataDir(PORT), 'tsuzuri.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare('select status from subscribers where email = ?').get(email) as
      | { status: string }
      | undefined;
  } finally {
    db.close();
  }
}

async function subscribe(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('button', { name: '登録', exact: true }).click();
}

const PENDING = '確認メールを送信しました。メール内のリンクから登録を完了してください。';

test('the footer subscription: pending, a mail with two links, confirmed once, then unsubscribed', async ({
  page,
}) => {
  const email = `double-opt-in-${Date.now()}@example.com`;
  await page.goto(`${site.url}/`);
  await subscribe(page, email);
  await expect(page.getByTestId('subscribe-status')).toHaveText(PENDING);
  expect(subscriberRow(email)).toEqual({ status: 'pending' });

  const [mail] = (await smtp.waitForMails(1, 10_000)).filter((m) => m.envelopeTo.includes(email));
  expect(mail.header('subject')).toBe('【Tsuzuri】メール配信登録の確認');
  const confirmUrl = /http:\/\/127\.0\.0\.1:\d+\/subscription\/confirm\?token=[\w-]+/.exec(
    mail.text,
  )?.[0];
  const unsubscribeUrl = /http:\/\/127\.0\.0\.1:\d+\/subscription\/unsubscribe\?token=[\w-]+/.exec(
    mail.text,
  )?.[0];
  expect(confirmUrl && unsubscribeUrl, mail.text).toBeTruthy();

  // Opening the link (as a mail scanner would) confirms nothing; the button does.
  const opened = await page.goto(confirmUrl ?? '');
  expect(opened?.headers()['x-page-cache']).toBeUndefined();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('メール配信登録の確認');
  expect(subscriberRow(email)).toEqual({ status: 'pending' });
  await page.getByRole('button', { name: '登録を完了する' }).click();
  await expect(page.getByTestId('token-action-status')).toHaveText(
    '登録が完了しました。新着記事をメールでお届けします。',
  );
  expect(subscriberRow(email)).toEqual({ status: 'confirmed' });

  // Single use: the same link again is refused.
  await page.goto(confirmUrl ?? '');
  await page.getByRole('button', { name: '登録を完了する' }).click();
  await expect(page.getByTestId('token-action-status')).toContainText(
    'このリンクは無効か、有効期限が切れています',
  );

  await page.goto(unsubscribeUrl ?? '');
  await page.getByRole('button', { name: '配信を停止する' }).click();
  await expect(page.getByTestId('token-action-status')).toHaveText(
    '配信を停止し、登録を削除しました。',
  );
  expect(subscriberRow(email)).toBeUndefined();
});

test('a filled honeypot gets the same answer, and nothing is stored or mailed', async ({
  page,
}) => {
  const email = `bot-${Date.now()}@example.com`;
  const before = smtp.mails.length;
  await page.goto(`${site.url}/`);
  await page.locator('#subscribe-website').fill('http://spam.example', { force: true });
  await subscribe(page, email);
  await expect(page.getByTestId('subscribe-status')).toHaveText(PENDING);
  expect(subscriberRow(email)).toBeUndefined();
  await page.waitForTimeout(500);
  expect(smtp.mails.length).toBe(before);
});

test('one address may subscribe 5 times per 10 minutes; the next is refused with the message', async ({
  page,
}) => {
  await page.goto(`${site.url}/`);
  // The first test used one of the five (the honeypot is not counted).
  for (let i = 0; i < 4; i++) {
    await subscribe(page, `flood-${i}-${Date.now()}@example.com`);
    await expect(page.getByTestId('subscribe-status')).toHaveText(PENDING);
    // An accepted address clears the field once the answer is in: only then type the next one.
    await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue('');
  }
  const refused = `flood-last-${Date.now()}@example.com`;
  await subscribe(page, refused);
  await expect(page.getByTestId('subscribe-status')).toHaveText(
    '短時間に登録できる回数を超えました。しばらくしてからもう一度お試しください。',
  );
  expect(subscriberRow(refused)).toBeUndefined();
});

/** `count` JSON posts of `bodyOf(i)` in a row from one address: their statuses, in order. */
async function burst(path: string, count: number, bodyOf: (i: number) => Record<string, string>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await rawRequest({
      port: PORT,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bodyOf(i)),
    });
    statuses.push(res.status);
  }
  return statuses;
}

test('the 6th comment from one address is refused, whichever worker takes it', async () => {
  const statuses = await burst('/api/comments', 9, (i) => ({
    slug: 'blu-ray-disc-basics',
    locale: 'ja',
    name: 'れんとう',
    email: 'burst@example.com',
    body: `二つのワーカーへの連投 ${i}`,
  }));
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
});

test('the 4th contact message from one address is refused, whichever worker takes it', async () => {
  const message = '二つのワーカーのどちらが受けても、同じ上限で数えられることの確認です。';
  const statuses = await burst('/api/contact', 7, (i) => ({
    reason: 'review',
    email: 'burst@example.com',
    name: '連投 太郎',
    subject: `二つのワーカー ${i}`,
    message,
  }));
  expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429]);
});

test('an address blocked for guessing the admin token is refused by both workers, the right token too', async () => {
  const admin = (token: string, localAddress = '127.0.0.77') =>
    rawRequest({
      port: PORT,
      path: '/api/admin/stats',
      headers: { authorization: `Bearer ${token}` },
      localAddress,
    });
  const guesses: number[] = [];
  for (let i = 0; i < 11; i++) guesses.push((await admin(`guess-${i}`)).status);
  expect(guesses).toEqual([...Array(10).fill(401), 429]);
  // Only one worker answered the 11th guess; the right token must not get through the other.
  const right: number[] = [];
  for (let i = 0; i < 4; i++) right.push((await admin(ADMIN_TOKEN)).status);
  expect(right).toEqual([429, 429, 429, 429]);
  // Another address is not blocked: its right token is let in.
  const other = await admin(ADMIN_TOKEN, '127.0.0.78');
  expect([401, 429]).not.toContain(other.status);
});

test('both workers answered, and both refused', async () => {
  await site.stop();
  const log = accessLog(site.output());
  for (const path of ['/api/comments', '/api/contact', '/api/admin/stats']) {
    const refusedBy = new Set(
      log.filter((e) => e.path === path && e.status === 429).map((e) => e.pid),
    );
    expect(refusedBy.size, `${path}: workers that answered 429`).toBe(2);
  }
});
