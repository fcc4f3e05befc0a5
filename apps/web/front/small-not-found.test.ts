import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontHandler } from './handler';
import type { Rendered } from './next-bridge';
import { wantsPage } from './small-not-found';
import { listenLocally, testContext } from './testing/front-context';
import { html } from './testing/renders';

// The front's not-found decisions end to end over a socket, with a stand-in for Next: who gets
// the site's not-found page, who a small 404, and what is never stored.

const FLIGHT_NOT_FOUND = '0:{}\na:E{"digest":"NEXT_HTTP_ERROR_FALLBACK;404"}\n';
const flight = (text: string): Rendered => ({
  status: 200,
  headers: { 'content-type': 'text/x-component' },
  body: Buffer.from(text),
  storable: !text.includes('NEXT_HTTP_ERROR_FALLBACK'),
});

let renders: string[] = [];
let passedToNext: string[] = [];
let base: string;
let server: http.Server;
beforeAll(async () => {
  const ctx = testContext({
    render: async (path, headers) => {
      renders.push(path);
      if (path.endsWith('/not-found-page')) return html('<html>site not-found page</html>');
      if (headers.rsc === '1')
        return flight(path === '/dvd' ? '0:{"page":"dvd"}\n' : FLIGHT_NOT_FOUND);
      return path === '/dvd' ? html('<html>DVD</html>') : html('', 404);
    },
    handle: async (req, res) => {
      passedToNext.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/plain' }).end('Next');
    },
    publicFiles: new Set(['/images/logo.svg', '/_next/static/chunks/app.js']),
  });
  server = http.createServer(createFrontHandler(ctx));
  base = await listenLocally(server);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const PAGE_LOAD = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-dest': 'document' };
const IMAGE = { accept: 'image/avif,image/webp,*/*;q=0.8', 'sec-fetch-dest': 'image' };
// A returning visitor: the A/B variants are part of the cache key.
const ROUTER = {
  rsc: '1',
  accept: '*/*',
  'sec-fetch-dest': 'empty',
  cookie: 'sidebarAB=a; resourceBannerAB=a',
};

async function get(path: string, headers: Record<string, string>, method = 'GET') {
  renders = [];
  passedToNext = [];
  const res = await fetch(`${base}${path}`, { method, headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('a page load of a missing file or Next path gets the site’s not-found page', () => {
  it('for file-like paths, unknown /_next/ paths and locale-prefixed ones', async () => {
    // The English not-found page for the English prefix (rendered once, then from the cache).
    await get('/en/old.php', PAGE_LOAD);
    expect(renders).toContain('/en/not-found-page');
    for (const path of [
      '/old.php',
      '/x/y.htm',
      '/images/none.png',
      '/_next/nope',
      '/_next/image?url=/dvd/&w=64&q=75',
      '/en/old.php',
    ]) {
      const res = await get(path, PAGE_LOAD);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('site not-found page');
    }
  });

  it('while real files are still Next’s', async () => {
    for (const path of ['/images/logo.svg', '/_next/static/chunks/app.js'])
      expect((await get(path, PAGE_LOAD)).text, path).toBe('Next');
  });
});

describe('anything else that asks for a missing file gets a small 404', () => {
  it('images, scripts and requests without Accept: no page render at all', async () => {
    for (const [path, headers] of [
      ['/images/none.png', IMAGE],
      ['/_next/static/chunks/gone.js', { accept: '*/*' }],
      ['/_next/image?url=/og/ja/x.png%231&w=3840&q=75', IMAGE],
      ['/old.php', {}],
    ] as const) {
      const res = await get(path, headers);
      expect(res.status, path).toBe(404);
      expect(res.type, path).toContain('text/plain');
      expect(res.text, path).toBe('404 ページが見つかりません\n');
      expect(renders, path).toEqual([]);
    }
    expect((await get('/en/old.php', IMAGE)).text).toBe('404 Page not found\n');
  });

  it('HEAD too, with no body', async () => {
    const res = await get('/images/none.png', {}, 'HEAD');
    expect(res.status).toBe(404);
    expect(res.text).toBe('');
  });
});

describe('the client router asking for a page that does not exist', () => {
  it('gets a plain 404 (so it loads the URL as a document), never the flight payload', async () => {
    for (const path of ['/no-such-slug', '/old.php', '/_next/nope', '/a/b/c']) {
      const res = await get(path, ROUTER);
      expect(res.status, path).toBe(404);
      expect(res.type, path).toContain('text/plain');
      expect(res.text, path).not.toContain('NEXT_HTTP_ERROR_FALLBACK');
    }
  });

  it('and nothing of it is stored: each ask renders again; real pages are stored', async () => {
    await get('/no-such-slug', ROUTER);
    expect(renders).toEqual(['/no-such-slug']);
    await get('/no-such-slug', ROUTER);
    expect(renders).toEqual(['/no-such-slug']);
    const page = await get('/dvd', ROUTER);
    expect(page.status).toBe(200);
    await get('/dvd', ROUTER);
    expect(renders).toEqual([]); // a hit
  });
});

describe('an unknown API path', () => {
  it('answers the APIs’ JSON envelope with 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await get('/api/no-such-api', PAGE_LOAD, method);
      expect(res.status, method).toBe(404);
      expect(res.type, method).toContain('application/json');
      expect(JSON.parse(res.text), method).toEqual({
        cscode: 404,
        data: null,
        message: 'Not found',
      });
      expect(passedToNext, method).toEqual([]);
    }
  });
});

describe('wantsPage', () => {
  const req = (headers: Record<string, string>) => ({ headers }) as http.IncomingMessage;
  it('follows Sec-Fetch-Dest when the browser sends it, else an Accept naming text/html', () => {
    expect(wantsPage(req({ 'sec-fetch-dest': 'document', accept: '*/*' }))).toBe(true);
    expect(wantsPage(req({ 'sec-fetch-dest': 'iframe' }))).toBe(true);
    expect(wantsPage(req({ 'sec-fetch-dest': 'image', accept: 'text/html' }))).toBe(false);
    expect(wantsPage(req({ accept: 'text/html,*/*;q=0.8' }))).toBe(true);
    expect(wantsPage(req({ accept: '*/*' }))).toBe(false);
    expect(wantsPage(req({}))).toBe(false);
  });
});
