import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { wake } from './support';

// The ja site (playwright.config.ts) runs with this admin token and without SMTP_URL: messages
// are stored only. The rate limit allows three stored messages per address per ten minutes, and
// every browser here is 127.0.0.1: this file stores two (refused and aborted submissions do not
// count), which leaves one for a retry. Other specs store theirs on the en site.
const ADMIN_TOKEN = 'e2e-admin-token-0123456789';

const MESSAGES = {
  required: '* の付いた項目をすべて入力してください',
  invalidEmail: '正しいメールアドレスの形式で入力してください',
  tooShort: 'メッセージは20文字以上で入力してください',
  network: 'ネットワークエラーです。しばらくしてからもう一度お試しください',
};
const BODY =
  '新しいブルーレイ作成ソフトのレビュー記事を書いていただけないでしょうか。資料もお送りします。';

const unique = (label: string) =>
  `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const contactForm = (page: Page) => page.getByRole('form', { name: 'お問い合わせフォーム' });
/** With JavaScript: a reader's first move loads it; then wait until the form is hydrated. */
async function openEnhancedForm(page: Page) {
  await page.goto('/contact');
  await wake(page);
  await expect(contactForm(page)).toHaveAttribute('data-enhanced', 'true');
}

async function fill(page: Page, fields: { email: string; subject: string; message: string }) {
  const form = contactForm(page);
  await form.getByLabel('お問い合わせの種類').selectOption('review');
  await form.getByLabel('メールアドレス').fill(fields.email);
  await form.getByLabel('お名前').fill('山田 太郎');
  await form.getByLabel('件名').fill(fields.subject);
  await form.getByLabel('メッセージ').fill(fields.message);
}

async function listedMessages(request: APIRequestContext) {
  const res = await request.get('/api/admin/messages?limit=50', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.cscode).toBe(200);
  return body.data.messages as {
    subject: string;
    reason: string;
    email: string;
    name: string;
    body: string;
    locale: string;
    ipHash: string | null;
  }[];
}

test('bad input gets each of its messages; good input is stored and thanked, and listed for the editor', async ({
  page,
  request,
}) => {
  const subject = unique('E2E レビュー依頼');
  await openEnhancedForm(page);
  const form = contactForm(page);
  await expect(form.getByText('* は必須項目です')).toBeVisible();

  await form.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByTestId('contact-form-error')).toHaveText(MESSAGES.required);
  await expect(form.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');

  await fill(page, { email: 'taro@', subject, message: '短いメッセージです' });
  await form.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByTestId('contact-email-error')).toHaveText(MESSAGES.invalidEmail);
  await expect(page.getByTestId('contact-message-error')).toHaveText(MESSAGES.tooShort);
  await expect(page.getByTestId('contact-form-error')).toBeHidden();

  await form.getByLabel('メールアドレス').fill('taro@example.jp');
  await form.getByLabel('メッセージ').fill(BODY);
  await form.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByTestId('contact-success')).toContainText('送信が完了しました');
  await expect(contactForm(page)).toHaveCount(0);
  // The address stays available as an alternative.
  await expect(page.locator('a[href^="mailto:"]')).toBeVisible();

  const stored = (await listedMessages(request)).find((m) => m.subject === subject);
  expect(stored).toMatchObject({
    reason: 'review',
    email: 'taro@example.jp',
    name: '山田 太郎',
    body: BODY,
    locale: 'ja',
  });
  expect(stored?.ipHash).toMatch(/^[0-9a-f]{64}$/);
});

test('the admin list refuses a request without the token', async ({ request }) => {
  expect((await request.get('/api/admin/messages')).status()).toBe(401);
  expect(
    (
      await request.get('/api/admin/messages', {
        headers: { authorization: 'Bearer wrong-token-0000000000' },
      })
    ).status(),
  ).toBe(401);
});

test('a submission that cannot reach the server shows the network message and keeps what was typed', async ({
  page,
}) => {
  await openEnhancedForm(page);
  const subject = unique('E2E 接続エラー');
  await fill(page, { email: 'offline@example.jp', subject, message: BODY });
  // The server action is a POST to the page itself: make it fail as a dropped connection would.
  await page.route('**/contact', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await contactForm(page).getByRole('button', { name: '送信する' }).click();
  await expect(page.getByTestId('contact-form-error')).toHaveText(MESSAGES.network);
  await expect(contactForm(page).getByLabel('件名')).toHaveValue(subject);
  await expect(contactForm(page).getByLabel('メッセージ')).toHaveValue(BODY);
});

test('POST /api/contact answers 400 with the message in the envelope', async ({ request }) => {
  const res = await request.post('/api/contact', {
    data: {
      reason: 'advertising',
      email: 'ads@example',
      name: 'Ad',
      subject: 'Banner',
      message: 'We would like to advertise on your site.',
      locale: 'ja',
    },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({
    cscode: 400,
    message: MESSAGES.invalidEmail,
    data: { errors: { email: MESSAGES.invalidEmail } },
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server checks the form, refills it, then stores the message and shows the success state', async ({
    page,
    request,
  }) => {
    const subject = unique('E2E JSなし');
    await page.goto('/contact');
    await fill(page, { email: 'nojs@example.jp', subject, message: '短すぎます' });
    await contactForm(page).getByRole('button', { name: '送信する' }).click();
    await expect(page.getByTestId('contact-message-error')).toHaveText(MESSAGES.tooShort);
    await expect(contactForm(page).getByLabel('件名')).toHaveValue(subject);

    await contactForm(page).getByLabel('メッセージ').fill(BODY);
    await contactForm(page).getByRole('button', { name: '送信する' }).click();
    await expect(page.getByTestId('contact-success')).toContainText('送信が完了しました');
    expect(
      (await listedMessages(request)).some(
        (m) => m.subject === subject && m.email === 'nojs@example.jp',
      ),
    ).toBe(true);
  });
});
