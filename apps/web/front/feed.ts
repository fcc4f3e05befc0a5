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
    let news = false;
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
        // Held until something happened, or for the whole wait: either way, read again now.
        news = feed.seq !== since || Date.now() - startedAt >= intervalMs;
        since = feed.seq;
      }
    } catch (err) {
      log.warn({ err }, 'purge feed failed');
    }
    if (!stopped)
      timer = setTimeout(tick, news ? 0 : Math.max(0, startedAt + intervalMs - Date.now()));
  };
  timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
