import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memory';

const ns = { domain: '', type: 0 as const };
const kb = (fill: number) => ({
  body: Buffer.alloc(1000, fill),
  ts: 'b1',
  tags: ['all', `n:${fill}`],
});

describe('memory store: an LRU bounded by bytes', () => {
  it('evicts the least recently used entries once the byte budget is exceeded', async () => {
    // Room for three ~1 KB entries (each also carries its key, tags and bookkeeping).
    const store = createMemoryStore({ maxBytes: 3500 });
    for (const n of [1, 2, 3]) await store.set(ns, `k${n}`, kb(n));
    await store.get(ns, 'k1'); // k1 is now the most recently used; k2 the least
    await store.set(ns, 'k4', kb(4));
    expect(await store.get(ns, 'k2')).toBeUndefined();
    for (const k of ['k1', 'k3', 'k4']) expect(await store.get(ns, k)).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(3500);
  });

  it('forgets evicted entries in the tag index and the key list', async () => {
    const store = createMemoryStore({ maxBytes: 2500 });
    for (const n of [1, 2, 3]) await store.set(ns, `k${n}`, kb(n));
    expect((await store.keys(ns, 10)).keys).toEqual(['k2', 'k3']);
    expect(await store.deleteByTags('', ['n:1'])).toBe(0);
    expect(await store.deleteByTags('', ['all'])).toBe(2);
    expect(store.bytes).toBe(0);
  });

  it('refuses an entry larger than the whole cache instead of emptying it', async () => {
    const store = createMemoryStore({ maxBytes: 2000 });
    await store.set(ns, 'small', kb(1));
    expect(await store.set(ns, 'huge', { body: Buffer.alloc(5000), ts: 'b1', tags: [] })).toBe(
      false,
    );
    expect(await store.get(ns, 'small')).toBeDefined();
  });

  it('a restarted service (a new memory store) tells a front that followed the old feed to reset', async () => {
    const before = createMemoryStore({ maxBytes: 1024 * 1024 });
    const { seq } = await before.recordPurge({ kind: 'tags', values: ['a'], domain: '' });
    await new Promise((r) => setTimeout(r, 5));
    const after = createMemoryStore({ maxBytes: 1024 * 1024 });
    for (let i = 0; i < 3; i++)
      await after.recordPurge({ kind: 'tags', values: ['b'], domain: '' });
    expect(await after.purgesSince(seq, '')).toMatchObject({ events: [], reset: true });
  });

  it('counts a replaced entry once', async () => {
    const store = createMemoryStore({ maxBytes: 1024 * 1024 });
    await store.set(ns, 'k', kb(1));
    const once = store.bytes;
    await store.set(ns, 'k', kb(2));
    expect(store.bytes).toBe(once);
  });
});
