import { Redis } from 'ioredis';
import { instanceLimiter } from './instance-limits';
import { type RateLimiter, redisRateLimiter } from './rate-limit';

export type Rate = { limit: number; windowMs: number };

/**
 * A form's rate limiter: shared through Redis when REDIS_URL is set (every instance counts
 * together), else by the workers of this instance (instance-limits.ts). The Redis client never
 * queues or retries for long: while Redis is away the instance counts alone, rather than hang
 * or fail the form, or stop limiting.
 */
export function createSharedLimiter(
  name: string,
  rate: Rate,
  redisUrl?: string,
): { limiter: RateLimiter; close(): void; connected(): Promise<boolean> } {
  const instance = instanceLimiter(name, rate);
  if (!redisUrl) return { limiter: instance, close: () => {}, connected: async () => false };
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 1000,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned)
      console.warn(
        `${name} rate limit: Redis unavailable, counting per instance (${error.message})`,
      );
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  const connected = (withinMs = 2000) =>
    redis.status === 'ready'
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), withinMs);
          redis.once('ready', () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
  const shared = redisRateLimiter(
    redis,
    rate.limit,
    rate.windowMs,
    `tsuzuri:rl:${name}:`,
    instance,
  );
  // The first submissions after a start arrive while the client is still connecting: they wait
  // for it (up to a second after the start) so they are counted in Redis. During a later outage
  // the instance counts them at once instead.
  const firstConnection = connected(1000);
  return {
    limiter: {
      async hit(key) {
        await firstConnection;
        return shared.hit(key);
      },
      async peek(key) {
        await firstConnection;
        return shared.peek(key);
      },
    },
    close: () => redis.disconnect(),
    /** Resolves true once Redis answers (false after 2 s): for tests and health checks. */
    connected: () => connected(),
  };
}

const perProcess = globalThis as unknown as { tsuzuriLimiters?: Map<string, RateLimiter> };

/**
 * One limiter per form and process (kept across Next's module reloads and shared by the front
 * and Next's bundle): the admin-key failures, analytics ingestion and the forms all use this.
 */
export function sharedLimiter(name: string, rate: Rate, redisUrl?: string): RateLimiter {
  perProcess.tsuzuriLimiters ??= new Map();
  let limiter = perProcess.tsuzuriLimiters.get(name);
  if (!limiter) {
    limiter = createSharedLimiter(name, rate, redisUrl).limiter;
    perProcess.tsuzuriLimiters.set(name, limiter);
  }
  return limiter;
}
