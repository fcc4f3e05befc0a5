import type { Logger } from 'pino';
import type { SharedStore } from './l2-types';
import type { PageCache } from './page-cache';

/**
 * How long this process trusts its in-process copies while it cannot read the feed: a purge made
 * meanwhile (an article taken down) has no way to reach it, so past this bound every copy is
 * re-rendered before it is served as fresh (and again each bound, while the feed stays away).
 */
export const BLIND_TRUST_MS = 5_000;

/** What a process keeps that a purge makes stale: a front's page cache, a render worker's category tree. */
export type PurgeFollower = Pick<PageCache, 'applyPurges' | 'distrustAll'>;

/**
 * How long the cache service may hold a read of the feed with nothing new: under the blind bound,
 * so a feed that went silent (a service that hangs) is noticed in time.
 */
export const FEED_WAIT_MS = 4_000;

/**
 * When a follower of the feed reads it again, in ms from now: at once after an answer with a newer
 * seq or one the service held for the interval or longer (it waited for news); otherwise (a
 * failure, or a service that answers at once) `intervalMs` after the last read began, so no
 * follower reads in a loop without pause. The fronts, the render workers and the edge's relay.
 */
export function nextReadInMs(startedAt: number, intervalMs: number, newer: boolean): number {
  return newer ? 0 : Math.max(0, startedAt + intervalMs - Date.now());
}

/**
 * Follows the cache service's purge feed and applies it to what this process keeps. Each read is
 * held by the service until a purge is recorded (or FEED_WAIT_MS pass), and the next read starts
 * when it is answered: a purge anywhere reaches every process within milliseconds, and an idle
 * process asks about once per FEED_WAIT_MS. After a failure, and with a service that answers
 * at once, reads are `intervalMs` apart.
 */
export function followPurges(
  store: SharedStore,
  cache: PurgeFollower,
  log: Logger,
  { intervalMs = 250, waitMs = FEED_WAIT_MS, blindTrustMs = BLIND_TRUST_MS } = {},
): () => void {
  let since = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastHeard = Date.now();
  const tick = async () => {
    const startedAt = Date.now();
    let newer = false;
    try {
      const feed = await store.purgesSince(since, waitMs);
      if (!feed && Date.now() - lastHeard >= blindTrustMs) {
        cache.distrustAll();
        log.warn(
          { blindForMs: Date.now() - lastHeard },
          'purge feed unreachable: cached pages re-render before they are served as fresh',
        );
        lastHeard = Date.now();
      }
      if (feed) {
        lastHeard = Date.now();
        if (feed.events.length || feed.reset) {
          cache.applyPurges(feed.events, feed.reset);
          log.info(
            { events: feed.events.length, reset: feed.reset, seq: feed.seq },
            'purges applied',
          );
        }
        newer = feed.seq !== since;
        since = feed.seq;
      }
    } catch (err) {
      log.warn({ err }, 'purge feed failed');
    }
    if (!stopped) timer = setTimeout(tick, nextReadInMs(startedAt, intervalMs, newer));
  };
  timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
