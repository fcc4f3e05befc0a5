// The edge (deploy/varnish/tsuzuri.vcl) in front of a real seeded site (scripts/e2e-server.mjs:
// the built web server and its page-cache service), with the purge relay between the service's
// feed and Varnish: what it stores, under which key, the A/B cookie, purges, grace.
// Run: node --test scripts/edge/edge.test.mjs (needs a build and Debian's varnish; npm test does both).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { get, pollUntil } from '../proof/http.mjs';
import { buildServerBundles, cliBundleSync } from '../lib/bundles.mjs';
import { localCacheAdminKey, root } from '../lib/setup.mjs';
import { ensureVarnish, spawnEdgeRelay, startVarnish } from '../lib/varnish.mjs';

const WEB_PORT = 3380;
const CACHE_PORT = 4380;
const EDGE_PORT = 6390;
const dataDir = path.join(root, 'data', `e2e-${WEB_PORT}`);
const cacheUrl = `http://127.0.0.1:${CACHE_PORT}`;
const web = `http://127.0.0.1:${WEB_PORT}`;
const COOKIE = 'sidebarAB=a; resourceBannerAB=a';
let site;
let siteExited;
let relay;
let varnish;
let edge;

before(async () => {
  ensureVarnish();
  site = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(WEB_PORT),
      CACHE_PORT: String(CACHE_PORT),
      // Behind the edge, as in production; no warm-up: this test asks for what it measures.
      TRUST_PROXY: 'true',
      WARM_CACHE: 'false',
      ACCESS_LOG: 'false',
    },
  });
  siteExited = new Promise((resolve) => site.once('exit', resolve));
  const up = await pollUntil(
    () => get(`${web}/ping`),
    (r) => r.status === 200,
    90_000,
  );
  assert.equal(up.status, 200, 'the site did not start');
  varnish = await startVarnish({
    port: EDGE_PORT,
    backends: [{ port: WEB_PORT }],
    dir: path.join(os.tmpdir(), `tsuzuri-edge-test-${EDGE_PORT}`),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  edge = varnish.url;
  await buildServerBundles();
  relay = spawnEdgeRelay({
    cacheUrl,
    edgeUrl: edge,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The relay empties the edge when it starts: wait for that before anything is stored.
  await new Promise((r) => setTimeout(r, 1500));
});

after(async () => {
  relay?.kill('SIGTERM');
  await varnish?.stop();
  if (site && site.exitCode === null) site.kill('SIGTERM');
  await siteExited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const page = (url, headers = {}, init = {}) =>
  get(`${edge}${url}`, { ...init, headers: { cookie: COOKIE, ...headers } });
const state = (r) => r.headers.get('x-edge-cache');

/** Requests url through the edge until it is stored there (the front may render it first). */
async function stored(url, headers) {
  const r = await pollUntil(
    () => page(url, headers),
    (x) => state(x) === 'HIT',
    10_000,
  );
  assert.equal(state(r), 'HIT', `${url} was never an edge hit`);
  return r;
}

test('a second request is an edge hit, and what only an edge reads never reaches the visitor', async () => {
  const first = await page('/best-free-dvd-software');
  assert.equal(first.status, 200);
  assert.match(state(first), /^(MISS|HIT)$/);
  const second = await page('/best-free-dvd-software');
  assert.equal(state(second), 'HIT');
  assert.equal(second.text, first.text);
  for (const h of ['xkey', 'surrogate-key', 'cache-tag', 'surrogate-control'])
    assert.equal(second.headers.get(h), null, h);
  // The front sends them to a proxy in front (X-Forwarded-For added: the edge, or a CDN in its
  // place) and to nobody else.
  const viaProxy = await get(`${web}/best-free-dvd-software`, {
    headers: { cookie: COOKIE, 'x-forwarded-for': '203.0.113.7' },
  });
  assert.match(viaProxy.headers.get('xkey') ?? '', /article:best-free-dvd-software/);
  assert.equal(viaProxy.headers.get('surrogate-key'), viaProxy.headers.get('xkey'));
  assert.equal(viaProxy.headers.get('cache-tag'), viaProxy.headers.get('xkey'));
  assert.match(viaProxy.headers.get('surrogate-control') ?? '', /max-age=\d+/);
  const direct = await get(`${web}/best-free-dvd-software`, { headers: { cookie: COOKIE } });
  assert.equal(direct.status, 200);
  for (const h of ['xkey', 'surrogate-key', 'cache-tag', 'surrogate-control'])
    assert.equal(direct.headers.get(h), null, `${h} sent to a direct request`);
});

test('the key keeps only the parameters a page reads, sorted: an ad click is a hit', async () => {
  const run = `edge-key-${Date.now()}`;
  const first = await page(`/search-result?q=${run}&page=1&source=mail&medium=x`);
  assert.equal(first.status, 200);
  assert.equal(state(first), 'MISS');
  const same = await page(`/search-result?page=1&gclid=EAIaIQ&utm_source=ad&zeta=1&q=${run}`);
  assert.equal(state(same), 'HIT');
  const other = await page(`/search-result?q=${run}&page=2`);
  assert.equal(state(other), 'MISS');
  // The device is part of the key.
  const phone = await page(`/search-result?q=${run}&page=1`, {
    'user-agent': 'Mozilla/5.0 (iPhone)',
  });
  assert.equal(state(phone), 'MISS');
  // A parameter its page does not read makes no variant: junk words sent to a category page,
  // or a category sent to the search, are the stored page's hits.
  await page(`/dvd?q=${run}-a`);
  assert.equal(state(await page(`/dvd?q=${run}-b&page=9`)), 'HIT');
  assert.equal(state(await page(`/search-result?q=${run}&page=2&category=${run}`)), 'HIT');
});

test('a new reader is given the A/B cookies at the edge and keeps them; the variant is keyed', async () => {
  const fresh = await get(`${edge}/dvd`);
  assert.equal(fresh.status, 200);
  const cookies = fresh.headers.getSetCookie();
  const sidebar = cookies.find((c) => c.startsWith('sidebarAB='));
  assert.match(sidebar ?? '', /^sidebarAB=[ab]; Path=\/; Max-Age=2592000; SameSite=Lax$/);
  assert.ok(cookies.some((c) => /^resourceBannerAB=[ab]; Path=\/; Max-Age=2592000;/.test(c)));
  const jar = cookies.map((c) => c.split(';')[0]).join('; ');
  const again = await get(`${edge}/dvd`, { headers: { cookie: jar } });
  assert.deepEqual(again.headers.getSetCookie(), [], 'a reader who has the cookies keeps them');
  // Over https (the terminator in front says so) the cookie is Secure.
  const https = await get(`${edge}/dvd`, { headers: { 'x-forwarded-proto': 'https' } });
  const secure = https.headers.getSetCookie();
  assert.equal(secure.length, 2);
  assert.ok(
    secure.every((c) => c.endsWith('; Secure')),
    secure.join(' | '),
  );
  // Each variant has its own copy.
  const run = Date.now();
  await stored(`/search-result?q=edge-ab-${run}`, { cookie: 'sidebarAB=a; resourceBannerAB=a' });
  const b = await page(`/search-result?q=edge-ab-${run}`, {
    cookie: 'sidebarAB=b; resourceBannerAB=a',
  });
  assert.equal(state(b), 'MISS');
});

test('POST, /admin, previews and non-200 answers are never stored', async () => {
  for (let i = 0; i < 2; i++) {
    const post = await page(
      '/dvd',
      { 'content-type': 'text/plain' },
      { method: 'POST', body: 'x' },
    );
    assert.equal(state(post), 'PASS', 'POST');
    for (const url of ['/admin', '/admin/login', '/api/auth/get-session', '/dvd?preview=1']) {
      const r = await page(url);
      assert.equal(state(r), 'PASS', url);
    }
    const previewCookie = await page('/dvd', { cookie: `${COOKIE}; preview=abc` });
    assert.equal(state(previewCookie), 'PASS', 'preview cookie');
    const missing = await page('/no-such-article-here');
    assert.equal(missing.status, 404);
    assert.notEqual(state(missing), 'HIT', 'a 404');
  }
});

test("the site's answer to a long made-up path passes the edge: a 308 naming it twice is not a 503", async () => {
  // Next redirects /dvd/<path>/ to the path without its slash in Location and Refresh, each as
  // long as the path: past Varnish's default 8 KB for a header, the edge answered 503.
  // (Read with node:http and room for the answer's 18 KB head; fetch allows browsers' less.)
  const long = `/dvd/${'a'.repeat(9_000)}/`;
  const r = await new Promise((resolve, reject) =>
    http
      .get(`${edge}${long}`, { headers: { cookie: COOKIE }, maxHeaderSize: 65_536 }, (res) => {
        res.resume();
        resolve(res);
      })
      .on('error', reject),
  );
  assert.equal(r.statusCode, 308);
  assert.equal(r.headers.location, long.slice(0, -1));
});

function publish(slug, title) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-test-'));
  const today = new Date().toISOString().slice(0, 10);
  fs.writeFileSync(
    path.join(dir, `${slug}.md`),
    `---\nslug: ${slug}\ntitle: ${title}\ndescription: エッジのパージが一秒以内に届くことの確認\nkeywords: edge\ncategory: blu-ray\nlocale: ja\nauthor: editorial\npublished_at: ${today}\nstatus: published\n---\n\n## 確認\n\nエッジ越しに見える記事です。\n`,
  );
  const result = spawnSync(process.execPath, [cliBundleSync('import.ts'), dir], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      CACHE_URL: cacheUrl,
      CACHE_ADMIN_KEY: localCacheAdminKey(dataDir),
    },
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /cache: purged/);
}

test('a content import (purge by tag) reaches the edge within a second', async (t) => {
  await stored('/by-latest');
  const slug = `edge-test-${Date.now()}`;
  const title = `エッジ公開テスト ${slug}`;
  assert.doesNotMatch((await page('/by-latest')).text, new RegExp(slug));
  publish(slug, title);
  const purgedAt = Date.now();
  const seen = await pollUntil(
    () => page('/by-latest'),
    (r) => r.text.includes(slug),
    3000,
  );
  const ms = Date.now() - purgedAt;
  assert.ok(seen.text.includes(slug), 'the new article never showed through the edge');
  t.diagnostic(`the new article was on the edge ${ms} ms after the import`);
  assert.ok(ms < 1000, `took ${ms} ms`);
  // And it is stored again at the edge.
  const again = await stored('/by-latest');
  assert.ok(again.text.includes(slug));
});

test('grace: with the site down, a stale page is still answered', async () => {
  // The import above is purged once more 600 ms after the first purge (the relay's echo): let
  // it pass, or it would remove the page stored here.
  await new Promise((r) => setTimeout(r, 1000));
  const before = await stored('/best-free-dvd-software');
  site.kill('SIGTERM');
  await siteExited;
  // Expire every stored page without removing it (what a TTL running out does).
  const soft = await fetch(`${edge}/`, { method: 'PURGE', headers: { 'xkey-softpurge': 'site' } });
  assert.equal(soft.status, 200);
  const stale = await page('/best-free-dvd-software');
  assert.equal(stale.status, 200);
  assert.equal(state(stale), 'STALE');
  assert.equal(stale.text, before.text);
  // Nothing stale to give: the edge says so.
  const never = await page(`/dvd?never-stored=${Date.now()}`);
  assert.equal(never.status, 503);
});
