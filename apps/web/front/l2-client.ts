import { createHash } from 'node:crypto';
import { PurgesResponseSchema } from '@tsuzuri/cache-protocol';
import { createCacheClient } from '@tsuzuri/cache-protocol/client';
import type { AnswerReport } from './answer-counts';
import type { FrontEnv } from './env';
import type { SharedStore } from './l2-types';

type Options = {
  baseUrl: string;
  domain: string;
  buildId: string;
  adminKey: string;
  timeoutMs: number;
};

/**
 * The bound on one read of the purge feed past the time the service may hold it: longer than a
 * page read's (CACHE_TIMEOUT_MS), as no visitor waits on it, and short beside the feed's blind
 * bound (front/feed.ts).
 */
const FEED_TIMEOUT_MS = 1000;

/** Longer keys than this are stored (and named in the purge feed) by a digest instead. */
const LONG_KEY = 512;

/** The name a page-cache key has in the shared store: itself, or a digest when it is long. */
export const sharedStoreKey = (key: string) =>
  key.length > LONG_KEY
    ? `${key.slice(0, 200)}#${createHash('sha256').update(key).digest('hex')}`
    : key;

/** Whether a key is named by a digest in the shared store (and so in the purge feed). */
export const hasDigestName = (key: string) => key.length > LONG_KEY;

/** Whether a name from the shared store (or the feed) is such a digest. */
export const isDigestName = (name: string) => /#[0-9a-f]{64}$/.test(name);

/**
 * The shared store a web worker uses, from its environment: none without a cache service
 * (CACHE_URL empty). Fronts and render workers alike (the latter for the purge feed only).
 */
export function sharedStoreFromEnv(
  env: Pick<FrontEnv, 'CACHE_URL' | 'CACHE_ADMIN_KEY' | 'CACHE_TIMEOUT_MS'>,
  domain: string,
  buildId: string,
) {
  if (!env.CACHE_URL) return null;
  return createSharedStore({
    baseUrl: env.CACHE_URL,
    domain,
    buildId,
    adminKey: env.CACHE_ADMIN_KEY,
    timeoutMs: env.CACHE_TIMEOUT_MS,
  });
}

/**
 * The front's shared store: the page-cache service through its one client (@tsuzuri/cache-protocol),
 * whose request-path calls are short, never retried and never throw.
 */
export function createSharedStore(opts: Options): SharedStore & {
  apiGet(key: string): Promise<Buffer | null>;
  apiSet(key: string, body: Buffer, tags: string[]): Promise<void>;
  purgeTags(tags: string[]): Promise<void>;
  reportAnswers(report: AnswerReport): Promise<boolean>;
} {
  const client = createCacheClient(opts);

  return {
    async get(key) {
      const r = await client.call('GET', '/get', { key: sharedStoreKey(key) });
      // Pages embed their build's /_next asset names and RSC payloads its build id: a copy
      // another build stored (a store that outlived a deploy) is a miss here, never served.
      return r?.status === 200 && r.ts === opts.buildId ? r.body : null;
    },
    async set(key, bytes, tags) {
      await client.call(
        'POST',
        '/set',
        {
          key: sharedStoreKey(key),
          ts: opts.buildId,
          ...(tags.length ? { tags: tags.join(',') } : {}),
        },
        { body: bytes, timeoutMs: 1000 },
      );
    },
    async del(key) {
      await client.call(
        'POST',
        '/del',
        { key: sharedStoreKey(key) },
        { admin: true, timeoutMs: 1000 },
      );
    },
    async purgeTags(tags: string[]) {
      // Off the request path (the rankings watcher): the retried purge of every other caller.
      await client.purgeTags(tags, { timeoutMs: 2000 });
    },
    /** What this front answered since its last report (answer-counts.ts); false if not taken. */
    async reportAnswers(report) {
      const r = await client.callOffPath(
        'POST',
        '/answers',
        { cached: String(report.cached), rendered: String(report.rendered) },
        { admin: true, timeoutMs: 2000 },
      );
      return r?.status === 200;
    },
    async purgesSince(since, waitMs = 0) {
      // Off the request path, and what takes pages down: never muted by a slow page read.
      const r = await client.callOffPath(
        'GET',
        '/purges',
        { since: String(since), ...(waitMs ? { wait: String(waitMs) } : {}) },
        { timeoutMs: waitMs + FEED_TIMEOUT_MS },
      );
      if (r?.status !== 200) return null;
      const parsed = PurgesResponseSchema.safeParse(JSON.parse(r.body.toString('utf8')));
      if (!parsed.success) return null;
      return {
        seq: parsed.data.seq,
        events: parsed.data.events,
        reset: parsed.data.reset === true,
      };
    },
    async apiGet(key) {
      const r = await client.call(
        'GET',
        '/get',
        { key: sharedStoreKey(key), type: '1' },
        { admin: true },
      );
      return r?.status === 200 ? r.body : null;
    },
    async apiSet(key, body, tags) {
      await client.call(
        'POST',
        '/set',
        { key: sharedStoreKey(key), type: '1', ...(tags.length ? { tags: tags.join(',') } : {}) },
        { body, timeoutMs: 1000 },
      );
    },
  };
}

export type FrontStore = ReturnType<typeof createSharedStore>;
