import { describe, expect, it } from 'vitest';
import { L1Cache } from './l1-cache';
import { sharedStoreKey } from './l2-client';
import type { SharedStore } from './l2-types';
import type { Rendered } from './next-bridge';
import { PageCache } from './page-cache';
import { counter, html, sleep, textOf } from './testing/renders';

/** A shared store in memory that records what the front deleted from it. */
function recordingStore() {
  const stored = new Map<string, Buffer>();
  const deleted: string[] = [];
  const store: SharedStore = {
    get: async (k) => stored.get(k) ?? null,
    set: async (k, b) => void stored.set(k, b),
    del: async (k) => {
      deleted.push(k);
      stored.delete(k);
    },
    purgesSince: async () => null,
  };
  return { store, stored, deleted };
}

describe('PageCache: a page taken down goes away', () => {
  it('a re-render that answers 404 (unpublished) drops the copy here and in the shared store; every visitor gets the 404', async () => {
    const { store, stored, deleted } = recordingStore();
    const cache = new PageCache(new L1Cache(1e7), store);
    await cache.serve('pc|/a', ['article:a'], counter().render);
    await sleep(5);
    expect(stored.has('pc|/a')).toBe(true);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    const gone = async () => {
      await sleep(20);
      return html('not found', 404);
    };
    const outs = await Promise.all(
      Array.from({ length: 5 }, () => cache.serve('pc|/a', ['article:a'], gone)),
    );
    // The first waits for the render; those arriving while it runs may get the old copy.
    expect('rendered' in outs[0] && outs[0].rendered.status).toBe(404);
    expect(deleted).toContain('pc|/a');
    for (let i = 0; i < 3; i++) {
      const out = await cache.serve('pc|/a', ['article:a'], gone);
      expect('rendered' in out && out.rendered.status).toBe(404);
    }
  });

  it('a re-render that fails drops the copy too: no old page is served after the error', async () => {
    const { store, deleted } = recordingStore();
    const cache = new PageCache(new L1Cache(1e7), store);
    await cache.serve('pc|/a', ['article:a'], counter().render);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    const broken = async (): Promise<Rendered> => {
      throw new Error('render failed');
    };
    await expect(cache.serve('pc|/a', ['article:a'], broken)).rejects.toThrow('render failed');
    expect(deleted).toEqual(['pc|/a']);
    await expect(cache.serve('pc|/a', ['article:a'], broken)).rejects.toThrow('render failed');
    expect(cache.peek('pc|/a')).toBeUndefined();
  });

  it('a re-render that answers 200 but may not be stored replaces the stale copy for that visitor and drops it', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    await cache.serve('pc|/a', ['article:a'], counter('<p>old</p>').render);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    const withCookie = async (): Promise<Rendered> => ({ ...html('<p>new</p>'), storable: false });
    const out = await cache.serve('pc|/a', ['article:a'], withCookie);
    expect('rendered' in out && out.rendered.body.toString()).toBe('<p>new</p>');
    const again = await cache.serve('pc|/a', ['article:a'], withCookie);
    expect(again.state).toBe('MISS');
  });

  it('a render that began before the purge is not used for requests after it', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    let published = true;
    const render = async () => {
      const status = published ? 200 : 404;
      await sleep(40);
      return html(status === 200 ? '<p>article</p>' : 'gone', status);
    };
    const before = cache.serve('pc|/a', ['article:a'], render);
    await sleep(5);
    published = false;
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    const after = await cache.serve('pc|/a', ['article:a'], render);
    expect('rendered' in after && after.rendered.status).toBe(404);
    expect((await before).state).toBe('MISS');
    expect(cache.peek('pc|/a')).toBeUndefined();
  });

  it("an operator's delete or reset removes copies outright: the next request renders", async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    const { render } = counter();
    await cache.serve('pc|/a', ['article:a'], render);
    await cache.serve('pc|/b', ['article:b'], render);
    await cache.serve('pc|/c', ['article:c'], render);
    cache.applyPurges([{ seq: 1, kind: 'keys', values: ['pc|/a'] }]);
    const slow = counter('<p>page</p>', 30);
    const [first, second] = await Promise.all([
      cache.serve('pc|/a', ['article:a'], slow.render),
      cache.serve('pc|/a', ['article:a'], slow.render),
    ]);
    expect([first.state, second.state]).toEqual(['MISS', 'MISS']);
    expect((await cache.serve('pc|/b', ['article:b'], render)).state).toBe('HIT');
    cache.applyPurges([{ seq: 2, kind: 'reset', values: [] }]);
    expect(cache.peek('pc|/b')).toBeUndefined();
    const afterReset = await Promise.all([
      cache.serve('pc|/c', ['article:c'], slow.render),
      cache.serve('pc|/c', ['article:c'], slow.render),
    ]);
    expect(afterReset.map((o) => o.state)).toEqual(['MISS', 'MISS']);
  });

  it('a delete names the shared store key, which is a digest for long URLs: the copy still goes', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    const longKey = `pc|/search-result?q=${'x'.repeat(600)}`;
    await cache.serve(longKey, [], counter().render);
    cache.applyPurges([{ seq: 1, kind: 'keys', values: [sharedStoreKey(longKey)] }]);
    expect(cache.peek(longKey)).toBeUndefined();
  });

  it('clearByVersion keeps the pages of this build and drops those of others', async () => {
    const cache = new PageCache(new L1Cache(1e7), null, { buildId: 'b2' });
    await cache.serve('pc|/a', [], counter().render);
    cache.applyPurges([{ seq: 1, kind: 'version', values: ['b2'] }]);
    expect(cache.peek('pc|/a')).toBeDefined();
    cache.applyPurges([{ seq: 2, kind: 'version', values: ['b3'] }]);
    expect(cache.peek('pc|/a')).toBeUndefined();
  });
});

