/**
 * A fixed-window rate limit per key (e.g. "comment:<ip hash>"): at most `limit` hits per
 * `windowMs`. Kept in memory (one per instance: see instance-limits.ts), or in Redis when
 * REDIS_URL is set, so every instance counts together. See shared-limiter.ts for the choice.
 */
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterMs: number };

export interface RateLimiter {
  /** Counts one hit and says whether it was within the limit. */
  hit(key: string): Promise<RateLimitResult>;
  /** Where the key stands now, without counting (e.g. "is this address blocked?"). */
  peek(key: string): Promise<RateLimitResult>;
}

/**
 * Keys kept at most: far more addresses than a window sees honestly. Beyond it expired windows
 * go first, then the oldest ones — a flood of made-up keys costs bounded memory, never a crash.
 */
export const MEMORY_LIMITER_MAX_KEYS = 100_000;

export function memoryRateLimiter(
  limit: number,
  windowMs: number,
  now = () => Date.now(),
  maxKeys = MEMORY_LIMITER_MAX_KEYS,
): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const makeRoom = (t: number) => {
    for (const [k, v] of windows) if (t - v.start >= windowMs) windows.delete(k);
    // Map order is insertion order: the oldest windows are dropped first.
    for (const k of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(k);
    }
  };
  return {
    async hit(key) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        if (w) windows.delete(key);
        else if (windows.size >= maxKeys) makeRoom(t);
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      return {
        allowed: w.count <= limit,
        remaining: Math.max(0, limit - w.count),
        retryAfterMs: w.start + windowMs - t,
      };
    },
    async peek(key) {
      const t = now();
      const w = windows.get(key);
      if (!w || t - w.start >= windowMs)
        return { allowed: true, remaining: limit, retryAfterMs: 0 };
      return {
        allowed: w.count <= limit,
        remaining: Math.max(0, limit - w.count),
        retryAfterMs: w.start + windowMs - t,
      };
    },
  };
}

type RedisMulti = {
  get(key: string): RedisMulti;
  incr(key: string): RedisMulti;
  pexpire(key: string, ms: number, mode: 'NX'): RedisMulti;
  pttl(key: string): RedisMulti;
  exec(): Promise<[Error | null, unknown][] | null>;
};
/** The part of an ioredis client the limiter uses. */
export type RedisLike = { multi(): RedisMulti };

/**
 * Counts in Redis. When Redis fails (down, refusing, not yet connected) the hit is counted by
 * `fallback` instead — the instance's own limiter — so an outage neither takes the forms down
 * nor lifts the limits; without a fallback the hit is allowed.
 */
export function redisRateLimiter(
  redis: RedisLike,
  limit: number,
  windowMs: number,
  prefix = 'tsuzuri:rl:',
  fallback?: RateLimiter,
): RateLimiter {
  return {
    async hit(key) {
      try {
        const res = await redis
          .multi()
          .incr(prefix + key)
          .pexpire(prefix + key, windowMs, 'NX')
          .pttl(prefix + key)
          .exec();
        const failed = !res || res.some(([error]) => error);
        if (failed) throw new Error('redis transaction failed');
        const count = Number(res[0][1]);
        const ttl = Number(res[2][1]);
        return {
          allowed: count <= limit,
          remaining: Math.max(0, limit - count),
          retryAfterMs: ttl > 0 ? ttl : windowMs,
        };
      } catch {
        return fallback ? fallback.hit(key) : { allowed: true, remaining: limit, retryAfterMs: 0 };
      }
    },
    async peek(key) {
      try {
        const res = await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec();
        if (!res || res.some(([error]) => error)) throw new Error('redis transaction failed');
        const count = Number(res[0][1] ?? 0);
        const ttl = Number(res[1][1]);
        return {
          allowed: count <= limit,
          remaining: Math.max(0, limit - count),
          retryAfterMs: ttl > 0 ? ttl : 0,
        };
      } catch {
        return fallback ? fallback.peek(key) : { allowed: true, remaining: limit, retryAfterMs: 0 };
      }
    },
  };
}
