import { HAS_REDIS, NO_REDIS_NOTE, startRedisServer } from '@tsuzuri/test-support/redis-server';
import { describe, expect, it } from 'vitest';
import { createSharedLimiter } from './shared-limiter';

const hits = async (limiter: { hit(k: string): Promise<{ allowed: boolean }> }, n: number) => {
  const out: boolean[] = [];
  for (let i = 0; i < n; i++) out.push((await limiter.hit('comment:abc')).allowed);
  return out;
};

describe('the comment rate limiter', () => {
  it('counts in memory when no Redis is configured', async () => {
    const { limiter } = createSharedLimiter('comment', { limit: 2, windowMs: 60_000 }, undefined);
    expect(await hits(limiter, 3)).toEqual([true, true, false]);
  });

  it('answers quickly while the configured Redis is down, counting in the instance instead of not at all', async () => {
    const { limiter, close } = createSharedLimiter(
      'comment',
      { limit: 2, windowMs: 60_000 },
      'redis://127.0.0.1:9',
    );
    const started = Date.now();
    expect(await hits(limiter, 3)).toEqual([true, true, false]);
    expect(Date.now() - started).toBeLessThan(2000);
    close();
  });

  it.skipIf(!HAS_REDIS)(
    `counts the first submissions after a start, made while the client connects${NO_REDIS_NOTE}`,
    async () => {
      const server = await startRedisServer();
      const a = createSharedLimiter('comment', { limit: 2, windowMs: 60_000 }, server.url);
      try {
        expect(await hits(a.limiter, 3)).toEqual([true, true, false]);
      } finally {
        a.close();
        await server.stop();
      }
    },
  );

  it.skipIf(!HAS_REDIS)(`counts across instances through Redis${NO_REDIS_NOTE}`, async () => {
    const server = await startRedisServer();
    const a = createSharedLimiter('comment', { limit: 2, windowMs: 60_000 }, server.url);
    const b = createSharedLimiter('comment', { limit: 2, windowMs: 60_000 }, server.url);
    try {
      // Before its client connects a limiter lets everything through: wait for both.
      expect(await Promise.all([a.connected(), b.connected()])).toEqual([true, true]);
      expect([...(await hits(a.limiter, 1)), ...(await hits(b.limiter, 2))]).toEqual([
        true,
        true,
        false,
      ]);
    } finally {
      a.close();
      b.close();
      await server.stop();
    }
  });
});
