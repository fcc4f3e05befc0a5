import type { PurgeEvent, PurgesResponse } from '@tsuzuri/cache-protocol';

/** How many invalidations the feed keeps; a front further behind than this drops everything. */
export const FEED_LIMIT = 1000;

/**
 * FEED_BASE: a new feed (a memory store's start, a Redis that lost its keys) numbers its events
 * from the clock in ms, not from 0. A front that followed the old feed then sits below the new
 * feed's oldest event and is told to reset. From 0, a few purges before its next poll would
 * bring the new seq up to the front's `since`, and it would skip them as already applied.
 */

/**
 * The answer to /purges?since=N, from the newest seq issued, the oldest seq still kept and the
 * kept events (at least those after `since`). Shared by both stores so they agree on when a
 * caller must reset:
 * - it is behind the oldest kept event (events it never saw were dropped), or
 * - it is ahead of the newest seq (the feed restarted, e.g. a memory store after a restart).
 * Without `since` the caller only learns the current seq (a front that has nothing cached yet).
 */
export function pagePurges(
  feed: { seq: number; oldest: number | undefined; events: PurgeEvent[] },
  since: number | undefined,
  domain: string,
): PurgesResponse {
  const { seq } = feed;
  if (since === undefined || since === seq) return { seq, events: [] };
  const oldest = feed.oldest ?? seq + 1;
  if (since > seq || since < oldest - 1) return { seq, events: [], reset: true };
  return { seq, events: feed.events.filter((e) => e.seq > since && e.domain === domain) };
}
