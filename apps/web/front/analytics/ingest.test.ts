import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AnalyticsEventInput, OTHER_PAGE } from '@tsuzuri/analytics';
import { createRepositories } from '@/repositories';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { MAX_REPORT_BYTES } from '@tsuzuri/tracker/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteUrl } from '@/lib/site-routes';
import { HAS_REDIS, NO_REDIS_NOTE, startRedisServer } from '@tsuzuri/test-support/redis-server';
import { memoryRateLimiter } from '@/lib/abuse/rate-limit';
import { createSharedLimiter } from '@/lib/abuse/shared-limiter';
import { ARTICLE_VIEW_WINDOW_MS } from './accept';
import { createIngestion } from './ingest';
import { EventQueue } from './queue';
import { setForwardedFor } from '../context';

/** The front tells the ingestion who the visitor is before it runs (handler.ts), here with no proxy in front. */
const asFront = (req: http.IncomingMessage, trustProxy = false) => {
  setForwardedFor(req, trustProxy);
  return req;
};

const READER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
/** The limits a test site runs with: generous per address, one view per address and article. */
const limits = (perAddress = 10_000) => ({
  perAddress: memoryRateLimiter(perAddress, 60_000),
  articleViews: memoryRateLimiter(1, ARTICLE_VIEW_WINDOW_MS),
});
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
let n = 0;
/** A beacon body as the tracker builds it, with a fresh upload id unless one is given. */
const beacon = (payload: Record<string, unknown>, uploadId = `visitor-${++n}`) =>
  b64(
    JSON.stringify({
      data: b64(JSON.stringify({ web_version: '2.2.12', ...payload })),
      mode: 'beacon',
      upload_id: uploadId,
    }),
  );

let ctx: Awaited<ReturnType<typeof tempDb>>;
let repos: ReturnType<typeof createRepositories>;
let queue: EventQueue<AnalyticsEventInput>;
let server: http.Server;
let base: string;

