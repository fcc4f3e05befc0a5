import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnalyticsEventInput } from '@tsuzuri/analytics';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { afterAll, beforeAll } from 'vitest';
import { memoryRateLimiter } from '@/lib/abuse/rate-limit';
import { readSiteUrl } from '@/lib/site-routes';
import { createRepositories } from '@/repositories';
import { setForwardedFor } from '../../context';
import { ARTICLE_VIEW_WINDOW_MS } from '../accept';
import { createIngestion } from '../ingest';
import { EventQueue } from '../queue';

/** The front tells the ingestion who the visitor is before it runs (handler.ts), here with no proxy in front. */
export const asFront = (req: http.IncomingMessage, trustProxy = false) => {
  setForwardedFor(req, trustProxy);
  return req;
};

export const READER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
/** The limits a test site runs with: generous per address, one view per address and article. */
export const limits = (perAddress = 10_000) => ({
  perAddress: memoryRateLimiter(perAddress, 60_000),
  articleViews: memoryRateLimiter(1, ARTICLE_VIEW_WINDOW_MS),
});
export const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
let n = 0;
/** A beacon body as the tracker builds it, with a fresh upload id unless one is given. */
export const beacon = (payload: Record<string, unknown>, uploadId = `visitor-${++n}`) =>
  b64(
    JSON.stringify({
      data: b64(JSON.stringify({ web_version: '2.2.12', ...payload })),
      mode: 'beacon',
      upload_id: uploadId,
    }),
  );

type Site = {
  db: Awaited<ReturnType<typeof tempDb>>['db'];
  repos: ReturnType<typeof createRepositories>;
  queue: EventQueue<AnalyticsEventInput>;
  base: string;
};
let current: Site | undefined;

/** The suite's ingestion site; it exists between the suite's beforeAll and afterAll. */
export function site(): Site {
  if (!current) throw new Error('the ingestion site exists only inside a suite that uses it');
  return current;
}

/**
 * A database, a queue writing to it every 50 ms and the two report endpoints on a local port
 * (Japanese and English served), made before the suite and removed after it.
 */
export function useIngestionSite(): void {
  let server: http.Server;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const temp = await tempDb();
    cleanup = temp.cleanup;
    const repos = createRepositories(temp.db, 'ja', 30);
    const queue = new EventQueue<AnalyticsEventInput>({
      batchSize: 500,
      flushMs: 50,
      maxQueued: 1000,
      store: (b) => repos.analytics.insertBatch(b),
    }).start();
    const ingestion = createIngestion({
      queue,
      locales: ['ja', 'en'],
      defaultLocale: 'ja',
      pageName: (p) =>
        readSiteUrl(p, '', { configured: ['ja', 'en'], defaultLocale: 'ja' }).pageName,
      salt: 'test-salt-0123456789',
      ...limits(),
    });
    server = http.createServer(
      (req, res) =>
        void ingestion.serve(asFront(req), res, new URL(req.url ?? '/', 'http://x').pathname),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    current = { db: temp.db, repos, queue, base };
  });
  afterAll(async () => {
    server.close();
    await current?.queue.close();
    await cleanup();
    current = undefined;
  });
}

/**
 * An ingestion of its own, Japanese-only, on a fresh port where every path is the report endpoint;
 * by default it shares the suite's queue and runs with the test site's limits.
 */
export async function ownIngestion(
  opts: Partial<Parameters<typeof createIngestion>[0]> = {},
  trustProxy = false,
) {
  const ingestion = createIngestion({
    queue: site().queue,
    locales: ['ja'],
    defaultLocale: 'ja',
    pageName: (p) => p,
    salt: 'test-salt-0123456789',
    ...limits(),
    ...opts,
  });
  const srv = http.createServer(
    (req, res) => void ingestion.serve(asFront(req, trustProxy), res, '/api/web/report'),
  );
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = (srv.address() as AddressInfo).port;
  return { ingestion, srv, port, url: `http://127.0.0.1:${port}/` };
}

/** A report to the suite's site, sent as a phone's browser sends a beacon. */
export const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${site().base}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': READER_UA, ...headers },
  });
export const today = () => new Date().toISOString().slice(0, 10);
/**
 * Today's rollup row of one page as stored, the tracker's download and purchase clicks included
 * (the stats show the server's records of those instead: docs/analytics.md#conversions).
 */
export const stats = async (page: string) => {
  const row = await site()
    .db.selectFrom('analytics_daily')
    .selectAll()
    .where('day', '=', today())
    .where('page_path', '=', page)
    .executeTakeFirst();
  return (
    row && {
      pageName: row.page_name,
      locale: row.locale,
      views: Number(row.views),
      readers: Number(row.readers),
      downloads: Number(row.downloads),
      purchases: Number(row.purchases),
    }
  );
};
