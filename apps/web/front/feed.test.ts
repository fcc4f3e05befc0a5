import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { followPurges } from './feed';
import { L1Cache } from './l1-cache';
import type { SharedStore } from './l2-types';
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
