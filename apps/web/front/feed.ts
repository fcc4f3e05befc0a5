import type { Logger } from 'pino';
import type { SharedStore } from './l2-types';
import type { PageCache } from './page-cache';

/**
 * Follows the cache service's purge feed (every 250 ms) and applies it to this process's
 * in-process cache: a purge anywhere reaches every front within about a quarter second.
 */
export function followPurges(store: SharedStore, cache: PageCache, log: Logger, intervalMs = 250): () => void {
  let since = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      const feed = await store.purgesSince(since);
      if (feed) {
        if (feed.events.length || feed.reset) {
          cache.applyPurges(feed.events, feed.reset);
          log.info({ events: feed.events.length, reset: feed.reset, seq: feed.seq }, 'purges applied');
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
