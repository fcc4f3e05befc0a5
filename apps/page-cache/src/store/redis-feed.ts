import type { Redis } from 'ioredis';
import type { NewPurgeEvent, PurgeEvent, PurgesResponse } from '@tsuzuri/cache-protocol';
import { pagePurges } from './feed';
import { FEED_CHANNEL, FEED_EVENTS, FEED_SEQ, RECORD_PURGE_LUA } from './redis-layout';
import { run } from './redis-ops';

/** The purge feed in Redis, so every service instance (and so every front) sees one sequence. */
export async function recordPurge(
  redis: Redis,
  event: NewPurgeEvent,
  limit: number,
  base: number,
): Promise<PurgeEvent> {
  const at = Date.now();
  const json = JSON.stringify({ at, ...event });
  const seq = Number(
    await redis.eval(RECORD_PURGE_LUA, 2, FEED_SEQ, FEED_EVENTS, json, limit, base, FEED_CHANNEL),
  );
  return { seq, at, ...event };
}

export async function readPurges(
  redis: Redis,
  since: number | undefined,
  domain: string,
  base: number,
): Promise<PurgesResponse> {
  // One transaction, so the counter, the oldest kept event and the newer events agree. A feed
  // that is gone starts here too (at `base`), so fronts learn its numbering before its events.
  const [, seq, oldest, after] = await run(
    redis
      .multi()
      .set(FEED_SEQ, base, 'NX')
      .get(FEED_SEQ)
      .zrange(FEED_EVENTS, 0, 0, 'WITHSCORES')
      .zrangebyscore(FEED_EVENTS, since === undefined ? '+inf' : `(${since}`, '+inf'),
  );
  const events = (after as string[]).map((json) => JSON.parse(json) as PurgeEvent);
  const oldestScore = (oldest as string[])[1];
  const feed = {
    seq: Number(seq ?? 0),
    oldest: oldestScore === undefined ? undefined : Number(oldestScore),
    events,
  };
  return pagePurges(feed, since, domain);
}

/**
 * Hears every purge recorded on this Redis, by any service instance (the script publishes each
 * new seq on FEED_CHANNEL), on a connection of its own: a subscribed connection can do nothing
 * else. Made when the first listener comes. Its loss and its return are told to the listeners
 * too: purges published meanwhile were not heard, so the held requests read the feed again.
 * Answers watch() and close().
 */
export function feedWatcher(redis: Redis) {
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  let subscriber: Redis | undefined;
  const start = () => {
    // SUBSCRIBE is sent here on every connect, and its failure caught: ioredis's own resubscribe
    // (autoResubscribe) leaves its promise unhandled, and under the store's command bound (2 s)
    // a slow Redis made that reject and end the service. Errors are the store connection's to log.
    const sub = redis.duplicate({
      lazyConnect: false,
      autoResubscribe: false,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
    });
    sub.on('error', () => {});
    sub.on('message', tell);
    let lost = false;
    sub.on('close', () => {
      lost = true;
      tell();
    });
    sub.on('ready', () => {
      sub.subscribe(FEED_CHANNEL).then(
        () => {
          // Heard again from here on; what was published before is read by the woken reads.
          if (lost) tell();
          lost = false;
        },
        () => {},
      );
    });
    return sub;
  };
  return {
    watch(listener: () => void): () => void {
      subscriber ??= start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close(): void {
      listeners.clear();
      subscriber?.disconnect();
    },
  };
}
