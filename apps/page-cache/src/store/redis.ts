import { Redis } from 'ioredis';
import { FEED_LIMIT } from './feed';
import { feedWatcher, readPurges, recordPurge } from './redis-feed';
import { domainPrefix, entryKey, keySetKey, splitTags, tagKey } from './redis-layout';
import { BATCH, removeEntries, run, setMembers } from './redis-ops';
import { type CacheStore, type Namespace, type StoreLog, StoreUnavailableError } from './types';

export type RedisStoreOptions = {
  url: string;
  log?: StoreLog;
  /** Entries expire so that, with `maxmemory-policy volatile-lru`, Redis evicts entries and never the index sets. */
  entryTtlSeconds?: number;
  feedLimit?: number;
  /** Where a new feed's seq starts (default: the clock in ms, see FEED_BASE); tests pass 0. */
  feedBase?: number;
};

export type RedisStore = CacheStore & { ready(timeoutMs: number): Promise<boolean> };

const TYPES = [0, 1] as const;
const quiet: StoreLog = { info() {}, warn() {} };

/** Any Redis failure becomes StoreUnavailableError: the HTTP layer answers 503, nothing crashes. */
const guard =
  <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await fn(...args);
    } catch (err) {
      throw new StoreUnavailableError(err);
    }
  };

export function createRedisStore(options: RedisStoreOptions): RedisStore {
  const log = options.log ?? quiet;
  const ttl = options.entryTtlSeconds ?? 30 * 24 * 3600;
  const redis = new Redis(options.url, {
    // A cache that waits is worse than a miss: while Redis is away, fail at once (→ 503) and
    // let the front render, rather than queueing requests until it comes back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000), // reconnect forever, at most every 2 s
  });
  // Without a listener ioredis prints every failed reconnect; log each outage once instead.
  let down = false;
  redis.on('error', (err) => {
    if (!down)
      log.warn({ err: err.message }, 'redis unavailable: cache calls answer 503 until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info({}, 'redis reachable again');
    down = false;
  });
  const feed = feedWatcher(redis);

  return {
    kind: 'redis',

    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (redis.status !== 'ready' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 25));
      return redis.status === 'ready';
    },

    get: guard(async (ns: Namespace, key: string) => {
      const [body, ts, tags] = await redis.hmgetBuffer(entryKey(ns, key), 'body', 'ts', 'tags');
      if (!body) return undefined;
      return { body, ts: ts?.toString() ?? '', tags: splitTags(tags?.toString()) };
    }),

    set: guard(async (ns, key, { body, ts, tags }) => {
      const id = entryKey(ns, key);
      const unique = [...new Set(tags)];
      // Read the old tags first so a re-stored page leaves the tag sets it no longer belongs to.
      // Two fronts storing one key at once can leave an extra tag membership: a later purge
      // then deletes one entry too many, never one too few.
      const old = splitTags(await redis.hget(id, 'tags'));
      const tx = redis.multi();
      for (const tag of old) if (!unique.includes(tag)) tx.srem(tagKey(ns, tag), key);
      tx.del(id)
        .hset(id, { body, ts, tags: unique.join(',') })
        .expire(id, ttl)
        .sadd(keySetKey(ns), key);
      for (const tag of unique) tx.sadd(tagKey(ns, tag), key);
      await run(tx);
      return true;
    }),

    del: guard(async (ns, keys) => removeEntries(redis, ns, keys)),

    keys: guard(async (ns, limit) => {
      const found = new Set<string>(); // SSCAN may return a member twice
      for await (const batch of setMembers(redis, keySetKey(ns))) {
        for (const key of batch) found.add(key);
        if (found.size > limit) break;
      }
      const keys = [...found];
      return { keys: keys.slice(0, limit), truncated: keys.length > limit };
    }),

    clearDomain: guard(async (domain) => {
      let cursor = '0';
      do {
        const [next, batch] = await redis.scan(
          cursor,
          'MATCH',
          `${domainPrefix(domain)}*`,
          'COUNT',
          BATCH,
        );
        cursor = next;
        if (batch.length) await redis.unlink(...batch);
      } while (cursor !== '0');
    }),

    deleteByTags: guard(async (domain, tags) => {
      let n = 0;
      for (const type of TYPES) {
        const ns = { domain, type };
        const lists = (await run(
          tags.reduce((p, tag) => p.smembers(tagKey(ns, tag)), redis.pipeline()),
        )) as string[][];
        n += await removeEntries(redis, ns, [...new Set(lists.flat())]);
        // The tag sets may still name expired entries: drop them whole.
        if (tags.length) await redis.unlink(...tags.map((tag) => tagKey(ns, tag)));
      }
      return n;
    }),

    clearOtherVersions: guard(async (domain, ts) => {
      const ns: Namespace = { domain, type: 0 };
      let n = 0;
      for await (const batch of setMembers(redis, keySetKey(ns))) {
        const stamps = await run(
          batch.reduce((p, key) => p.hget(entryKey(ns, key), 'ts'), redis.pipeline()),
        );
        n += await removeEntries(
          redis,
          ns,
          batch.filter((_key, i) => stamps[i] !== ts),
        );
      }
      return n;
    }),

    recordPurge: guard(async (event) =>
      recordPurge(redis, event, options.feedLimit ?? FEED_LIMIT, options.feedBase ?? Date.now()),
    ),
    purgesSince: guard(async (since, domain) =>
      readPurges(redis, since, domain, options.feedBase ?? Date.now()),
    ),
    watchFeed: (listener) => feed.watch(listener),
    ping: guard(async () => void (await redis.ping())),

    async close() {
      feed.close();
      // quit() lets Redis finish what was sent; a Redis that is gone would make it wait.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
