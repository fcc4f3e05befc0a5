import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setForwardedFor } from './context';
import type { Rendered } from './next-bridge';
import { servePage } from './page-route';
import { listenLocally, siteOf, testContext } from './testing/front-context';
import { html } from './testing/renders';

// What Next answers, per path; the not-found page's render is what the tests break.
let notFoundPage: () => Promise<Rendered>;
const render = async (path: string): Promise<Rendered> => {
  if (path.endsWith('/not-found-page')) return notFoundPage();
  if (path === '/dvd') return html('<html><h1>DVD</h1></html>');
  // notFound() thrown after Next began streaming: a 200 whose payload says so.
  // (next-bridge.ts never marks such an answer storable.)
  if (path === '/streamed-missing')
    return {
      ...html('<html><script>a:E{"digest":"NEXT_HTTP_ERROR_FALLBACK;404"}</script></html>'),
      storable: false,
    };
  return html('', 404);
};

let server: http.Server;
let base: string;
beforeAll(async () => {
  const handle = async (_req: http.IncomingMessage, res: http.ServerResponse) =>
    void res.writeHead(500).end('Next itself');
  server = http.createServer((req, res) => {
    // A fresh page cache per request: each test sees what a cold front would answer.
    const ctx = testContext({ handle, render });
    servePage(ctx, req, res, siteOf(ctx, req.url)).catch(() =>
      res.writeHead(500).end('front failed'),
    );
  });
  base = await listenLocally(server);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  notFoundPage = async () =>
    html('<html><title>ページが見つかりません</title>rendered not-found page</html>');
});

const get = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-page-cache') };
};

describe('an unknown path always answers the site’s 404', () => {
  it('with the rendered not-found page when it renders', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('rendered not-found page');
  });

  it('with a built-in not-found page when the render of the not-found page fails', async () => {
    notFoundPage = async () => {
      throw new Error('render failed');
    };
    for (const path of ['/no-such-page', '/robots', '/not-found-page', '/ja/error-404']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('ページが見つかりません');
    }
    const en = await get('/en/no-such-page');
    expect(en.status).toBe(404);
    expect(en.text).toContain('Page not found');
  });

  it('at /not-found-page too, once a 404 has stored that page (it answered 200, cached for edges)', async () => {
    // One front for both requests: the first 404 stores the page under /not-found-page's key.
    // Behind a trusted proxy, the one that would be told what an edge may keep.
    const ctx = testContext({
      handle: async (_q, r) => void r.writeHead(500).end(),
      render,
      trustProxy: true,
    });
    const shared = http.createServer((req, res) => {
      setForwardedFor(req, ctx.trustProxy);
      servePage(ctx, req, res, siteOf(ctx, req.url)).catch(() => res.writeHead(500).end());
    });
    const at = await listenLocally(shared);
    const viaProxy = { headers: { 'x-forwarded-for': '203.0.113.7' } };
    try {
      expect((await fetch(`${at}/zz-unknown-123`, viaProxy)).status).toBe(404);
      const direct = await fetch(`${at}/not-found-page`, viaProxy);
      expect(direct.status).toBe(404);
      expect(direct.headers.get('surrogate-control')).toBeNull();
      // …while a page that is a 200 is marked for the edge through the same proxy.
      const page = await fetch(`${at}/dvd`, viaProxy);
      expect(page.status).toBe(200);
      expect(page.headers.get('surrogate-control')).toMatch(/max-age=/);
    } finally {
      await new Promise<void>((r) => shared.close(() => r()));
    }
  });

  it('never with the body of a failed not-found render (a 500 page)', async () => {
    notFoundPage = async () => ({ ...html('<html>Internal Server Error</html>', 500) });
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('Internal Server Error');
    expect(res.text).toContain('ページが見つかりません');
  });

  it('also when Next said notFound() only after streaming began (a 200 with its marker)', async () => {
    const res = await get('/streamed-missing');
    expect(res.status).toBe(404);
    expect(res.text).toContain('rendered not-found page');
  });

  it('real pages are untouched', async () => {
    expect((await get('/dvd')).status).toBe(200);
  });
});
