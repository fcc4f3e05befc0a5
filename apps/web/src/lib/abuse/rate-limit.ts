/**
 * A fixed-window rate limit per key (e.g. "comment:<ip>"): at most `limit` hits per `windowMs`.
 * In memory by default; in Redis when REDIS_URL is set, so every instance counts together.
 * A limiter that fails (Redis down) lets the request through: abuse control must not take the
 * forms down with it.
 */
export interface RateLimiter {
  hit(key: string): Promise<{ allowed: boolean; remaining: number; retryAfterMs: number }>;
}

export function memoryRateLimiter(limit: number, windowMs: number, now = () => Date.now()): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
        if (windows.size > 50_000) for (const [k, v] of windows) if (t - v.start >= windowMs) windows.delete(k);
      }
      w.count++;
      return { allowed: w.count <= limit, remaining: Math.max(0, limit - w.count), retryAfterMs: w.start + windowMs - t };
    },
  };
}

type RedisMulti = {
  incr(key: string): RedisMulti;
  pexpire(key: string, ms: number, mode: 'NX'): RedisMulti;
  pttl(key: string): RedisMulti;
  exec(): Promise<[Error | null, unknown][] | null>;
};
/** The part of an ioredis client the limiter uses. */
export type RedisLike = { multi(): RedisMulti };

export function redisRateLimiter(redis: RedisLike, limit: number, windowMs: number, prefix = 'tsuzuri:rl:'): RateLimiter {
  return {
    async hit(key) {
      try {
        const res = await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').pttl(prefix + key).exec();
        const count = Number(res?.[0]?.[1] ?? 0);
        const ttl = Number(res?.[2]?.[1] ?? windowMs);
        return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterMs: ttl > 0 ? ttl : windowMs };
      } catch {
        return { allowed: true, remaining: limit, retryAfterMs: 0 };
      }
    },
  };
}
