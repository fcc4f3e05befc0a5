import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { FEED_WAIT_MS, followPurges } from './feed';
import { L1Cache } from './l1-cache';
import type { PurgeEvent, SharedStore } from './l2-types';
import { PageCache } from './page-cache';
import { counter, sleep } from './testing/renders';

/** The cache service as a front sees it while it is unreachable: every call fails. */
const unreachable: SharedStore = {
  get: async () => null,
  set: async () => {},
  del: async () => {},
  purgesSince: async () => null,
};

describe('the purge feed, while the cache service cannot be reached', () => {
  it('no cached page is trusted longer than the blind bound: a takedown made meanwhile shows up', async () => {
    const cache = new PageCache(new L1Cache(1e7), unreachable);
    const page = counter();
    await cache.serve('pc|/a', ['article:a'], page.render);
    expect(cache.peek('pc|/a')).toBeDefined();
    const stop = followPurges(unreachable, cache, pino({ level: 'silent' }), {
      intervalMs: 10,
      blindTrustMs: 100,
    });
    try {
      await sleep(50);
      expect(cache.peek('pc|/a')).toBeDefined(); // a short blip changes nothing
      await sleep(150);
      // Nobody could tell this process what changed: the copy is re-rendered before it is trusted.
      expect(cache.peek('pc|/a')).toBeUndefined();
      await cache.serve('pc|/a', ['article:a'], page.render);
      await sleep(20);
      expect(page.count()).toBe(2);
    } finally {
      stop();
    }
  });
});

/**
 * A cache service as the follower sees it, whose reads are held until `publish` (long polling),
 * or answered at once (`holds: false`, a service from before long polling).
 */
function heldFeed({ holds = true } = {}) {
  let seq = 10;
  const events: PurgeEvent[] = [];
  const reads: { since: number; waitMs?: number }[] = [];
  let wake = () => {};
  const store: SharedStore = {
    get: async () => null,
    set: async () => {},
    purgesSince: async (since, waitMs) => {
      reads.push({ since, waitMs });
      if (holds && since === seq) await new Promise<void>((r) => (wake = r));
      const newer = events.filter((e) => e.seq > since);
      return { seq, events: since === 0 ? [] : newer, reset: since === 0 };
    },
  };
  return {
    store,
    reads,
    publish(tag: string) {
      events.push({ seq: ++seq, kind: 'tags', values: [tag] });
      wake();
    },
  };
}

describe('following the purge feed', () => {
  it('hears a purge as soon as the service answers the held read, and holds the next read at once', async () => {
    const feed = heldFeed();
    const cache = new PageCache(new L1Cache(1e7), feed.store);
    const page = counter();
    await cache.serve('pc|/a', ['article:a'], page.render);
    // Ten seconds between reads, were they not held: only a held read can bring the purge sooner.
    const stop = followPurges(feed.store, cache, pino({ level: 'silent' }), { intervalMs: 10_000 });
    try {
      await sleep(50);
      expect(feed.reads.map((r) => r.since)).toEqual([0, 10]); // the first read learns the seq
      expect(feed.reads[1].waitMs).toBe(FEED_WAIT_MS);
      feed.publish('article:a');
      await sleep(50);
      expect(cache.peek('pc|/a')).toBeUndefined(); // stale: re-rendered before it is served again
      expect(feed.reads.map((r) => r.since)).toEqual([0, 10, 11]); // already holding the next
    } finally {
      stop();
    }
  });

  it('reads a service that answers at once no more often than the interval', async () => {
    const feed = heldFeed({ holds: false });
    const cache = new PageCache(new L1Cache(1e7), feed.store);
    const stop = followPurges(feed.store, cache, pino({ level: 'silent' }), { intervalMs: 100 });
    try {
      await sleep(330);
      // Reads at 0, 0 (the first learned the seq), 100, 200, 300 ms: not a loop without pause.
      expect(feed.reads.length).toBeGreaterThanOrEqual(3);
      expect(feed.reads.length).toBeLessThanOrEqual(6);
    } finally {
      stop();
    }
  });
});