describe('PageCache: a feed that lost events is not a purge', () => {
  it('keeps answering a copy the feed reset made unverified when its re-render fails (database down)', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    await cache.serve('pc|/a', ['article:a'], counter('<p>kept</p>').render);
    cache.applyPurges([], true);
    const down = async (): Promise<Rendered> => html('<p>error</p>', 500);
    const out = await cache.serve('pc|/a', ['article:a'], down);
    expect(out.state).toBe('STALE');
    expect(await textOf(out)).toBe('<p>kept</p>#1');
    const thrown = async (): Promise<Rendered> => {
      throw new Error('no database');
    };
    expect((await cache.serve('pc|/a', ['article:a'], thrown)).state).toBe('STALE');
    // A 404 is an answer, not an outage: the copy goes.
    const gone = await cache.serve('pc|/a', ['article:a'], async () => html('gone', 404));
    expect('rendered' in gone && gone.rendered.status).toBe(404);
    expect((await cache.serve('pc|/a', ['article:a'], down)).state).toBe('MISS');
  });

  it('a content purge after the reset makes the copy known-old: a failing re-render drops it', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    await cache.serve('pc|/a', ['article:a'], counter().render);
    cache.applyPurges([], true);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    const out = await cache.serve('pc|/a', ['article:a'], async () => html('error', 500));
    expect('rendered' in out && out.rendered.status).toBe(500);
  });

  it('a 404 re-render drops the old copy even when another purge arrives while it runs', async () => {
    const { store, deleted } = recordingStore();
    const cache = new PageCache(new L1Cache(1e7), store);
    await cache.serve('pc|/a', ['article:a', 'list:latest:ja'], counter('<p>article</p>').render);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    // The 404 page read the latest list (its sidebar), and the list is purged during its render
    // (the takedown's own purge can arrive in two events, or the rankings change meanwhile).
    const goneWhileListChanges = async (): Promise<Rendered> => {
      await sleep(10);
      cache.applyPurges([{ seq: 2, kind: 'tags', values: ['list:latest:ja'] }]);
      return { ...html('not found', 404), readTags: ['list:latest:ja'] };
    };
    const first = await cache.serve('pc|/a', ['article:a'], goneWhileListChanges);
    expect('rendered' in first && first.rendered.status).toBe(404);
    expect(cache.peek('pc|/a')).toBeUndefined();
    expect(deleted).toContain('pc|/a');
    // A visitor arriving while the next render runs must not get the taken-down page either.
    const slow404 = async () => {
      await sleep(30);
      return html('not found', 404);
    };
    const [a, b] = await Promise.all([
      cache.serve('pc|/a', ['article:a'], slow404),
      sleep(5).then(() => cache.serve('pc|/a', ['article:a'], slow404)),
    ]);
    for (const out of [a, b]) expect('rendered' in out && out.rendered.status).toBe(404);
  });

  it('a failed re-render drops the old copy even when another purge arrives while it runs', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    await cache.serve('pc|/a', ['article:a'], counter('<p>article</p>').render);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    const failsWhileListChanges = async (): Promise<Rendered> => {
      await sleep(10);
      cache.applyPurges([{ seq: 2, kind: 'tags', values: ['list:latest:ja'] }]);
      throw new Error('render failed');
    };
    await expect(cache.serve('pc|/a', ['article:a'], failsWhileListChanges)).rejects.toThrow();
    expect(cache.peek('pc|/a')).toBeUndefined();
    const slowFail = async (): Promise<Rendered> => {
      await sleep(30);
      throw new Error('render failed');
    };
    const later = cache.serve('pc|/a', ['article:a'], slowFail).catch((e: Error) => e.message);
    await sleep(5);
    const during = await cache
      .serve('pc|/a', ['article:a'], slowFail)
      .catch((e: Error) => e.message);
    expect([await later, during]).toEqual(['render failed', 'render failed']);
  });
});
