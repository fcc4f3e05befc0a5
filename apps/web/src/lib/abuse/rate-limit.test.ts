import { describe, expect, it } from 'vitest';
import { HAS_REDIS, NO_REDIS_NOTE, startRedisServer } from '@tsuzuri/test-support/redis-server';
import { Redis } from 'ioredis';
import { memoryRateLimiter, redisRateLimiter } from './rate-limit';

describe('memoryRateLimiter', () => {
  it('allows up to the limit per window and per key, then refuses until the window ends', async () => {
    let t = 1_000;
    const rl = memoryRateLimiter(3, 60_000, () => t);
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await rl.hit('comment:1.2.3.4')).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect((await rl.hit('comment:5.6.7.8')).allowed).toBe(true);
    t += 60_000;
    expect((await rl.hit('comment:1.2.3.4')).allowed).toBe(true);
  });

  it('peek tells where a key stands without counting: blocked only once over the limit, free again after the window', async () => {
    let t = 1_000;
    const rl = memoryRateLimiter(2, 60_000, () => t);
    expect((await rl.peek('admin:a')).allowed).toBe(true);
    for (let i = 0; i < 2; i++) await rl.hit('admin:a');
    for (let i = 0; i < 5; i++) expect((await rl.peek('admin:a')).allowed).toBe(true);
    expect((await rl.hit('admin:a')).allowed).toBe(false);
    t += 30_000;
    expect(await rl.peek('admin:a')).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterMs: 30_000,
    });
    t += 30_000;
    expect((await rl.peek('admin:a')).allowed).toBe(true);
  });

  it('keeps a bounded number of keys under a flood of new ones, dropping expired then oldest windows', async () => {
    let t = 0;
    const rl = memoryRateLimiter(1, 1_000, () => t, 100);
    expect((await rl.hit('victim')).allowed).toBe(true);
    expect((await rl.hit('victim')).allowed).toBe(false);
    // A flood of made-up keys, all inside the window: the memory stays bounded…
    for (let i = 0; i < 1_000; i++) await rl.hit(`flood:${i}`);
    // …and once the window is over, old and new keys count afresh as usual.
    t += 1_000;
    expect((await rl.hit('victim')).allowed).toBe(true);
    expect((await rl.hit('flood:999')).allowed).toBe(true);
  });
});

describe.skipIf(!HAS_REDIS)(`redisRateLimiter (real redis-server)${NO_REDIS_NOTE}`, () => {
  it('counts across limiter instances that share one Redis, and expires the window', async () => {
    const server = await startRedisServer();
    const a = new Redis(server.url);
    const b = new Redis(server.url);
    try {
      const one = redisRateLimiter(a, 2, 300);
      const two = redisRateLimiter(b, 2, 300);
      expect((await one.hit('c:1')).allowed).toBe(true);
      expect((await two.hit('c:1')).allowed).toBe(true);
      expect((await one.hit('c:1')).allowed).toBe(false);
      await new Promise((r) => setTimeout(r, 350));
      expect((await two.hit('c:1')).allowed).toBe(true);
      // peek sees the other limiter's count and counts nothing itself.
      expect((await one.peek('c:1')).allowed).toBe(true);
      expect((await one.peek('c:1')).allowed).toBe(true);
      expect((await one.hit('c:1')).allowed).toBe(true);
      expect((await one.hit('c:1')).allowed).toBe(false);
      expect((await two.peek('c:1')).allowed).toBe(false);
      expect((await two.peek('c:1')).retryAfterMs).toBeGreaterThan(0);
    } finally {
      a.disconnect();
      b.disconnect();
      await server.stop();
    }
  });

  it('counts with the fallback limiter when Redis is unreachable (allows without one)', async () => {
    const dead = new Redis('redis://127.0.0.1:9', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    dead.on('error', () => {});
    expect((await redisRateLimiter(dead, 1, 1000).hit('x')).allowed).toBe(true);
    const withFallback = redisRateLimiter(dead, 1, 1000, 'p:', memoryRateLimiter(1, 1000));
    expect([(await withFallback.hit('x')).allowed, (await withFallback.hit('x')).allowed]).toEqual([
      true,
      false,
    ]);
    expect((await withFallback.peek('x')).allowed).toBe(false);
    expect((await redisRateLimiter(dead, 1, 1000).peek('x')).allowed).toBe(true);
    dead.disconnect();
  });
});
