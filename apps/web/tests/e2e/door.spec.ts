import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type OwnSite, startOwnSite } from './own-site';
import { isWebServer, listenersOf, processTree, roleOf } from './process-sockets';
import { rawRequest } from './raw-http';

// The front door (issue 11): a site of its own with two fronts and two render workers
// (WEB_CONCURRENCY=2), on a port other than 3000 and without SITE_URL. Nothing but the front may reach Next; the internal
// headers the front sends Next cannot come from outside.
const PORT = 3104; // 3100–3103 are the Playwright config's sites
let site: OwnSite;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  // No warm-up: nothing here reads a page rendered ahead, and rendering the whole site in both
  // variants on two workers cost ~20 CPU-seconds beside the other specs.
  site = await startOwnSite(PORT, { WEB_CONCURRENCY: '2', WARM_CACHE: 'false' });
});
test.afterAll(async () => site?.stop());

/** The web server's processes: the cluster primary, its fronts and its render workers. */
function webProcesses() {
  const web = processTree(site.pid).filter(isWebServer);
  const [primary, ...workers] = web; // the tree walk lists a parent before its children
  return {
    primary,
    fronts: workers.filter((p) => roleOf(p) === 'front'),
    renderers: workers.filter((p) => roleOf(p) === 'render'),
  };
}

/** A request on a unix socket; resolves with the status, or 'no answer' when the connection is dropped. */
function unixGet(
  socketPath: string,
  headers: Record<string, string> = {},
): Promise<number | 'no answer'> {
  return new Promise((resolve) => {
    const req = http.request(
      { socketPath, path: '/dvd', headers: { host: 'localhost', ...headers } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.setTimeout(5000, () => req.destroy());
    req.on('error', () => resolve('no answer'));
    req.end();
  });
}

test('Next is reachable only through the fronts: no other port, one private endpoint per render worker', async () => {
  const { primary, fronts, renderers } = webProcesses();
  expect([fronts.length, renderers.length]).toEqual([2, 2]);
  const listeners = listenersOf([primary, ...fronts, ...renderers]);

  // Any TCP port besides the site's own would bypass the front (no CSP, a forged X-Forwarded-For,
  // no body limit): what does one answer when asked directly?
  const others = [];
  for (const l of listeners.filter((x) => x.kind === 'tcp' && x.port !== PORT)) {
    const res = await rawRequest({ port: l.port ?? 0, path: '/dvd' }).catch(() => null);
    others.push({
      ...l,
      held: l.pid === primary ? 'by the cluster primary, shared by every worker' : 'by one worker',
      directAnswer: res?.status,
      csp: Boolean(res?.headers['content-security-policy']),
    });
  }
  expect(others).toEqual([]);
  // The fronts hold no unix socket: Next does not run in them.
  expect(listeners.filter((l) => l.kind === 'unix' && fronts.includes(l.pid))).toEqual([]);

  // Each render worker listens on its own unix socket, in a directory only this user can enter;
  // no other process holds it, and a request without the secret is dropped unanswered.
  for (const worker of renderers) {
    const own = listeners.filter((l) => l.kind === 'unix' && l.pid === worker);
    expect(own, `render worker ${worker}`).toHaveLength(1);
    const socketPath = own[0].path ?? '';
    expect(listeners.filter((l) => l.path === socketPath).map((l) => l.pid)).toEqual([worker]);
    expect(fs.statSync(path.dirname(socketPath)).mode & 0o777).toBe(0o700);
    expect(await unixGet(socketPath)).toBe('no answer');
    expect(await unixGet(socketPath, { 'x-tsuzuri-render': 'guess' })).toBe('no answer');
  }
  // And the site still renders through the fronts, on both render workers.
  for (let i = 0; i < 4; i++)
    expect(
      (await rawRequest({ port: PORT, path: `/search-result?page=door-${Date.now()}-${i}` }))
        .status,
    ).toBe(200);
});

/** The sidebar variants a page was rendered with (in its HTML and its RSC payload). */
const variantsIn = (body: string) => [
  ...new Set([...body.matchAll(/data-sidebar-variant\\*"?[=:]\\*"([ab])/g)].map((m) => m[1])),
];

test('a forged internal header cannot change what is stored under a key', async () => {
  const url = `/search-result?page=forged-${Date.now()}`;
  const a = { cookie: 'sidebarAB=a; resourceBannerAB=a' };
  // The visitor holds variant a but claims b through the header the front uses to tell Next.
  const forged = await rawRequest({
    port: PORT,
    path: url,
    headers: {
      ...a,
      'x-tsuzuri-ab': 'sidebarAB=b',
      'x-middleware-subrequest': 'src/proxy',
      'x-invoke-path': '/contact',
    },
  });
  expect([forged.headers['x-page-cache'], variantsIn(forged.body)]).toEqual(['MISS', ['a']]);
  // What is stored under the a key (in this worker's L1 or, from the other, the shared store).
  let honest = await rawRequest({ port: PORT, path: url, headers: a });
  for (let i = 0; i < 20 && honest.headers['x-page-cache'] !== 'HIT'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    honest = await rawRequest({ port: PORT, path: url, headers: a });
  }
  expect([honest.headers['x-page-cache'], variantsIn(honest.body)]).toEqual(['HIT', ['a']]);
});

test('without SITE_URL, canonical links, hreflang and the sitemap use the port the site listens on', async () => {
  const origin = `http://127.0.0.1:${PORT}`;
  const page = await rawRequest({ port: PORT, path: `/search-result?page=origin-${Date.now()}` });
  const links = [
    ...page.body.matchAll(/<link rel="(canonical|alternate)"[^>]*href="([^"]+)"/g),
  ].map((m) => m[2]);
  expect(links.length).toBeGreaterThan(1);
  for (const href of links) expect(href.startsWith(`${origin}/`), href).toBe(true);
  const locs: string[] = [];
  for (const path of ['/sitemap.xml', '/sitemaps/articles-1.xml']) {
    const sitemap = await rawRequest({ port: PORT, path });
    locs.push(...[...sitemap.body.matchAll(/(?:<loc>|href=")(http[^<"]+)/g)].map((m) => m[1]));
  }
  expect(locs.length).toBeGreaterThan(10);
  expect(locs.filter((l) => !l.startsWith(`${origin}/`))).toEqual([]);
});

