import http from 'node:http';
import type { AnalyticsEventInput } from '@tsuzuri/analytics';
import { HAS_REDIS, NO_REDIS_NOTE, startRedisServer } from '@tsuzuri/test-support/redis-server';
import { describe, expect, it } from 'vitest';
import { createSharedLimiter } from '@/lib/abuse/shared-limiter';
import { ARTICLE_VIEW_WINDOW_MS } from './accept';
import { EventQueue } from './queue';
import {
  beacon,
  limits,
  ownIngestion,
  READER_UA,
  site,
  useIngestionSite,
} from './testing/ingestion-site';

describe('the ingestion endpoints under load and behind proxies: limits per address', () => {
  useIngestionSite();

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
      await site().queue.flush();
      const stored = await site()
        .db.selectFrom('analytics_events')
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
