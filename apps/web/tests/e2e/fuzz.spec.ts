import { expect, type Page, test } from '@playwright/test';
import { JA_PORT, TWO_WORKERS_PORT } from '../../playwright.config';
import { FUZZ_ADMIN as ADMIN, generateCases } from './fuzz/generate';
import { rendersOnEveryWorker } from './fuzz/renders';
import { describeFailure, problemOf, runFuzz } from './fuzz/run';
import { rawRequest } from './raw-http';

// Bad input: ten thousand generated requests — paths, query strings, headers, cookies, bodies of
// every format, prototype keys in each — against the default site on two workers (3103), which
// must render normally on both afterwards; then script payloads stored through the comment and
// contact forms of the ja site (3100). Reproduce a run with FUZZ_SEED=<seed> (printed), or
// outside Playwright:  npx tsx apps/web/tests/e2e/fuzz/run.ts --port 3103 --seed <seed>
// FUZZ_PORT: every check against another running site (its ADMIN_TOKEN must match).
const PORT = Number(process.env.FUZZ_PORT ?? JA_PORT);
const STORM_PORT = Number(process.env.FUZZ_PORT ?? TWO_WORKERS_PORT);
// An article no other spec comments on: approving purges its cached pages.
const ARTICLE = 'wedding-movie-blu-ray-settings';
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const COUNT = Number(process.env.FUZZ_COUNT ?? 10_000);
// Submissions come from their own loopback address: the rate limits other specs count on
// (comments, contact: per address) are not touched.
const SUBMITTER = `127.77.${SEED % 250}.${1 + (SEED % 200)}`;

test('the fuzz checks would catch a 5xx, reflected markup and a redirect off the site', () => {
  const c = generateCases(1, 1)[0];
  const html = { 'content-type': 'text/html', 'x-content-type-options': 'nosniff' };
  expect(problemOf(c, PORT, 502, html, Buffer.alloc(0))).toMatch(/status 502/);
  expect(
    problemOf(c, PORT, 200, html, Buffer.from(`<p><script>alert(${c.mark})</script>`)),
  ).toMatch(/reflected markup/);
  expect(
    problemOf(c, PORT, 200, html, Buffer.from(`<a href="javascript:alert(${c.mark})">`)),
  ).toMatch(/javascript/);
  expect(
    problemOf(c, PORT, 302, { ...html, location: '//evil.example/' }, Buffer.alloc(0)),
  ).toMatch(/off the site/);
  expect(problemOf(c, PORT, 200, { 'content-type': 'text/html' }, Buffer.from('x'))).toMatch(
    /nosniff/,
  );
  expect(
    problemOf(c, PORT, 200, html, Buffer.from(`&lt;script&gt;alert(${c.mark})&lt;/script&gt;`)),
  ).toBeNull();
});

