import type { FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PURGES_MAX_WAIT_MS, PurgesQuerySchema } from '@tsuzuri/cache-protocol';
import { createFeedWaiters } from './feed-waiters';
import { createMemoryStore } from './store/memory';
import { storeBackends } from './test/backends';
import { ADMIN_KEY, admin, appWith, fetchEntry, put } from './test/http';

const ADMIN_CALLS: [method: 'GET' | 'POST', url: string][] = [
  ['GET', '/keys'],
  ['GET', '/keys?type=1'],
  ['GET', '/get?type=1&key=api1'],
  ['GET', '/del?key=p1'],
  ['POST', '/del?type=1&key=api1'],
  ['GET', '/del_keys?keys=p1,p2'],
  ['GET', '/reset'],
  ['GET', '/clearByVersion?ts=b2'],
  ['POST', '/purge?tags=article:x'],
  ['GET', '/stats'],
  ['POST', '/answers?cached=1&rendered=1'],
];

for (const backend of storeBackends()) {
  describe.skipIf(backend.skip)(
    `page-cache HTTP: admin calls and the purge feed (${backend.name})`,
    () => {
      let app: FastifyInstance;
      /** An admin call with the right key: its JSON answer. */
      const asAdmin = async (url: string, method: 'GET' | 'POST' = 'GET') =>
        (await app.inject({ method, url, headers: admin })).json();
      const keys = async (query = '') => (await asAdmin(`/keys${query}`)).keys.sort();
      const purges = async (query: string) =>
        (await app.inject({ url: `/purges?${query}` })).json();

      beforeEach(async () => {
        app = await appWith(await backend.fresh({ feedLimit: 5 }));
        await put(app, { key: 'p1', ts: 'b1', tags: 'article:x,locale:ja' }, 'page 1');
        await put(app, { key: 'p2', ts: 'b2', tags: 'article:y,locale:ja' }, 'page 2');
        await put(app, { key: 'p3', ts: 'b2', tags: 'article:x' }, 'page 3');
        await put(app, { key: 'api1', type: 1, tags: 'article:x' }, '{"cscode":200}');
        await put(app, { key: 'p1', domain: 'other.example', tags: 'article:x' }, 'other site');
      });
      afterEach(async () => app.close());

      it('counts page hits and misses and the entries it holds (GET /stats)', async () => {
        await fetchEntry(app, { key: 'p1' });
        await fetchEntry(app, { key: 'p2' });
        await fetchEntry(app, { key: 'nope' });
        const stats = await asAdmin('/stats');
        expect(stats).toMatchObject({
          store: backend.name.includes('redis') ? 'redis' : 'memory',
          hits: 2,
          misses: 1,
          pages: { entries: 3, truncated: false },
          api: { entries: 1, truncated: false },
        });
      });

      it('adds up what the fronts report answering, for the site-wide hit ratio (POST /answers)', async () => {
        await asAdmin('/answers?cached=90&rendered=10', 'POST');
        await asAdmin('/answers?cached=5&rendered=0', 'POST');
        const bad = await app.inject({
          method: 'POST',
          url: '/answers?cached=-1&rendered=1e99',
          headers: admin,
        });
        expect(bad.statusCode).toBe(400);
        const { answers } = await asAdmin('/stats');
        expect(answers).toMatchObject({ cached: 95, rendered: 10 });
        expect(Date.parse(answers.reportedAt)).not.toBeNaN();
      });

      it('refuses every admin call without the secret or with a wrong one, and changes nothing', async () => {
        const wrong = [
          {},
          { 'x-cache-admin-key': 'wrong' },
          { 'x-cache-admin-key': `${ADMIN_KEY}x` },
          { 'x-cache-admin-key': '' },
        ];
        // Each from its own address: failures from one address are limited (tested below).
        let n = 0;
        const from = () => `10.0.${Math.floor(++n / 250)}.${n % 250}`;
        for (const [method, url] of ADMIN_CALLS) {
          for (const headers of wrong) {
            const res = await app.inject({ method, url, headers, remoteAddress: from() });
            expect(res.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(401);
            expect(res.json().error).toBe('unauthorized');
          }
          expect(
            (
              await app.inject({
                method,
                url: `${url}${url.includes('?') ? '&' : '?'}admin_key=nope`,
                remoteAddress: from(),
              })
            ).statusCode,
          ).toBe(401);
          // `key=` is the cache key, never the secret (decision 5).
          expect(
            (await app.inject({ method, url: `/reset?key=${ADMIN_KEY}`, remoteAddress: from() }))
              .statusCode,
          ).toBe(401);
        }
        expect(await keys()).toEqual(['p1', 'p2', 'p3']);
        expect(await keys('?type=1')).toEqual(['api1']);
        expect(await purges('since=0')).toEqual({ seq: 0, events: [] });
      });

      it('accepts the secret in the x-cache-admin-key header or the admin_key parameter', async () => {
        expect(await asAdmin('/del?key=p1')).toEqual({ deleted: 1 });
        expect(
          (await app.inject({ method: 'POST', url: `/del?key=p2&admin_key=${ADMIN_KEY}` })).json(),
        ).toEqual({ deleted: 1 });
        expect(await asAdmin('/del?type=1&key=api1')).toEqual({ deleted: 1 });
        expect(await keys()).toEqual(['p3']);
        expect(await keys('?type=1')).toEqual([]);
      });

      it('never deletes on a HEAD request', async () => {
        expect(
          (await app.inject({ method: 'HEAD', url: '/del?key=p1', headers: admin })).statusCode,
        ).toBe(404);
        expect((await fetchEntry(app, { key: 'p1' })).statusCode).toBe(200);
      });

      it('purges every entry carrying a tag, pages and API responses, in one domain', async () => {
        expect(await asAdmin('/purge?tags=article:x', 'POST')).toEqual({ purged: 3 });
        expect(await keys()).toEqual(['p2']);
        expect(await keys('?type=1')).toEqual([]);
        expect((await fetchEntry(app, { key: 'p1', domain: 'other.example' })).body).toBe(
          'other site',
        );
        expect(await asAdmin('/purge?tags=article:x,nothing', 'POST')).toEqual({ purged: 0 });
      });

      it('clearByVersion keeps only pages of the given build', async () => {
        expect(await asAdmin('/clearByVersion?ts=b2')).toEqual({ deleted: 1 });
        expect(await keys()).toEqual(['p2', 'p3']);
        expect(await keys('?type=1')).toEqual(['api1']);
      });

      it('del_keys deletes the listed keys', async () => {
        expect(await asAdmin('/del_keys?keys=p1,p3,unknown', 'POST')).toEqual({ deleted: 2 });
        expect(await keys()).toEqual(['p2']);
      });

      it('reset empties both caches of the domain, no other', async () => {
        expect(await asAdmin('/reset')).toEqual({ ok: true });
        expect(await keys()).toEqual([]);
        expect(await keys('?type=1')).toEqual([]);
        expect((await asAdmin('/keys?domain=other.example')).keys).toEqual(['p1']);
      });

      it('every deleting call really deletes: the entries it names are misses afterwards, not stale copies', async () => {
        const gone = async (key: string, extra: Record<string, string | number> = {}) =>
          (await fetchEntry(app, { key, ...extra }, admin)).statusCode === 404;
        await asAdmin('/del?key=p1');
        expect(await gone('p1')).toBe(true);
        await asAdmin('/del_keys?keys=p2');
        expect(await gone('p2')).toBe(true);
        await asAdmin('/clearByVersion?ts=b9');
        expect(await gone('p3')).toBe(true);
        await asAdmin('/reset');
        expect(await gone('api1', { type: 1 })).toBe(true);
        await asAdmin('/purge?tags=article:x&domain=other.example', 'POST');
        expect(await gone('p1', { domain: 'other.example' })).toBe(true);
      });

      it('publishes every invalidation in order for the fronts to follow', async () => {
        expect(await purges('')).toEqual({ seq: 0, events: [] });
        await asAdmin('/del?key=p1');
        await asAdmin('/del_keys?keys=p2,p3&type=1');
        await asAdmin('/purge?tags=article:x', 'POST');
        await asAdmin('/clearByVersion?ts=b9');
        await asAdmin('/reset?domain=other.example');

        const feed = await purges('since=0');
        expect(feed.seq).toBe(5);
        expect(
          feed.events.map((e: { seq: number; kind: string; values: string[] }) => [
            e.seq,
            e.kind,
            e.values,
          ]),
        ).toEqual([
          [1, 'keys', ['p1']],
          [2, 'keys', ['p2', 'p3']],
          [3, 'tags', ['article:x']],
          [4, 'version', ['b9']],
        ]);
        expect(feed.events[1]).toMatchObject({ domain: '', type: 1 });
        expect((await purges('since=3')).events.map((e: { seq: number }) => e.seq)).toEqual([4]);
        expect((await purges('since=4&domain=other.example')).events[0]).toMatchObject({
          seq: 5,
          kind: 'reset',
          domain: 'other.example',
        });
        expect(await purges('since=5')).toEqual({ seq: 5, events: [] });

        // The feed keeps 5 events here: a front that missed dropped ones must drop everything.
        await asAdmin('/del?key=p9');
        expect(await purges('since=0')).toEqual({ seq: 6, events: [], reset: true });
        expect((await purges('since=1')).events.map((e: { seq: number }) => e.seq)).toEqual([
          2, 3, 4, 6,
        ]); // 5 was another domain's
        expect(await purges('since=42')).toEqual({ seq: 6, events: [], reset: true });
      });

      it('holds a read of the feed that has nothing newer until a purge comes, and answers it with that purge', async () => {
        const { seq } = await purges('');
        let answered = false;
        const held = app.inject({ url: `/purges?since=${seq}&wait=20000` }).then((r) => {
          answered = true;
          return r.json();
        });
        await sleep(300);
        expect(answered).toBe(false);
        await asAdmin('/purge?tags=article:y', 'POST');
        // Woken by the purge (the wait is 20 s; the test's own bound is 5 s).
        expect((await held).events).toMatchObject([
          { seq: seq + 1, kind: 'tags', values: ['article:y'] },
        ]);
      });

      it('answers a held read at once when something is newer, and with nothing once its wait is over', async () => {
        await asAdmin('/purge?tags=article:x', 'POST');
        const started = Date.now();
        expect((await purges('since=0&wait=20000')).events).toHaveLength(1);
        expect(Date.now() - started).toBeLessThan(2000);
        // Another site's purge moves the seq: answered at once, so the follower moves past it.
        await asAdmin('/purge?tags=article:x&domain=other.example', 'POST');
        expect(await purges('since=1&wait=20000')).toEqual({ seq: 2, events: [] });
        const waited = Date.now();
        expect(await purges('since=2&wait=150')).toEqual({ seq: 2, events: [] });
        expect(Date.now() - waited).toBeGreaterThanOrEqual(140);
        expect((await app.inject({ url: '/purges?since=2&wait=soon' })).statusCode).toBe(400);
      });

      it('refuses a hostile wait with 400 and ignores prototype names beside it', async () => {
        for (const wait of [
          '%3Cscript%3E',
          '%00',
          '1%0A2',
          '-1',
          '1e5',
          '1234567',
          '9'.repeat(8000),
        ])
          expect((await app.inject({ url: `/purges?since=0&wait=${wait}` })).statusCode).toBe(400);
        const odd = await app.inject({
          url: '/purges?since=0&wait=0&__proto__=1&constructor=x&prototype=y',
        });
        expect(odd.statusCode).toBe(200);
        expect(({} as Record<string, unknown>).constructor).toBe(Object);
        // The longest wait asked is cut to the service's bound.
        expect(PurgesQuerySchema.parse({ since: '1', wait: '999999' }).wait).toBe(
          PURGES_MAX_WAIT_MS,
        );
      });
    },
  );
}

describe('page-cache HTTP: a service that stops while reads of the feed are held', () => {
  it('answers them and closes, without waiting out their wait', async () => {
    const app = await appWith(createMemoryStore({ maxBytes: 1024, feedBase: 0 }));
    const held = app.inject({ url: '/purges?since=0&wait=20000' });
    await sleep(100);
    const started = Date.now();
    await app.close();
    expect((await held).json()).toEqual({ seq: 0, events: [] });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('holds a bounded number of reads; the rest are answered at once', async () => {
    const waiters = createFeedWaiters(2);
    const gone = new EventEmitter();
    const [a, b] = [waiters.hold(20_000, gone), waiters.hold(20_000, gone)];
    expect(waiters.hold(20_000, gone)).toBe(false);
    expect(waiters.size).toBe(2);
    gone.emit('close'); // both callers left: their holds end at once, not after 20 s
    expect(waiters.size).toBe(0);
    if (!a || !b) throw new Error('both reads should have been held');
    await Promise.all([a.woken, b.woken]);
    waiters.close();
    expect(waiters.hold(10, gone)).toBe(false);
  });
});
