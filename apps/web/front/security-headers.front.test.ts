import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLog } from './access-log';
import { createFrontHandler } from './handler';
import { L1Cache } from './l1-cache';
import { RenderPool } from './render-pool';
import { createRenderer } from './next-bridge';
import { PageCache } from './page-cache';
import { listenPrivately } from './private-next';

// The whole front over real loopback sockets, with a small stand-in for Next: every kind of
// answer (hit, miss, 304, 404, redirect, asset, API, error) must carry the security headers.
const servers: http.Server[] = [];
const listen = async (handler: http.RequestListener) => {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** What Next answers on its private endpoint (the renderer's side). */
function fakeNext(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://next.internal').pathname;
  // A page, and the search (whose key keeps its `page`: a new value is a new render).
  if (path === '/page' || path === '/search-result' || path.endsWith('/not-found-page')) {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<html><body>${req.url} ua:${req.headers['user-agent']?.length}</body></html>`);
  } else if (req.url === '/category/list') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"cscode":200,"data":[]}');
  } else if (req.url === '/moved') {
    res.writeHead(307, { location: '/page' }).end();
  } else res.writeHead(404, { 'content-type': 'text/html' }).end('missing');
}

/** Next's handler as the front calls it directly (assets, posts): sets headers its own way. */
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.url === '/crash') throw new Error('boom');
  if (req.url === '/user-agent') {
    res.end(`ua:${req.headers['user-agent']?.length}`);
    return;
  }
  res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  res.setHeader('content-type', 'application/javascript');
  res.statusCode = 200;
  res.end('export {}');
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
let port = 0;
/** The access log the front wrote (one object per request). */
const logLines: { path?: string; cache?: string }[] = [];
const accessLog = new AccessLog(
  (text) => {
    for (const line of text.split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
  },
  { configured: ['ja'], defaultLocale: 'ja' },
);
/** The lines of every answer sent so far ('finish' may come just after the client has its answer). */
async function written() {
  await new Promise((r) => setTimeout(r, 50));
  accessLog.flush();
}
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const internal = await listenPrivately(async (req, res) => fakeNext(req, res));
  afterAll(() => internal.close(() => {}));
  const front = createFrontHandler({
    handle,
    render: createRenderer(new RenderPool([internal.endpoint])),
    cache: new PageCache(new L1Cache(1e7), null),
    store: null,
    edge: {
      configured: ['ja'],
      defaultLocale: 'ja',
      protectedPages: [],
      domain: 'tsuzuri.example',
    },
    log: pino({ level: 'silent' }),
    accessLog,
    trustProxy: true,
  });
  port = await listen((req, res) => void front(req, res));
});
afterAll(() => {
  for (const s of servers) s.close();
});

const expectSecured = (a: Answer, label: string) => {
  expect(a.headers['content-security-policy'], label).toMatch(/frame-ancestors 'self'/);
  expect(a.headers['x-content-type-options'], label).toBe('nosniff');
  expect(a.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
};

describe('the front adds the security headers to every answer', () => {
  it('a miss, the hit after it, a 304 and a HEAD', async () => {
    // One A/B variant throughout: each variant is its own cache entry.
    const ab = { cookie: 'sidebarAB=a; resourceBannerAB=a' };
    const miss = await get('/page', ab);
    expect(miss.headers['x-page-cache']).toBe('MISS');
    const hit = await get('/page', ab);
    expect(hit.headers['x-page-cache']).toBe('HIT');
    const notModified = await get('/page', { ...ab, 'if-none-match': String(hit.headers.etag) });
    expect(notModified.status).toBe(304);
    const head = await get('/page', ab, 'HEAD');
    for (const [label, a] of Object.entries({ miss, hit, notModified, head }))
      expectSecured(a, label);
  });

  it('a 404, a redirect from Next, an asset, an API answer, a bad path and a crash', async () => {
    const answers = {
      notFound: await get('/nothing-here'),
      redirect: await get('/moved'),
      asset: await get('/_next/static/chunk.js'),
      api: await get('/category/list'),
      badPath: await get('/%ff'),
      crash: await get('/crash', {}, 'POST'),
    };
    expect(answers.notFound.status).toBe(404);
    expect(answers.redirect.status).toBe(307);
    expect(answers.asset.headers['cache-control']).toContain('immutable');
    expect(answers.badPath.status).toBe(400);
    expect(answers.crash.status).toBe(500);
    for (const [label, a] of Object.entries(answers)) expectSecured(a, label);
  });

  it('Next never sees a user agent longer than any real one (its bot patterns are slow on them)', async () => {
    const long = { 'user-agent': `Mozilla/5.0 ${'x'.repeat(16_000)}` };
    expect((await get('/search-result?page=long-user-agent', long)).body).toContain('ua:512<');
    expect((await get('/user-agent', long, 'POST')).body).toBe('ua:512');
    expect(
      (await get('/search-result?page=short-user-agent', { 'user-agent': 'Mozilla/5.0' })).body,
    ).toContain('ua:11<');
  });

  it('over https (trusted proxy): HSTS, and Secure on every cookie the front sets', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const page = await get('/page', https);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(page.headers['set-cookie']).toEqual([
      expect.stringMatching(/^sidebarAB=[ab];.*; SameSite=Lax; Secure$/),
      expect.stringMatching(/^resourceBannerAB=.*; Secure$/),
    ]);
    const set = await get('/cookie_set?utm=x', https);
    expect(set.headers['set-cookie']).toEqual([
      'utm=x; Path=/; Max-Age=604800; SameSite=Lax; Secure',
    ]);
    const www = await get('/page?a=1', { ...https, host: 'www.tsuzuri.example' });
    expect(www.headers.location).toBe('https://tsuzuri.example/page?a=1');
    expect(www.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('over plain http: no HSTS, no Secure', async () => {
    const page = await get('/page');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(String(page.headers['set-cookie'])).not.toContain('Secure');
  });
});

describe('the access log', () => {
  it('names the cache state each answer had (a hit is logged as HIT, not BYPASS)', async () => {
    await written();
    const from = logLines.length;
    // One A/B variant for both requests: without the cookies each draws its own, and a variant
    // is its own cache entry, so the second request could be a first miss too.
    const visitor = { connection: 'close', cookie: 'sidebarAB=b; resourceBannerAB=b' };
    await get('/search-result?page=log', visitor);
    await get('/search-result?page=log', visitor);
    await get('/_next/static/log.js', { connection: 'close' });
    await written();
    expect(logLines.slice(from).map((l) => [l.path, l.cache])).toEqual([
      ['/search-result?page=log', 'MISS'],
      ['/search-result?page=log', 'HIT'],
      ['/_next/static/log.js', 'BYPASS'],
    ]);
  });
});

describe('the staff console (/admin, /api/auth)', () => {
  it('goes straight to Next, never cached, with its own policy, noindex and no-store', async () => {
    for (const path of ['/admin', '/admin/login?next=%2Fadmin', '/api/auth/get-session']) {
      for (let i = 0; i < 2; i++) {
        const a = await get(path);
        expect(a.body, path).toBe('export {}');
        expect(a.headers['x-page-cache'], path).toBeUndefined();
        expect(a.headers['x-robots-tag'], path).toBe('noindex, nofollow');
        // Next's own caching header is overridden: nothing may store a console answer.
        expect(a.headers['cache-control'], path).toBe('no-store');
        expect(a.headers['referrer-policy'], path).toBe('same-origin');
        expect(a.headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
      }
    }
    // The one-time link's token never reaches the access log.
    await get('/admin/setup?token=secret-token-value');
    await written();
    expect(JSON.stringify(logLines)).not.toContain('secret-token-value');
    expect(logLines.some((l) => l.path === '/admin/setup?…')).toBe(true);
    // A public page keeps the public policy.
    expectSecured(await get('/page'), 'public page');
    expect((await get('/admin-notes')).headers['x-robots-tag']).toBeUndefined();
  });
});