test('robots.txt: plain text, cached like a page, names the sitemap and keeps crawlers off what is not content', async () => {
  const first = await rawRequest({ port: PORT, path: '/robots.txt' });
  expect(first.status).toBe(200);
  expect(first.headers['content-type']).toMatch(/^text\/plain/);
  expect(first.body).toContain(`Sitemap: http://127.0.0.1:${PORT}/sitemap.xml`);
  const rules = first.body.split('\n').filter((l) => l.startsWith('Disallow:'));
  for (const p of ['/api/', '/admin', '/cookie_set']) expect(rules).toContain(`Disallow: ${p}`);
  // Search pages say noindex themselves when they have no results; blocking them would hide that.
  expect(rules.filter((r) => r.includes('search'))).toEqual([]);
  expect(first.body).toMatch(/^User-agent: \*$/m);
  let again = await rawRequest({
    port: PORT,
    path: '/robots.txt',
    headers: { 'accept-encoding': 'gzip' },
  });
  for (let i = 0; i < 20 && again.headers['x-page-cache'] !== 'HIT'; i++)
    again = await rawRequest({
      port: PORT,
      path: '/robots.txt',
      headers: { 'accept-encoding': 'gzip' },
    });
  expect([again.headers['x-page-cache'], again.headers['content-encoding']]).toEqual([
    'HIT',
    'gzip',
  ]);
  expect(again.headers['content-security-policy']).toBeTruthy();
});

test('guessing admin secrets: 429 with Retry-After after 10 failures a minute, other addresses unaffected', async () => {
  const key = fs
    .readFileSync(path.join(root, 'data', `e2e-${PORT}`, '.cache-admin-key'), 'utf8')
    .trim();
  const tries = async (
    send: (i: number) => Promise<{ status: number; headers: Record<string, unknown> }>,
  ) => {
    const out = [];
    for (let i = 0; i < 12; i++) out.push(await send(i));
    return out;
  };
  // The web app's admin API (no ADMIN_TOKEN on this site: every call is a failure). The failure
  // count lives in the forms' rate limiter (lib/abuse): per worker in memory until that is shared
  // by the workers of an instance, so here 429 comes at the latest after 10 failures per worker.
  const web = [];
  for (let i = 0; i < 21 && web.at(-1)?.status !== 429; i++) {
    web.push(
      await rawRequest({
        port: PORT,
        path: '/api/admin/comments',
        localAddress: '127.44.0.1',
        headers: { authorization: `Bearer guess-${i}-0123456789abcdef` },
      }),
    );
  }
  expect(web.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(401));
  expect(web.at(-1)?.status).toBe(429);
  expect(Number(web.at(-1)?.headers['retry-after'])).toBeGreaterThan(0);
  expect(
    (await rawRequest({ port: PORT, path: '/api/admin/comments', localAddress: '127.44.0.2' }))
      .status,
  ).toBe(401);
  // The cache service: after 10 failures the address gets 429. Every address here is loopback —
  // the fronts and content scripts of this host — whose right key still passes, so one script
  // with a stale key cannot block every purge (a remote address stays blocked with the right key
  // too: apps/page-cache/src/admin-limit.test.ts).
  const listKeys = (localAddress: string, adminKey: string) =>
    rawRequest({
      port: PORT + 1000,
      path: '/keys',
      localAddress,
      headers: { 'x-cache-admin-key': adminKey },
    });
  const guesses = await tries((i) => listKeys('127.44.0.3', `guess-${i}-0123456789abcdef`));
  expect(guesses.map((r) => r.status)).toEqual([...Array(10).fill(401), 429, 429]);
  expect((await listKeys('127.44.0.3', key)).status).toBe(200);
  expect((await listKeys('127.44.0.4', key)).status).toBe(200);
});
