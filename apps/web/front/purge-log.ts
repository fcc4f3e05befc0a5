import { hasDigestName, isDigestName, sharedStoreKey } from './l2-client';
import type { PurgeEvent } from './l2-types';

type Purge = { generation: number; all: boolean; tags: Set<string>; keys: Set<string> };
type Store = { key: string; tags: string[]; startedAt: number };

/** Purges kept to judge renders still running; a render older than all of them counts as purged. */
const KEPT_PURGES = 100;
/** How long stores are remembered for taking back (longer than the feed's lag), and clock slack. */
const STORE_MEMORY_MS = 5000;
const CLOCK_SLACK_MS = 100;

/** Whether a key is named by a set of keys from the feed, which names long keys by digest. */
export function namesKey(keys: Set<string>, key: string): boolean {
  return keys.has(key) || (hasDigestName(key) && keys.has(sharedStoreKey(key)));
}

/** Drops the named keys from an L1; long keys, named by digest, need a walk over the L1's keys. */
export function dropNamedKeys(
  l1: {
    dropKeys(keys: Iterable<string>): void;
    dropWhere(picks: (key: string) => boolean): number;
  },
  keys: Set<string>,
): void {
  l1.dropKeys(keys);
  if ([...keys].some(isDigestName))
    l1.dropWhere((key) => hasDigestName(key) && keys.has(sharedStoreKey(key)));
}

/**
 * What this process has heard of purges, numbered by a generation counter, and which of its
 * own recent stores a late-heard purge overtook. `buildId`: a clearByVersion that names this
 * build keeps this build's pages, so it touches nothing here.
 */
export class PurgeLog {
  generation = 0;
  private recent: Purge[] = [];
  private stores: Store[] = [];

  constructor(private readonly buildId?: string) {}

  /** Whether events drop or stale everything (a reset, another build's clearByVersion, a lost feed). */
  coversAll(events: PurgeEvent[], feedReset: boolean): boolean {
    return (
      feedReset ||
      events.some(
        (e) =>
          e.kind === 'reset' ||
          (e.kind === 'version' && !(this.buildId && e.values.includes(this.buildId))),
      )
    );
  }

  record(events: PurgeEvent[], feedReset: boolean): void {
    this.generation++;
    this.recent.push({
      generation: this.generation,
      all: this.coversAll(events, feedReset),
      tags: new Set(events.filter((e) => e.kind === 'tags').flatMap((e) => e.values)),
      keys: new Set(events.filter((e) => e.kind === 'keys').flatMap((e) => e.values)),
    });
    if (this.recent.length > KEPT_PURGES) this.recent.shift();
  }

  /**
   * Whether a purge heard after `generation` touches this page (then a render begun under it is
   * old). `'unknown'`: the page's tags are not known yet (its render still runs), so any tag purge
   * may touch it.
   */
  touchedSince(generation: number, key: string, tags: string[] | 'unknown'): boolean {
    if (generation >= this.generation) return false;
    if (this.recent.length && generation < this.recent[0].generation - 1) return true;
    const tagged = (p: Purge) =>
      tags === 'unknown' ? p.tags.size > 0 : tags.some((t) => p.tags.has(t));
    return this.recent.some(
      (p) => p.generation > generation && (p.all || namesKey(p.keys, key) || tagged(p)),
    );
  }

  /** Remembers a store, with when its render began, for takeBackOvertaken. */
  stored(key: string, tags: string[], startedAt: number): void {
    this.stores.push({ key, tags, startedAt });
    const cutoff = Date.now() - STORE_MEMORY_MS;
    while (this.stores.length && this.stores[0].startedAt < cutoff) this.stores.shift();
  }

  /**
   * The keys of stores whose render began before one of these purges happened (the service's
   * clock, `at`) although this process heard of it only after storing: they hold old data.
   */
  takeBackOvertaken(events: PurgeEvent[], feedReset: boolean): string[] {
    // An event without its time (not from the feed) cannot say which renders it overtook.
    const latest = Math.max(0, ...events.map((e) => e.at ?? 0));
    const all = this.coversAll(events, feedReset);
    const hit = (s: Store) =>
      all ||
      events.some((e) =>
        e.kind === 'keys'
          ? namesKey(new Set(e.values), s.key)
          : e.kind === 'tags' && s.tags.some((t) => e.values.includes(t)),
      );
    const overtaken = this.stores.filter((s) => s.startedAt < latest + CLOCK_SLACK_MS && hit(s));
    this.stores = this.stores.filter((s) => !overtaken.includes(s));
    return overtaken.map((s) => s.key);
  }
}
