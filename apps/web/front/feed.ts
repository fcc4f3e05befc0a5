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
 * Follows the cache service's purge feed (every 250 ms) and applies it to what this process
 * keeps: a purge anywhere reaches every process within about a quarter second.
 */
export function followPurges(
  store: SharedStore,
  cache: PurgeFollower,
  log: Logger,
  { intervalMs = 250, blindTrustMs = BLIND_TRUST_MS } = {},
): () => void {
  let since = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastHeard = Date.now();
  const tick = async () => {
    try {
      const feed = await store.purgesSince(since);
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
        since = feed.seq;
      }
    } catch (err) {
      log.warn({ err }, 'purge feed failed');
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
