import { expect, type Page, test } from '@playwright/test';
import { JA_PORT } from '../../playwright.config';
import { FUZZ_ADMIN as ADMIN } from './fuzz/generate';
import { rawRequest } from './raw-http';

// Script payloads stored through the comment and contact forms of the ja site (3100): shown as
// text, never run, in the browser with and without JavaScript. The fuzz of bad input itself is
// fuzz.spec.ts. FUZZ_PORT: the same checks against another running site (its ADMIN_TOKEN must
// match); FUZZ_SEED marks the payloads of one run.
const PORT = Number(process.env.FUZZ_PORT ?? JA_PORT);
// An article no other spec comments on: approving purges its cached pages.
const ARTICLE = 'wedding-movie-blu-ray-settings';
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
// Submissions come from their own loopback address: the rate limits other specs count on
// (comments, contact: per address) are not touched.
const SUBMITTER = `127.77.${SEED % 250}.${1 + (SEED % 200)}`;

function recordDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (d) => {
    opened.push(d.message());
    void d.dismiss();
  });
  return opened;
}

const payload = (where: string) =>
  `<script>alert('${where}-${SEED}')</script>"><img src=x onerror=alert('${where}-${SEED}')><svg/onload=alert('${where}-${SEED}')> ${'保存の感想です。'.repeat(3)}`;

/** A form's JSON API called as a visitor would, from the submitter's own address. */
const submitJson = (path: string, fields: Record<string, string>) =>
  rawRequest({
    port: PORT,
    path,
    method: 'POST',
    localAddress: SUBMITTER,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });

test('script in a stored comment is shown as text and never runs', async ({ page }) => {
  const submitted = await submitJson('/api/comments', {
    name: `<b>名前</b><script>alert('name-${SEED}')</script>`,
    email: 'xss@example.jp',
    body: payload('body'),
    slug: ARTICLE,
    locale: 'ja',
  });
  expect(submitted.status, submitted.body).toBe(200);
  const id = JSON.parse(submitted.body).data.id as number;
  const approved = await rawRequest({
    port: PORT,
    path: `/api/admin/comments/${id}`,
    method: 'POST',
    headers: { ...ADMIN, 'content-type': 'application/json' },
    body: '{"action":"approve"}',
  });
  expect(approved.status, approved.body).toBe(200);

  const dialogs = recordDialogs(page);
  const html = async () =>
    (
      await rawRequest({
        port: PORT,
        path: `/${ARTICLE}`,
        headers: { cookie: 'sidebarAB=a; resourceBannerAB=a' },
      })
    ).body;
  await expect.poll(html, { timeout: 5000 }).toContain(`body-${SEED}`);
  const served = await html();
  expect(served).not.toContain(`<script>alert('body-${SEED}')`);
  expect(served).not.toContain(`<img src=x onerror=alert('body-${SEED}')`);
  expect(served).not.toContain(`<script>alert('name-${SEED}')`);

  await page
    .context()
    .addCookies([{ name: 'sidebarAB', value: 'a', url: `http://127.0.0.1:${PORT}` }]);
  await page.goto(`/${ARTICLE}`);
  const comment = page.getByTestId('comment').filter({ hasText: `body-${SEED}` });
  await expect(comment).toHaveCount(1);
  await expect(comment).toContainText(`<script>alert('body-${SEED}')</script>`);
  await expect(comment).toContainText(`<b>名前</b>`);
  await expect(comment.locator('script, img, svg, b')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(dialogs).toEqual([]);
});

test('script in a contact message is stored as data: the editor gets JSON, never a page', async () => {
  const subject = `件名 ${SEED} <script>alert('subject-${SEED}')</script>`;
  const sent = await submitJson('/api/contact', {
    reason: 'review',
    email: 'xss@example.jp',
    name: `<img src=x onerror=alert('name-${SEED}')>`,
    subject,
    message: payload('message'),
  });
  expect(sent.status, sent.body).toBe(200);
  const list = await rawRequest({
    port: PORT,
    path: '/api/admin/messages?limit=50',
    headers: ADMIN,
  });
  expect(list.headers['content-type']).toMatch(/^application\/json/);
  expect(list.headers['x-content-type-options']).toBe('nosniff');
  expect(list.body).toContain(`alert('subject-${SEED}')`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused contact form is sent back with what was typed, escaped', async ({ page }) => {
    // The server renders the refused form itself here: raw markup would become elements.
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
    const name = `"><img src=x onerror=alert('echo-${SEED}')>`;
    await form.getByLabel('お問い合わせの種類').selectOption('review');
    await form.getByLabel('メールアドレス').fill('xss@example.jp');
    await form.getByLabel('お名前').fill(name);
    await form.getByLabel('件名').fill(`</textarea><script>alert('echo-${SEED}')</script>`);
    await form.getByLabel('メッセージ').fill('<script>短い</script>');
    await form.getByRole('button', { name: '送信する' }).click();
    await expect(page.getByTestId('contact-message-error')).toBeVisible();
    await expect(form.getByLabel('お名前')).toHaveValue(name);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    const echoedScripts = await page
      .locator('script')
      .evaluateAll(
        (els, text) => els.filter((e) => e.textContent?.trim() === text).length,
        `alert('echo-${SEED}')`,
      );
    expect(echoedScripts).toBe(0);
  });
});
