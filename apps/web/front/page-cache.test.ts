import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CacheEntry } from './entry';
import { L1Cache } from './l1-cache';
import type { SharedStore } from './l2-types';
import { overtakenEntries, PageCache } from './page-cache';
import { counter, html, sleep, textOf } from './testing/renders';

describe('PageCache', () => {
  it('renders once for 50 concurrent requests of an uncached page', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    const { render, count } = counter();
    const outs = await Promise.all(
      Array.from({ length: 50 }, () => cache.serve('pc|/a', ['article:a'], render)),
    );
    expect(count()).toBe(1);
    expect(new Set(await Promise.all(outs.map(textOf)))).toEqual(new Set(['<p>page</p>#1']));
    expect((await cache.serve('pc|/a', ['article:a'], render)).state).toBe('HIT');
  });

  it('after a purge the first request waits for the new page while the others get the stale copy', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    const { render, count } = counter();
    await cache.serve('pc|/a', ['article:a'], render);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    const outs = await Promise.all(
      Array.from({ length: 50 }, () => cache.serve('pc|/a', ['article:a'], render)),
    );
    expect(count()).toBe(2);
    expect(outs.filter((o) => o.state === 'STALE')).toHaveLength(49);
    const [first] = outs;
    expect(first.state).toBe('MISS');
    expect(await textOf(first)).toBe('<p>page</p>#2');
    const fresh = await cache.serve('pc|/a', ['article:a'], render);
    expect(fresh.state).toBe('HIT');
    expect(await textOf(fresh)).toBe('<p>page</p>#2');
  });

  it('serves a stale copy only for a bounded time after the purge; later requests wait for the render', async () => {
    const cache = new PageCache(new L1Cache(1e7), null, { staleWhileRenderMs: 40 });
    const { render } = counter('<p>page</p>', 120);
    await cache.serve('pc|/a', ['article:a'], render);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    const waiting = cache.serve('pc|/a', ['article:a'], render);
    await sleep(5);
    expect((await cache.serve('pc|/a', ['article:a'], render)).state).toBe('STALE');
    await sleep(60);
    const late = await cache.serve('pc|/a', ['article:a'], render);
    expect(late.state).toBe('MISS');
    expect(await textOf(late)).toBe('<p>page</p>#2');
    expect((await waiting).state).toBe('MISS');
  });

  it('never serves a stale copy when no render of the page is running', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    const { render } = counter();
    await cache.serve('pc|/a', ['article:a'], render);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    await sleep(30);
    expect((await cache.serve('pc|/a', ['article:a'], render)).state).toBe('MISS');
  });

  it('leaves pages with other tags alone', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    await cache.serve('pc|/b', ['article:b'], counter().render);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    expect((await cache.serve('pc|/b', ['article:b'], counter().render)).state).toBe('HIT');
  });

  it('stores a page under the tags its render read, not its URL guess', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    const page = { ...html('<p>x</p>'), readTags: ['article:x', 'list:latest:ja', 'locale:ja'] };
    const urlGuess = ['article:y', 'category:y', 'list:popular:ja'];
    const served = async () => (await cache.serve('pc|/x', urlGuess, async () => page)).state;
    expect(await served()).toBe('MISS');
    cache.applyPurges([
      { seq: 1, kind: 'tags', values: ['article:y', 'category:y', 'list:popular:ja'] },
    ]);
    expect(await served()).toBe('HIT');
    for (const [seq, tag] of [
      [2, 'article:x'],
      [3, 'list:latest:ja'],
    ] as const) {
      cache.applyPurges([{ seq, kind: 'tags', values: [tag] }]);
      expect(await served()).toBe('MISS');
    }
  });

  it("falls back to the URL's tags when the render does not say what it read", async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    await cache.serve('pc|/b', ['article:b'], counter().render);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:b'] }]);
    expect((await cache.serve('pc|/b', ['article:b'], counter().render)).state).toBe('MISS');
  });

  it('does not share a running render with requests after any content purge (what it reads is not known yet)', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    const { render, count } = counter('<p>page</p>', 40);
    const first = cache.serve('pc|/a', ['article:a'], render);
    await sleep(5);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:other'] }]);
    const second = await cache.serve('pc|/a', ['article:a'], render);
    await first;
    expect(count()).toBe(2);
    expect(await textOf(second)).toBe('<p>page</p>#2');
  });

  it('does not store a render that a purge overtook', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    const { render } = counter('<p>old</p>', 40);
    const pending = cache.serve('pc|/a', ['article:a'], render);
    await new Promise((r) => setTimeout(r, 10));
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    expect((await pending).state).toBe('MISS');
    expect((await cache.serve('pc|/a', ['article:a'], counter('<p>new</p>').render)).state).toBe(
      'MISS',
    );
  });

  it('never stores a 404 and renders it per request', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    const out = await cache.serve('pc|/missing', [], async () => html('nope', 404));
    expect('rendered' in out && out.rendered.status).toBe(404);
    expect((await cache.serve('pc|/missing', [], async () => html('nope', 404))).state).toBe(
      'MISS',
    );
  });

  it('keeps serving pages when the shared store fails', async () => {
    const broken: SharedStore = {
      get: async () => null,
      set: async () => {
        throw new Error('down');
      },
      purgesSince: async () => null,
    };
    const cache = new PageCache(new L1Cache(1e7), broken);
    const out = await cache.serve('pc|/a', [], counter().render);
    expect(out.state).toBe('MISS');
    expect((await cache.serve('pc|/a', [], counter().render)).state).toBe('HIT');
  });

  it('uses an entry another instance stored in the shared store', async () => {
    const stored = new Map<string, Buffer>();
    const shared: SharedStore = {
      get: async (k) => stored.get(k) ?? null,
      set: async (k, b) => void stored.set(k, b),
      purgesSince: async () => null,
    };
    const a = new PageCache(new L1Cache(1e7), shared);
    const b = new PageCache(new L1Cache(1e7), shared);
    const { render, count } = counter();
    await a.serve('pc|/a', [], render);
    await new Promise((r) => setTimeout(r, 5));
    expect((await b.serve('pc|/a', [], render)).state).toBe('HIT');
    expect(count()).toBe(1);
  });
});