beforeAll(async () => {
  ctx = await tempDb();
  repos = createRepositories(ctx.db, 'ja', 30);
  queue = new EventQueue<AnalyticsEventInput>({
    batchSize: 500,
    flushMs: 50,
    maxQueued: 1000,
    store: (b) => repos.analytics.insertBatch(b),
  }).start();
  const ingestion = createIngestion({
    queue,
    locales: ['ja', 'en'],
    defaultLocale: 'ja',
    pageName: (p) => readSiteUrl(p, '', { configured: ['ja', 'en'], defaultLocale: 'ja' }).pageName,
    salt: 'test-salt-0123456789',
    ...limits(),
  });
  server = http.createServer(
    (req, res) =>
      void ingestion.serve(asFront(req), res, new URL(req.url ?? '/', 'http://x').pathname),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await queue.close();
  await ctx.cleanup();
});

/**
 * An ingestion of its own, Japanese-only, on a fresh port where every path is the report endpoint;
 * by default it shares the suite's queue and runs with the test site's limits.
 */
async function ownIngestion(
  opts: Partial<Parameters<typeof createIngestion>[0]> = {},
  trustProxy = false,
) {
  const ingestion = createIngestion({
    queue,
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

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': READER_UA, ...headers },
  });
const today = () => new Date().toISOString().slice(0, 10);
const stats = async (page: string) =>
  (await repos.analytics.summary({ from: today(), to: today(), page })).rows[0];

describe('the ingestion endpoints over HTTP', () => {
  it('answers a beacon with cscode 0 and the ids the tracker keeps, and stores it', async () => {
    const res = await post(
      '/api/web/report',
      beacon({ event: 'page_view', url: 'http://127.0.0.1/en/contact' }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      cscode: 0,
      data: {
        tmp_token_id: expect.any(String),
        doc_id: expect.any(String),
        s_id: expect.any(String),
        visit_timestamp: expect.any(Number),
        s_expiration: expect.any(Number),
      },
    });
    await queue.flush();
    expect(await stats('/en/contact')).toMatchObject({
      views: 1,
      readers: 1,
      locale: 'en',
      pageName: 'contact',
    });
  });

  it('refuses malformed, unknown, oversized and replayed reports with a clear status', async () => {
    expect(await (await post('/api/web/report', 'not base64!')).json()).toEqual({
      cscode: 400,
      msg: 'body is not base64',
    });
    const unknown = await post('/api/web/report', beacon({ event: 'teleport' }));
    expect([unknown.status, (await unknown.json()).msg]).toEqual([400, 'unknown event "teleport"']);
    const huge = await post('/api/web/report', 'A'.repeat(MAX_REPORT_BYTES + 1));
    expect([huge.status, (await huge.json()).cscode]).toEqual([413, 413]);
    const once = beacon({ event: 'download', url: '/search-result' }, 'visitor-replayed');
    expect((await post('/api/web/report', once)).status).toBe(200);
    const again = await post('/api/web/report', once);
    expect([again.status, (await again.json()).cscode]).toEqual([409, 409]);
    await queue.flush();
    expect(await stats('/search-result')).toMatchObject({ downloads: 1 });
  });

  it('stops reading a streamed body without a length as soon as it passes the cap', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = http.request(
        `${base}/api/web/report`,
        { method: 'POST', headers: { 'user-agent': READER_UA } },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on('error', reject);
      // Chunked, no Content-Length: the cap must be enforced while reading.
      const chunk = 'A'.repeat(4096);
      for (let i = 0; i < 8; i++) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
    expect(
      (await post('/api/web/report', beacon({ event: 'click', url: '/still-up' }))).status,
    ).toBe(200); // and the server is fine
  });

  it('answers the older /v2/report form with its flat reply', async () => {
    const form = new URLSearchParams({
      event: 'purchase',
      url: 'http://127.0.0.1/pagelink',
      token_id: 'tok-v2',
      recall_data: 'r1',
    }).toString();
    const res = await post('/v2/report', form, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(await res.json()).toEqual({
      cscode: 0,
      token_id: 'tok-v2',
      doc_id: expect.any(String),
      recall_data: 'r1',
      track_data: '',
      ad_channel: '',
      order_tag: '',
      visit_timestamp: expect.any(Number),
    });
    expect((await post('/v2/report', form)).status).toBe(409);
    await queue.flush();
    expect(await stats('/pagelink')).toMatchObject({ purchases: 1 });
  });

  it("stores a bot's events flagged, outside the rollups", async () => {
    expect(
      (
        await post('/api/web/report', beacon({ event: 'page_view', url: '/crawled' }), {
          'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
        })
      ).status,
    ).toBe(200);
    await queue.flush();
    expect(await stats('/crawled')).toBeUndefined();
    const row = await ctx.db
      .selectFrom('analytics_events')
      .select(['bot', 'fields'])
      .where('page_path', '=', '/crawled')
      .executeTakeFirstOrThrow();
    expect(row.bot).toBe(1);
    expect(JSON.parse(row.fields)).toMatchObject({
      event: 'page_view',
      web_version: '2.2.12',
      tmp_token_id: expect.any(String),
    });
  });

  it('answers 503 when the queue is full, and takes the same report once there is room', async () => {
    const stopped = new EventQueue<AnalyticsEventInput>({
      batchSize: 500,
      flushMs: 60_000,
      maxQueued: 1,
      store: (b) => repos.analytics.insertBatch(b),
    });
    const { srv, url } = await ownIngestion({ queue: stopped });
    const send = (body: string) =>
      fetch(url, { method: 'POST', body, headers: { 'user-agent': READER_UA } });
    const later = beacon({ event: 'click', url: '/full' });
    expect((await send(beacon({ event: 'click', url: '/full' }))).status).toBe(200);
    const refused = await send(later);
    expect([
      refused.status,
      refused.headers.get('retry-after'),
      (await refused.json()).cscode,
    ]).toEqual([503, '1', 503]);
    expect(stopped.counters.refusedFull).toBe(1);
    await stopped.flush();
    expect((await send(later)).status).toBe(200); // refused means not seen: not a replay
    expect(await stopped.close()).toBe(0);
    srv.close();
  });

  it('keeps made-up page paths out of the rollups: 500 of them add one "other" row', async () => {
    const rows = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('analytics_daily')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await queue.flush();
    const before = await rows();
    const otherBefore = (await stats(OTHER_PAGE))?.views ?? 0;
    for (let i = 0; i < 500; i++)
      expect(
        (
          await post(
            '/api/web/report',
            beacon({ event: 'page_view', url: `/made-up-${i}`, token_id: `reader-${i}` }),
          )
        ).status,
      ).toBe(200);
    await queue.flush();
    expect((await rows()) - before).toBeLessThanOrEqual(1); // the day's "other" row may exist already
    expect((await stats(OTHER_PAGE)).views - otherBefore).toBe(500);
  });

  it('answers 429 to an address over its rate: counted, nothing of it stored, other addresses still taken', async () => {
    const { ingestion: limited, srv, port } = await ownIngestion(limits(5));
    const from = (localAddress: string, body: string) =>
      new Promise<{ status?: number; retryAfter?: string; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            localAddress,
            agent: false,
            headers: { 'user-agent': READER_UA },
          },
          (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () =>
              resolve({
                status: res.statusCode,
                retryAfter: res.headers['retry-after'],
                body: text,
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const answers = [];
      for (let i = 0; i < 8; i++)
        answers.push(
          await from(
            '127.0.0.21',
            beacon({ event: 'click', url: '/pagelink', event_time: i }, `flood-${i}`),
          ),
        );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      expect(JSON.parse(answers[5].body)).toEqual({
        cscode: 429,
        msg: expect.stringContaining('too many'),
      });
      expect(Number(answers[5].retryAfter)).toBeGreaterThanOrEqual(1);
      expect(limited.counters.rateLimited).toBe(3);
      expect(
        (await from('127.0.0.22', beacon({ event: 'click', url: '/pagelink' }, 'flood-other')))
          .status,
      ).toBe(200);
      await queue.flush();
      const stored = await ctx.db
        .selectFrom('analytics_events')
        .select('upload_id')
        .where('upload_id', 'like', 'flood-%')
        .execute();
      expect(stored.map((r) => r.upload_id).sort()).toEqual([
        'flood-0',
        'flood-1',
        'flood-2',
        'flood-3',
        'flood-4',
        'flood-other',
      ]);
    } finally {
      srv.close();
    }
  });

  it('behind a proxy that appends, an address cannot pick a fresh bucket by writing its own X-Forwarded-For', async () => {
    const { srv, url } = await ownIngestion(limits(5), true);
    try {
      const statuses = [];
      for (let i = 0; i < 8; i++) {
        // What nginx's $proxy_add_x_forwarded_for makes of a client that sent "X-Forwarded-For: 10.9.8.<i>".
        const headers = { 'user-agent': READER_UA, 'x-forwarded-for': `10.9.8.${i}, 203.0.113.50` };
        statuses.push(
          (
            await fetch(url, {
              method: 'POST',
              headers,
              body: beacon({ event: 'click', url: '/pagelink' }, `proxied-${i}`),
            })
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    } finally {
      srv.close();
    }
  });

  it.skipIf(!HAS_REDIS)(
    `holds the per-address rules across instances through Redis: the report limit and the ranked view${NO_REDIS_NOTE}`,
    async () => {
      const redis = await startRedisServer();
      const made: { close(): void }[] = [];
      const instance = async () => {
        const perAddress = createSharedLimiter(
          'analytics-report',
          { limit: 4, windowMs: 60_000 },
          redis.url,
        );
        const articleViews = createSharedLimiter(
          'article-view',
          { limit: 1, windowMs: ARTICLE_VIEW_WINDOW_MS },
          redis.url,
        );
        made.push(perAddress, articleViews);
        expect(await Promise.all([perAddress.connected(), articleViews.connected()])).toEqual([
          true,
          true,
        ]);
        const queued: AnalyticsEventInput[] = [];
        const own = new EventQueue<AnalyticsEventInput>({
          batchSize: 500,
          flushMs: 60_000,
          maxQueued: 100,
          store: async (b) => queued.push(...b),
        });
        const { srv, url } = await ownIngestion({
          queue: own,
          perAddress: perAddress.limiter,
          articleViews: articleViews.limiter,
        });
        return {
          srv,
          own,
          queued,
          send: (body: string) =>
            fetch(url, { method: 'POST', body, headers: { 'user-agent': READER_UA } }),
        };
      };
      const [a, b] = [await instance(), await instance()];
      try {
        const view = (i: number) =>
          beacon(
            { event: 'page_view', url: '/best-free-dvd-software', token_id: `forged-${i}` },
            `across-${i}`,
          );
        const statuses = [];
        for (let i = 0; i < 6; i++) statuses.push((await (i % 2 ? b : a).send(view(i))).status);
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
        await Promise.all([a.own.flush(), b.own.flush()]);
        // Four views stored, one of them (the first, on A) counted for the ranking.
        const stored = [...a.queued, ...b.queued];
        expect(stored).toHaveLength(4);
        expect(stored.filter((e) => e.articleSlug)).toHaveLength(1);
      } finally {
        for (const x of [a, b]) x.srv.close();
        for (const m of made) m.close();
        await redis.stop();
      }
    },
  );
});
