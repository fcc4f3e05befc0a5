import type { NewPurgeEvent, PurgeEvent } from '@tsuzuri/cache-protocol';
import { FEED_LIMIT, pagePurges } from './feed';
import type { CacheEntry, CacheStore, KeyList, Namespace } from './types';

type Stored = CacheEntry & { ns: string; key: string; size: number };
type Index = { keys: Set<string>; tags: Map<string, Set<string>> };

// Per-entry bookkeeping (Map slots, index sets) counted towards the byte budget, so a flood of
// tiny entries cannot grow the process without bound either.
const ENTRY_OVERHEAD = 128;

const nsId = (ns: Namespace) => `${ns.domain}\u0000${ns.type}`;
const TYPES = [0, 1] as const;

function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

/**
 * In-process store: an LRU bounded by total bytes. The Map's insertion order is the recency
 * order (a hit re-inserts), so eviction takes from the front. A tag index per namespace makes
 * purges proportional to the entries they delete; every removal goes through `remove` so the
 * index can never point at an evicted entry.
 */
export function createMemoryStore(options: {
  maxBytes: number;
  feedLimit?: number;
  feedBase?: number;
}): CacheStore & { readonly bytes: number } {
  const entries = new Map<string, Stored>();
  const indexes = new Map<string, Index>();
  const feed: PurgeEvent[] = [];
  const feedLimit = options.feedLimit ?? FEED_LIMIT;
  // A restarted service starts its feed past every seq the old one issued (FEED_BASE).
  let seq = options.feedBase ?? Date.now();
  let bytes = 0;
  const feedWatchers = new Set<() => void>();

  const remove = (id: string, entry: Stored) => {
    entries.delete(id);
    bytes -= entry.size;
    const index = indexes.get(entry.ns);
    if (!index) return;
    index.keys.delete(entry.key);
    for (const tag of entry.tags) {
      const keys = index.tags.get(tag);
      keys?.delete(entry.key);
      if (keys?.size === 0) index.tags.delete(tag);
    }
    if (index.keys.size === 0) indexes.delete(entry.ns);
  };

  const removeKeys = (ns: Namespace, keys: Iterable<string>, keep?: (e: Stored) => boolean) => {
    let n = 0;
    for (const key of [...keys]) {
      const id = `${nsId(ns)}\u0000${key}`;
      const entry = entries.get(id);
      if (!entry || keep?.(entry)) continue;
      remove(id, entry);
      n++;
    }
    return n;
  };

  return {
    kind: 'memory',
    get bytes() {
      return bytes;
    },

    async get(ns, key) {
      const id = `${nsId(ns)}\u0000${key}`;
      const entry = entries.get(id);
      if (!entry) return undefined;
      entries.delete(id); // re-insert: most recently used goes last
      entries.set(id, entry);
      return { body: entry.body, ts: entry.ts, tags: entry.tags };
    },

    async set(ns, key, { body, ts, tags }) {
      const size =
        body.length +
        Buffer.byteLength(key) +
        tags.reduce((s, t) => s + t.length, 0) +
        ENTRY_OVERHEAD;
      if (size > options.maxBytes) return false;
      const id = `${nsId(ns)}\u0000${key}`;
      const old = entries.get(id);
      if (old) remove(id, old);
      const uniqueTags = [...new Set(tags)];
      entries.set(id, { body, ts, tags: uniqueTags, ns: nsId(ns), key, size });
      bytes += size;
      const index = getOrAdd(
        indexes,
        nsId(ns),
        (): Index => ({ keys: new Set(), tags: new Map() }),
      );
      index.keys.add(key);
      for (const tag of uniqueTags) getOrAdd(index.tags, tag, () => new Set<string>()).add(key);
      for (const [oldestId, oldest] of entries) {
        if (bytes <= options.maxBytes) break;
        remove(oldestId, oldest);
      }
      return true;
    },

    async del(ns, keys) {
      return removeKeys(ns, keys);
    },

    async keys(ns, limit): Promise<KeyList> {
      const all = indexes.get(nsId(ns))?.keys ?? new Set<string>();
      const keys: string[] = [];
      for (const key of all) {
        if (keys.length === limit) return { keys, truncated: true };
        keys.push(key);
      }
      return { keys, truncated: false };
    },

    async clearDomain(domain) {
      for (const type of TYPES)
        removeKeys({ domain, type }, indexes.get(nsId({ domain, type }))?.keys ?? []);
    },

    async deleteByTags(domain, tags) {
      let n = 0;
      for (const type of TYPES) {
        const index = indexes.get(nsId({ domain, type }));
        for (const tag of tags) n += removeKeys({ domain, type }, index?.tags.get(tag) ?? []);
      }
      return n;
    },

    async clearOtherVersions(domain, ts) {
      const ns: Namespace = { domain, type: 0 };
      return removeKeys(ns, indexes.get(nsId(ns))?.keys ?? [], (e) => e.ts === ts);
    },

    async recordPurge(event: NewPurgeEvent) {
      const stored: PurgeEvent = { seq: ++seq, at: Date.now(), ...event };
      feed.push(stored);
      if (feed.length > feedLimit) feed.splice(0, feed.length - feedLimit);
      for (const watcher of feedWatchers) watcher();
      return stored;
    },

    watchFeed(listener) {
      feedWatchers.add(listener);
      return () => feedWatchers.delete(listener);
    },

    async purgesSince(since, domain) {
      return pagePurges({ seq, oldest: feed[0]?.seq, events: feed }, since, domain);
    },

    async ping() {},
    async close() {
      feedWatchers.clear();
      entries.clear();
      indexes.clear();
      bytes = 0;
    },
  };
}
