import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { FrontContext } from '../context';
import { L1Cache } from '../l1-cache';
import { PageCache } from '../page-cache';
import { readSiteUrl, type SiteUrl } from '@/lib/site-routes';

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
