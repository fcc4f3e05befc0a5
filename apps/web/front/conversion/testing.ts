import http from 'node:http';
import { conversionsRepository } from '@tsuzuri/analytics';
import type { Db } from '@tsuzuri/db';
import type { Repositories } from '@tsuzuri/test-support/repositories';
import type { ConversionDeps } from './deps';
import { createFrontHandler } from '../handler';
import type { Rendered } from '../next-bridge';
import { listenLocally, testContext } from '../testing/front-context';
import { html } from '../testing/renders';
import { rememberingLookup } from './products';

export const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
export const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

/** Next stands in for the not-found page only: the tests read which locale's page was sent. */
const render = async (path: string): Promise<Rendered> =>
  path.endsWith('/not-found-page')
    ? html(`<html><title>site not-found page ${path}</title></html>`)
    : html('', 404);

const allowed = { allowed: true, remaining: 1, retryAfterMs: 0 };

/** The front over a real database (its products and its conversions table) on a local port. */
export async function conversionSite(
  db: Db,
  repos: Pick<Repositories, 'products'>,
  over: Partial<ConversionDeps> = {},
) {
  const errors: string[] = [];
  const conversions: ConversionDeps = {
    findProduct: rememberingLookup(
      async (ref, locale) =>
        (await (ref
          ? repos.products.byAppIdOrPid(ref, locale)
          : repos.products.promoted(locale))) ?? null,
    ),
    record: (input) => conversionsRepository(db).record(input),
    paymentUrl: null,
    testEnvironment: false,
    recordTimeoutMs: 1_000,
    // Every click recorded unless a test brings its own limiter.
    clicks: { hit: async () => allowed, peek: async () => allowed },
    ...over,
  };
  // As behind the site's proxy: a test names each reader's address in X-Forwarded-For.
  const ctx = testContext({ render, conversions, trustProxy: true });
  ctx.log.error = ((_obj: unknown, msg: string) => void errors.push(msg)) as typeof ctx.log.error;
  const server = http.createServer(createFrontHandler(ctx));
  const base = await listenLocally(server);
  return {
    base,
    errors,
    /** A reader's click: no redirect followed. */
    get: async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
      const res = await fetch(`${base}${path}`, {
        method,
        redirect: 'manual',
        headers: { 'user-agent': WINDOWS_UA, ...headers },
      });
      return {
        status: res.status,
        location: res.headers.get('location'),
        text: await res.text(),
        res,
      };
    },
    rows: () => db.selectFrom('conversions').selectAll().orderBy('id').execute(),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
