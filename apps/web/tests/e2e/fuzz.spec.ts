import { expect, test } from '@playwright/test';
import { JA_PORT, TWO_WORKERS_PORT } from '../../playwright.config';
import { FUZZ_ADMIN as ADMIN, generateCases } from './fuzz/generate';
import { rendersOnEveryWorker } from './fuzz/renders';
import { describeFailure, problemOf, runFuzz } from './fuzz/run';
import { rawRequest } from './raw-http';

// Bad input: ten thousand generated requests — paths, query strings, headers, cookies, bodies of
// every format, prototype keys in each — against the default site on two workers (3103), which
// must render normally on both afterwards (stored script payloads: stored-script.spec.ts). Reproduce a run with FUZZ_SEED=<seed> (printed), or
// outside Playwright:  npx tsx apps/web/tests/e2e/fuzz/run.ts --port 3103 --seed <seed>
// FUZZ_PORT: every check against another running site (its ADMIN_TOKEN must match).
const PORT = Number(process.env.FUZZ_PORT ?? JA_PORT);
const STORM_PORT = Number(process.env.FUZZ_PORT ?? TWO_WORKERS_PORT);
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
      (
        await rawRequest({
          port: STORM_PORT,
          path: `/search-result?page=headers-${SEED}-${i}`,
          headers: headerNames,
        })
      ).status,
    ).toBe(200);
  expect(await rendersOnEveryWorker(STORM_PORT, `keys-${SEED}`)).toEqual([]);
});

/** Every alert/confirm/prompt the page opens (an executed payload would open one). */
