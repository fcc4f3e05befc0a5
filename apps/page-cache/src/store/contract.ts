import { describe, expect, it } from 'vitest';
import type { StoreOptions } from '../test/backends';
import type { CacheStore, Namespace } from './types';

export type StoreFactory = (options?: StoreOptions) => Promise<CacheStore>;

const page = (domain = ''): Namespace => ({ domain, type: 0 });
const api = (domain = ''): Namespace => ({ domain, type: 1 });
const entry = (text: string, ts = 'b1', tags: string[] = []) => ({
  body: Buffer.from(text),
  ts,
  tags,
});
const bodyOf = async (store: CacheStore, ns: Namespace, key: string) =>
  (await store.get(ns, key))?.body.toString();

/**
 * What every store must do, whichever backs it: the memory store always runs this, Redis
 * when a redis-server is available. `fresh` must hand out an empty store (and close it after).
 */
export function describeStoreContract(name: string, fresh: StoreFactory, skip = false) {
  const withStore = (
    title: string,
    fn: (store: CacheStore) => Promise<void>,
    options?: StoreOptions,
  ) =>
    it(title, async () => {
      const store = await fresh(options);
      try {
        await fn(store);
      } finally {
        await store.close();
      }
    });

  describe.skipIf(skip)(`store contract: ${name}`, () => {
    withStore('gives back exactly the stored bytes, build time and tags', async (store) => {
      const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      await store.set(page(), 'pc|/a', {
        body: bytes,
        ts: '2026-01-01T00:00:00Z',
        tags: ['article:a', 'locale:ja'],
      });
      const got = await store.get(page(), 'pc|/a');
      expect(got?.body.equals(bytes)).toBe(true);
      expect(got?.ts).toBe('2026-01-01T00:00:00Z');
      expect(got?.tags.sort()).toEqual(['article:a', 'locale:ja']);
      expect(await store.get(page(), 'pc|/missing')).toBeUndefined();
    });

    withStore('keeps domains and the page/API caches apart', async (store) => {
      await store.set(page('a.example'), 'k', entry('page a'));
      await store.set(api('a.example'), 'k', entry('api a'));
      await store.set(page('b.example'), 'k', entry('page b'));
      expect(await bodyOf(store, page('a.example'), 'k')).toBe('page a');
      expect(await bodyOf(store, api('a.example'), 'k')).toBe('api a');
      expect(await bodyOf(store, page('b.example'), 'k')).toBe('page b');
      expect(await store.get(page(), 'k')).toBeUndefined();
      expect((await store.keys(page('a.example'), 10)).keys).toEqual(['k']);
    });

    withStore('re-storing a key replaces its body and its tags', async (store) => {
      await store.set(page(), 'k', entry('old', 'b1', ['article:old']));
      await store.set(page(), 'k', entry('new', 'b2', ['article:new']));
      expect(await store.deleteByTags('', ['article:old'])).toBe(0);
      expect(await bodyOf(store, page(), 'k')).toBe('new');
      expect(await store.deleteByTags('', ['article:new'])).toBe(1);
      expect(await store.get(page(), 'k')).toBeUndefined();
    });

    withStore('deletes keys and counts only those that existed', async (store) => {
      for (const k of ['a', 'b', 'c']) await store.set(page(), k, entry(k, 'b1', ['t']));
      expect(await store.del(page(), ['a', 'b', 'nope'])).toBe(2);
      expect((await store.keys(page(), 10)).keys).toEqual(['c']);
      // The tag index no longer names the deleted keys.
      expect(await store.deleteByTags('', ['t'])).toBe(1);
    });

    withStore('lists keys up to a limit and says when there are more', async (store) => {
      for (const k of ['a', 'b', 'c', 'd']) await store.set(page(), k, entry(k));
      expect(await store.keys(page(), 10)).toEqual({
        keys: expect.arrayContaining(['a', 'b', 'c', 'd']),
        truncated: false,
      });
      const capped = await store.keys(page(), 3);
      expect(capped.keys).toHaveLength(3);
      expect(capped.truncated).toBe(true);
    });

    withStore('purges tagged entries of both caches of one domain only', async (store) => {
      await store.set(page(), 'a', entry('a', 'b1', ['article:x']));
      await store.set(page(), 'b', entry('b', 'b1', ['article:x', 'list:new']));
      await store.set(page(), 'c', entry('c', 'b1', ['list:new']));
      await store.set(api(), 'd', entry('d', '', ['article:x']));
      await store.set(page('other.example'), 'a', entry('other', 'b1', ['article:x']));
      expect(await store.deleteByTags('', ['article:x'])).toBe(3);
      expect((await store.keys(page(), 10)).keys).toEqual(['c']);
      expect((await store.keys(api(), 10)).keys).toEqual([]);
      expect(await bodyOf(store, page('other.example'), 'a')).toBe('other');
    });

    withStore(
      'clearOtherVersions drops pages of other builds, keeps API responses',
      async (store) => {
        await store.set(page(), 'old', entry('old', 'b1'));
        await store.set(page(), 'new', entry('new', 'b2'));
        await store.set(api(), 'api', entry('api', 'b1'));
        expect(await store.clearOtherVersions('', 'b2')).toBe(1);
        expect((await store.keys(page(), 10)).keys).toEqual(['new']);
        expect(await bodyOf(store, api(), 'api')).toBe('api');
      },
    );

    withStore('clearDomain empties both caches of that domain only', async (store) => {
      await store.set(page('a.example'), 'p', entry('p', 'b1', ['t']));
      await store.set(api('a.example'), 'q', entry('q'));
      await store.set(page('b.example'), 'p', entry('kept', 'b1', ['t']));
      await store.clearDomain('a.example');
      expect((await store.keys(page('a.example'), 10)).keys).toEqual([]);
      expect((await store.keys(api('a.example'), 10)).keys).toEqual([]);
      expect(await bodyOf(store, page('b.example'), 'p')).toBe('kept');
      expect(await store.deleteByTags('b.example', ['t'])).toBe(1);
    });

    withStore('numbers purge events in order and pages them by since', async (store) => {
      expect(await store.purgesSince(undefined, '')).toEqual({ seq: 0, events: [] });
      const first = await store.recordPurge({ kind: 'tags', values: ['article:x'], domain: '' });
      const second = await store.recordPurge({ kind: 'keys', values: ['k'], domain: '', type: 1 });
      await store.recordPurge({ kind: 'reset', values: [], domain: 'other.example' });
      expect(second.seq).toBeGreaterThan(first.seq);
      const all = await store.purgesSince(0, '');
      expect(all.seq).toBe(3);
      expect(all.events.map((e) => [e.seq, e.kind, e.values])).toEqual([
        [1, 'tags', ['article:x']],
        [2, 'keys', ['k']],
      ]);
      expect(all.events[1].type).toBe(1);
      expect((await store.purgesSince(1, '')).events.map((e) => e.seq)).toEqual([2]);
      expect(await store.purgesSince(3, '')).toEqual({ seq: 3, events: [] });
      expect((await store.purgesSince(2, 'other.example')).events.map((e) => e.kind)).toEqual([
        'reset',
      ]);
      // A caller ahead of the feed saw another feed (a restart): it must drop everything.
      expect(await store.purgesSince(99, '')).toEqual({ seq: 3, events: [], reset: true });
    });

    withStore(
      'tells a caller that fell behind the kept events to reset',
      async (store) => {
        for (let i = 0; i < 5; i++)
          await store.recordPurge({ kind: 'keys', values: [`k${i}`], domain: '' });
        expect(await store.purgesSince(1, '')).toEqual({ seq: 5, events: [], reset: true });
        expect((await store.purgesSince(2, '')).events.map((e) => e.seq)).toEqual([3, 4, 5]);
      },
      { feedLimit: 3 },
    );
  });
}
