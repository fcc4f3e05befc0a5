import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRedisStore } from './store/redis';
import { admin, appWith, fetchEntry, put } from './test/http';
import {
  freePort,
  HAS_REDIS,
  NO_REDIS_NOTE,
  startRedisServer,
} from '@tsuzuri/test-support/redis-server';

const unavailable = { error: 'store_unavailable', message: expect.any(String) };

/** A read of the feed held (its wait 20 s) is answered with a purge of `tag` made meanwhile. */
async function expectHeldReadWokenBy(app: FastifyInstance, tag: string) {
  const { seq } = (await app.inject({ url: '/purges' })).json();
  const held = app.inject({ url: `/purges?since=${seq}&wait=20000` });
  await new Promise((r) => setTimeout(r, 500));
  await app.inject({ method: 'POST', url: `/purge?tags=${tag}`, headers: admin });
  const purgedAt = Date.now();
  expect((await held).json().events).toMatchObject([{ values: [tag] }]);
  expect(Date.now() - purgedAt).toBeLessThan(2000);
}

/** A cache outage must look like a miss to the front (503, at once), never take the service down. */
describe('page-cache when Redis is unreachable', () => {
  it('answers 503 at once to every call and keeps serving', async () => {
    const store = createRedisStore({ url: `redis://127.0.0.1:${await freePort()}` });
    const app = await appWith(store);
    try {
      const started = Date.now();
      for (let round = 0; round < 2; round++) {
        const get = await fetchEntry(app, { key: 'pc|/' });
        expect(get.statusCode).toBe(503);
        expect(get.json()).toEqual(unavailable);
        expect((await put(app, { key: 'pc|/' }, '<html></html>')).statusCode).toBe(503);
        expect(
          (await app.inject({ method: 'POST', url: '/purge?tags=a', headers: admin })).statusCode,
        ).toBe(503);
        expect((await app.inject({ url: '/purges?since=0' })).statusCode).toBe(503);
        const health = await app.inject({ url: '/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({ ok: false, store: 'redis' });
      }
      // Nothing queued waiting for Redis: the front gets its answer and renders.
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await app.close();
    }
  });

  describe.skipIf(!HAS_REDIS)(`when Redis comes only after the service${NO_REDIS_NOTE}`, () => {
    it('held reads of the feed are woken by purges once it is there', async () => {
      const port = await freePort();
      const store = createRedisStore({ url: `redis://127.0.0.1:${port}` });
      const app = await appWith(store);
      // Longer than a Redis command's bound (2 s): the subscription must not be lost meanwhile.
      await new Promise((r) => setTimeout(r, 2500));
      const server = await startRedisServer(port);
      try {
        expect(await store.ready(10_000)).toBe(true);
        await expectHeldReadWokenBy(app, 'article:late');
      } finally {
        await app.close();
        await server.stop();
      }
    });
  });

  describe.skipIf(!HAS_REDIS)(`when a live Redis goes away and comes back${NO_REDIS_NOTE}`, () => {
    it('answers 503 while it is down and recovers by itself', async () => {
      let server = await startRedisServer();
      const store = createRedisStore({ url: server.url });
      const app = await appWith(store);
      try {
        expect(await store.ready(5000)).toBe(true);
        expect((await put(app, { key: 'pc|/' }, 'page')).statusCode).toBe(204);

        // A read of the feed held when Redis goes: answered 503 at once (the front then counts
        // its blind time), not held on for a feed that cannot be heard.
        const { seq } = (await app.inject({ url: '/purges' })).json();
        const held = app.inject({ url: `/purges?since=${seq}&wait=20000` });
        await new Promise((r) => setTimeout(r, 200));
        const stoppedAt = Date.now();
        await server.stop();
        expect((await held).statusCode).toBe(503);
        expect(Date.now() - stoppedAt).toBeLessThan(5000);
        expect((await fetchEntry(app, { key: 'pc|/' })).statusCode).toBe(503);
        expect((await put(app, { key: 'pc|/' }, 'page')).statusCode).toBe(503);
        expect((await app.inject({ url: '/health' })).statusCode).toBe(503);

        server = await startRedisServer(server.port);
        expect(await store.ready(10_000)).toBe(true);
        expect((await put(app, { key: 'pc|/' }, 'page again')).statusCode).toBe(204);
        expect((await fetchEntry(app, { key: 'pc|/' })).body).toBe('page again');

        // Held reads are woken by purges again: the service listens to the new Redis.
        await expectHeldReadWokenBy(app, 'article:back');
      } finally {
        await app.close();
        await server.stop();
      }
    });
  });
});