describe('PageCache and purges it hears late', () => {
  it('takes back a page stored from a render that a purge elsewhere overtook', async () => {
    const deleted: string[] = [];
    const shared: SharedStore = {
      get: async () => null,
      set: async () => {},
      del: async (k) => void deleted.push(k),
      purgesSince: async () => null,
    };
    const cache = new PageCache(new L1Cache(1e7), shared);
    const renderStart = Date.now();
    await cache.serve('pc|/a', ['article:a'], counter().render);
    // The feed reports a purge that happened while that render ran.
    cache.applyPurges([{ seq: 1, at: renderStart + 5, kind: 'tags', values: ['article:a'] }]);
    expect(deleted).toEqual(['pc|/a']);
    // Dropped, not kept as a stale copy: it was never the page as it is now.
    expect((await cache.serve('pc|/a', ['article:a'], counter().render)).state).toBe('MISS');
  });

  it('marks the answer of a render a purge overtook, so no edge keeps it', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    const running = cache.serve('pc|/a', ['article:a'], counter('<p>page</p>', 30).render);
    await sleep(5);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    const out = await running;
    expect('entry' in out && overtakenEntries.has(out.entry)).toBe(true);
    const next = await cache.serve('pc|/a', ['article:a'], counter().render);
    expect('entry' in next && overtakenEntries.has(next.entry)).toBe(false);
  });
});

describe('PageCache: the visitor whose request renders the page', () => {
  it('hands the request that set off a render its copy before the entry is whole, and no other request', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    const { render, count } = counter('<p>page</p>', 30);
    const copies: string[] = [];
    const first = (who: string) => ({
      encoding: 'gzip' as const,
      ready: (copy: CacheEntry) => copies.push(`${who}:${gunzipSync(copy.gzip)}`),
    });
    const [owner, joined] = await Promise.all([
      cache.serve('pc|/a', ['article:a'], render, first('owner')),
      cache.serve('pc|/a', ['article:a'], render, first('joined')),
    ]);
    expect(count()).toBe(1);
    expect(copies).toEqual(['owner:<p>page</p>#1']);
    expect([owner.state, joined.state]).toEqual(['MISS', 'MISS']);
    expect((await cache.serve('pc|/a', ['article:a'], render, first('hit'))).state).toBe('HIT');
    expect(copies).toHaveLength(1);
  });

  it('marks the early copy of a render a purge overtook, as it marks the entry', async () => {
    const cache = new PageCache(new L1Cache(1e7), null);
    let copy: CacheEntry | undefined;
    const running = cache.serve('pc|/a', ['article:a'], counter('<p>page</p>', 30).render, {
      encoding: 'br',
      ready: (c) => {
        copy = c;
      },
    });
    await sleep(5);
    cache.applyPurges([{ seq: 1, kind: 'tags', values: ['article:a'] }]);
    await running;
    expect(copy && overtakenEntries.has(copy)).toBe(true);
  });
});
