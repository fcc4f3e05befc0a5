import { expect, type Page, test } from '@playwright/test';
import { describeFailure, problemOf, runFuzz } from './fuzz/run';
import { generateCases } from './fuzz/generate';
import { rawRequest } from './raw-http';

// Bad input against the running ja site (3100): thousands of generated requests — paths,
// query strings, headers, cookies, bodies — then script payloads stored through the comment and
// contact forms. Reproduce a run with FUZZ_SEED=<seed> (printed), or outside Playwright:
//   npx tsx apps/web/tests/e2e/fuzz/run.ts --port 3100 --seed <seed>
// FUZZ_PORT: the same checks against another running site (its ADMIN_TOKEN must match).
const PORT = Number(process.env.FUZZ_PORT ?? 3100);
const ADMIN = { authorization: 'Bearer e2e-admin-token-0123456789' };
// An article no other spec comments on: approving purges its cached pages.
const ARTICLE = 'wedding-movie-blu-ray-settings';
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const COUNT = Number(process.env.FUZZ_COUNT ?? 3000);
// Submissions come from their own loopback address: the rate limits other specs count on
// (comments, contact: per address) are not touched.
const SUBMITTER = `127.77.${SEED % 250}.${1 + (SEED % 200)}`;

test('the fuzz checks would catch a 5xx, reflected markup and a redirect off the site', () => {
  const c = generateCases(1, 1)[0];
  const html = { 'content-type': 'text/html', 'x-content-type-options': 'nosniff' };
  expect(problemOf(c, PORT, 502, html, Buffer.alloc(0))).toMatch(/status 502/);
  expect(problemOf(c, PORT, 200, html, Buffer.from(`<p><script>alert(${c.mark})</script>`))).toMatch(/reflected markup/);
  expect(problemOf(c, PORT, 200, html, Buffer.from(`<a href="javascript:alert(${c.mark})">`))).toMatch(/javascript/);
  expect(problemOf(c, PORT, 302, { ...html, location: '//evil.example/' }, Buffer.alloc(0))).toMatch(/off the site/);
  expect(problemOf(c, PORT, 200, { 'content-type': 'text/html' }, Buffer.from('x'))).toMatch(/nosniff/);
  expect(problemOf(c, PORT, 200, html, Buffer.from(`&lt;script&gt;alert(${c.mark})&lt;/script&gt;`))).toBeNull();
});

test(`${COUNT} generated requests: no 5xx, no reflected markup, no redirect off the site`, async () => {
  test.setTimeout(180_000);
  console.log(`fuzz: seed ${SEED}, ${COUNT} requests (replay with FUZZ_SEED=${SEED})`);
  test.info().annotations.push({ type: 'fuzz seed', description: String(SEED) });
  const report = await runFuzz({ port: PORT, seed: SEED, count: COUNT, concurrency: 16 });
  console.log(`fuzz: ${report.sent} requests in ${report.ms} ms, statuses ${JSON.stringify(report.byStatus)}`);
  expect(report.failures.map(describeFailure), `fuzz seed ${SEED}`).toEqual([]);
});

/** Every alert/confirm/prompt the page opens (an executed payload would open one). */
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

test('script in a stored comment is shown as text and never runs', async ({ page }) => {
  const submitted = await rawRequest({
    port: PORT,
    path: '/api/comments',
    method: 'POST',
    localAddress: SUBMITTER,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `<b>名前</b><script>alert('name-${SEED}')</script>`, email: 'xss@example.jp', body: payload('body'), slug: ARTICLE, locale: 'ja' }),
  });
  expect(submitted.status, submitted.body).toBe(200);
  const id = JSON.parse(submitted.body).data.id as number;
  const approved = await rawRequest({ port: PORT, path: `/api/admin/comments/${id}`, method: 'POST', headers: { ...ADMIN, 'content-type': 'application/json' }, body: '{"action":"approve"}' });
  expect(approved.status, approved.body).toBe(200);

  const dialogs = recordDialogs(page);
  const html = async () => (await rawRequest({ port: PORT, path: `/${ARTICLE}`, headers: { cookie: 'sidebarAB=a; resourceBannerAB=a' } })).body;
  await expect.poll(html, { timeout: 5000 }).toContain(`body-${SEED}`);
  const served = await html();
  expect(served).not.toContain(`<script>alert('body-${SEED}')`);
  expect(served).not.toContain(`<img src=x onerror=alert('body-${SEED}')`);
  expect(served).not.toContain(`<script>alert('name-${SEED}')`);

  await page.context().addCookies([{ name: 'sidebarAB', value: 'a', url: `http://127.0.0.1:${PORT}` }]);
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
  const sent = await rawRequest({
    port: PORT,
    path: '/api/contact',
    method: 'POST',
    localAddress: SUBMITTER,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reason: 'review', email: 'xss@example.jp', name: `<img src=x onerror=alert('name-${SEED}')>`, subject, message: payload('message') }),
  });
  expect(sent.status, sent.body).toBe(200);
  const list = await rawRequest({ port: PORT, path: '/api/admin/messages?limit=50', headers: ADMIN });
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
    const echoedScripts = await page.locator('script').evaluateAll((els, text) => els.filter((e) => e.textContent?.trim() === text).length, `alert('echo-${SEED}')`);
    expect(echoedScripts).toBe(0);
  });
});
