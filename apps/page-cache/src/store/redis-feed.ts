import type { Redis } from 'ioredis';
import type { NewPurgeEvent, PurgeEvent, PurgesResponse } from '@tsuzuri/cache-protocol';
import { pagePurges } from './feed';
import { FEED_EVENTS, FEED_SEQ, RECORD_PURGE_LUA } from './redis-layout';
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
    await redis.eval(RECORD_PURGE_LUA, 2, FEED_SEQ, FEED_EVENTS, json, limit, base),
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