test(`${COUNT} generated requests: no 5xx, no reflected markup, no redirect off the site; then every worker renders`, async () => {
  test.setTimeout(300_000);
  console.log(`fuzz: seed ${SEED}, ${COUNT} requests (replay with FUZZ_SEED=${SEED})`);
  test.info().annotations.push({ type: 'fuzz seed', description: String(SEED) });
  const report = await runFuzz({ port: STORM_PORT, seed: SEED, count: COUNT, concurrency: 16 });
  console.log(
    `fuzz: ${report.sent} requests in ${report.ms} ms, statuses ${JSON.stringify(report.byStatus)}`,
  );
  expect(report.failures.map(describeFailure), `fuzz seed ${SEED}`).toEqual([]);
  expect(
    await rendersOnEveryWorker(STORM_PORT, `storm-${SEED}`),
    `after fuzz seed ${SEED}`,
  ).toEqual([]);
});

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };
/** One request per format a parser of visitor input reads, each carrying prototype keys. */
const PROTOTYPE_REQUESTS: {
  what: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}[] = [
  {
    what: 'v2 form',
    method: 'POST',
    path: '/v2/report',
    headers: FORM_TYPE,
    body: '__proto__[x]=1',
  },
  {
    what: 'v2 form, nested',
    method: 'POST',
    path: '/v2/report',
    headers: FORM_TYPE,
    body: 'event=click&constructor[prototype][x]=1&install[__proto__][x]=1',
  },
  {
    what: 'beacon',
    method: 'POST',
    path: '/api/web/report',
    body: b64(
      `{"data":"${b64('{"event":"page_view","__proto__":{"x":1}}')}","mode":"beacon","upload_id":"p1"}`,
    ),
  },
  {
    what: 'beacon wrapper',
    method: 'POST',
    path: '/api/web/report',
    body: b64(
      `{"__proto__":{"x":1},"data":"${b64('{"event":"click"}')}","mode":"post","upload_id":"p2"}`,
    ),
  },
  {
    what: 'comment JSON',
    method: 'POST',
    path: '/api/comments',
    headers: JSON_TYPE,
    body: '{"__proto__":{"x":1},"constructor":{"prototype":{"x":1}},"slug":"no-such","locale":"ja"}',
  },
  {
    what: 'comment form',
    method: 'POST',
    path: '/api/comments',
    headers: FORM_TYPE,
    body: '__proto__[x]=1&a[__proto__][x]=1&name=x',
  },
  {
    what: 'contact JSON',
    method: 'POST',
    path: '/api/contact',
    headers: JSON_TYPE,
    body: '{"reason":"fuzz","\\u005f_proto__":{"x":1}}',
  },
  {
    what: 'push register',
    method: 'POST',
    path: '/index.php/sub/register',
    headers: JSON_TYPE,
    body: '{"__proto__":{"x":1},"language":"ja"}',
  },
  {
    what: 'push unregister',
    method: 'POST',
    path: '/index.php/sub/unregister',
    headers: JSON_TYPE,
    body: '{"endpoint":{"__proto__":{"x":1}}}',
  },
  {
    what: 'admin JSON',
    method: 'POST',
    path: '/api/admin/comments/999999',
    headers: { ...ADMIN, ...JSON_TYPE },
    body: '{"__proto__":{"action":"approve"},"x":1}',
  },
  {
    what: 'server action form',
    method: 'POST',
    path: '/contact',
    headers: { ...FORM_TYPE, 'next-action': '0'.repeat(40) },
    body: '__proto__[x]=1',
  },
  {
    what: 'query',
    path: '/search-result?q=a&__proto__[x]=1&constructor[prototype][x]=1&prototype=1',
  },
  {
    what: 'admin query',
    path: '/api/admin/comments?status=pending&__proto__[x]=1',
    headers: ADMIN,
  },
  {
    what: 'cookies',
    path: '/search-result?q=b',
    headers: {
      cookie:
        '__proto__=x; constructor=1; prototype=2; guest=%7B%22__proto__%22%3A%7B%22x%22%3A1%7D%7D',
    },
  },
  { what: 'cookie_set', path: '/cookie_set?__proto__=1&constructor=2&prototype=3' },
];

test('prototype keys in every body format, query, cookie and header leave every worker rendering', async () => {
  test.setTimeout(120_000);
  const answered: string[] = [];
  // Twice each: node:cluster hands the two connections to different workers.
  for (const r of [...PROTOTYPE_REQUESTS, ...PROTOTYPE_REQUESTS]) {
    const res = await rawRequest({
      port: STORM_PORT,
      path: r.path,
      method: r.method ?? 'GET',
      headers: r.headers,
      body: r.body,
      localAddress: SUBMITTER,
    });
    if (res.status >= 500) answered.push(`${r.what}: ${res.status} ${res.body.slice(0, 120)}`);
  }
  expect(answered).toEqual([]);
  const headerNames = Object.create(null) as Record<string, string>;
  for (const name of ['__proto__', 'constructor', 'prototype']) headerNames[name] = 'x=1';
  for (let i = 0; i < 2; i++)
    expect(
      (await rawRequest({ port: STORM_PORT, path: `/?headers=${i}`, headers: headerNames })).status,
    ).toBe(200);
  expect(await rendersOnEveryWorker(STORM_PORT, `keys-${SEED}`)).toEqual([]);
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
