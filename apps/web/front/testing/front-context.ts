import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { FrontContext } from '../context';
import { createFrontHandler } from '../handler';
import { L1Cache } from '../l1-cache';
import { PageCache } from '../page-cache';
import { readSiteUrl, type SiteUrl } from '@/lib/site-routes';
import { html } from './renders';

/**
 * The front's context for a test of one route: a Japanese-first site with English beside it, a
 * page cache of its own in memory, no cache service, silent logs, no proxy in front.
 */
export function testContext(
  parts: Pick<FrontContext, 'render'> & Partial<FrontContext>,
): FrontContext {
  return {
    handle: async () => {},
    cache: new PageCache(new L1Cache(1e7), null),
    store: null,
    edge: {
      configured: ['ja', 'en'],
      defaultLocale: 'ja',
      protectedPages: [],
      domain: 'tsuzuri.example',
    },
    log: pino({ level: 'silent' }),
    trustProxy: false,
    ...parts,
  };
}

/** Starts `server` on a free local port and resolves to its base URL. */
export async function listenLocally(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What the front's URL reader makes of a test request's URL, for the context's site. */
export function siteOf(ctx: FrontContext, url = '/'): SiteUrl {
  const [pathname, search = ''] = url.split('?');
  return readSiteUrl(pathname, search, ctx.edge);
}

/** A whole answer: status, headers and the body as received (still compressed). */
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One request to a test server with the path sent exactly as written: fetch would clean `..`
 * and `%2e%2e` away before sending.
 */
export function rawRequest(
  base: string,
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The front over a real socket, for the tests of the routes it answers with files (the build's,
 * the page assets, the media library): the site's not-found page as its render, and a stand-in
 * for Next that records each URL that reached it. `request` sends the path exactly as written;
 * `passedToNext` then holds what that request passed on.
 */
export async function startFileFront(parts: Partial<FrontContext>) {
  const passedToNext: string[] = [];
  const server = http.createServer(
    createFrontHandler(
      testContext({
        render: async () => html('<html>site not-found page</html>', 404),
        handle: async (req, res) => {
          passedToNext.push(req.url ?? '');
          res.writeHead(200).end('Next');
        },
        ...parts,
      }),
    ),
  );
  const base = await listenLocally(server);
  return {
    passedToNext,
    request(rawPath: string, headers: Record<string, string> = {}, method = 'GET') {
      passedToNext.length = 0;
      return rawRequest(base, rawPath, headers, method);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
