import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore } from './store/redis';
import { admin, appWith, fetchEntry, put } from './test/http';
import {
  HAS_REDIS,
  NO_REDIS_NOTE,
  type RedisServer,
  startRedisServer,
} from '@tsuzuri/test-support/redis-server';

/**
 * With REDIS_URL, the purge feed and the pages live in Redis, not in the service's memory: two
 * services (one per box) answer the same feed, and a restarted service carries on where the
 * old one stopped — so no front misses an invalidation, and none drops its cache for nothing.
 */
describe.skipIf(!HAS_REDIS)(`page-cache services sharing one Redis${NO_REDIS_NOTE}`, () => {
  let server: RedisServer;
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => server?.stop());

  const service = async () => {
    const store = createRedisStore({ url: server.url });
    expect(await store.ready(5000)).toBe(true);
    return appWith(store);
  };
  const feed = async (app: Awaited<ReturnType<typeof service>>, since?: number) =>
    (
      await app.inject({ url: `/purges?domain=d${since === undefined ? '' : `&since=${since}`}` })
    ).json();

  it('a purge made through one service is in the other service’s feed, and its pages are gone from both', async () => {
    await server.flush();
    const [one, two] = [await service(), await service()];
    try {
      expect(
        (await put(two, { key: 'pc|/a', tags: 'article:a', domain: 'd' }, 'A')).statusCode,
      ).toBe(204);
      const { seq } = await feed(two); // where a front following `two` stands
      const purge = await one.inject({
        method: 'POST',
        url: '/purge?domain=d&tags=article:a',
        headers: admin,
      });
      expect(purge.json()).toEqual({ purged: 1 });
      const seen = await feed(two, seq);
      expect(seen.events).toMatchObject([{ kind: 'tags', values: ['article:a'], domain: 'd' }]);
      expect((await fetchEntry(two, { key: 'pc|/a', domain: 'd' })).statusCode).toBe(404);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('a read of the feed held by one service is answered when a purge is made through the other', async () => {
    await server.flush();
    const [one, two] = [await service(), await service()];
    try {
      const { seq } = await feed(two);
      let answered = false;
      const held = two.inject({ url: `/purges?domain=d&since=${seq}&wait=20000` }).then((r) => {
        answered = true;
        return r.json();
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(answered).toBe(false);
      await one.inject({ method: 'POST', url: '/purge?domain=d&tags=article:b', headers: admin });
      // Heard through Redis (the wait is 20 s; the test's own bound is 5 s).
      expect((await held).events).toMatchObject([{ kind: 'tags', values: ['article:b'] }]);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('a Redis that lost the feed (restarted empty) numbers it past every old seq: a front that followed it is told to reset', async () => {
    await server.flush();
    const app = await service();
    try {
      await app.inject({ method: 'POST', url: '/purge?domain=d&tags=article:a', headers: admin });
      const { seq } = await feed(app);
      await server.flush(); // what a restart without persistence leaves
      await new Promise((r) => setTimeout(r, 5));
      // Enough purges to have reached the front's seq again had the new feed counted from 0.
      for (let i = 0; i < 3; i++)
        await app.inject({ method: 'POST', url: '/purge?domain=d&tags=article:b', headers: admin });
      const after = await feed(app, seq);
      expect(after.seq).toBeGreaterThan(seq);
      expect(after.reset).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('a restarted service keeps the sequence: fronts that followed it get only what is new, no reset', async () => {
    await server.flush();
    const before = await service();
    await before.inject({
      method: 'POST',
      url: '/purge?domain=d&tags=list:latest:ja',
      headers: admin,
    });
    const { seq } = await feed(before);
    await before.close();

    const after = await service();
    try {
      expect(await feed(after, seq)).toEqual({ seq, events: [] });
      await after.inject({ method: 'POST', url: '/purge?domain=d&tags=article:b', headers: admin });
      const next = await feed(after, seq);
      expect(next.reset).toBeUndefined();
      expect(next.events).toMatchObject([{ seq: seq + 1, values: ['article:b'] }]);
    } finally {
      await after.close();
    }
  });
});
