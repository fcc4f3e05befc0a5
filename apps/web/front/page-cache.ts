import { buildEntry, type CacheEntry, deserializeEntry, pickReplayedHeaders, serializeEntry } from './entry';
import type { L1Cache } from './l1-cache';
import type { SharedStore, PurgeEvent } from './l2-types';
import type { Rendered } from './next-bridge';
import { SingleFlight } from './single-flight';

export type Outcome = { entry: CacheEntry; state: 'HIT' | 'STALE' | 'MISS' } | { rendered: Rendered; state: 'MISS' };

type Purge = { generation: number; tags: Set<string> | 'all'; keys: Set<string> };

/**
 * The page cache: in-process LRU (L1) in front of the shared store (L2), one render per key at
 * a time, and stale copies served while a purged page re-renders. A render that started before
 * a purge touching its tags is not stored: it may hold the data the purge replaced.
 */
export class PageCache {
  private readonly flights = new SingleFlight<Outcome>();
  private generation = 0;
  private recentPurges: Purge[] = [];
  onPurge: (events: PurgeEvent[]) => void = () => {};

  constructor(
    private readonly l1: L1Cache,
    private readonly l2: SharedStore | null,
  ) {}

  async serve(key: string, tags: string[], render: () => Promise<Rendered>): Promise<Outcome> {
    const local = this.l1.get(key);
    if (local && !local.stale) return { entry: local.entry, state: 'HIT' };
    if (local?.stale) {
      // Someone gets the fresh page soon; this visitor does not wait for it.
      this.refresh(key, tags, render).catch(() => {});
      return { entry: local.entry, state: 'STALE' };
    }
    if (this.l2 && !this.flights.has(key)) {
      const bytes = await this.l2.get(key);
      const shared = bytes && deserializeEntry(bytes);
      if (shared) {
        this.l1.set(key, shared);
        return { entry: shared, state: 'HIT' };
      }
    }
    const out = await this.refresh(key, tags, render);
    return 'entry' in out ? { entry: out.entry, state: 'MISS' } : out;
  }

  private refresh(key: string, tags: string[], render: () => Promise<Rendered>): Promise<Outcome> {
    return this.flights.run(key, async () => {
      const startedAt = this.generation;
      const rendered = await render();
      if (!rendered.storable) return { rendered, state: 'MISS' };
      const entry = buildEntry(rendered.body, pickReplayedHeaders(rendered.headers), tags);
      if (!this.purgedSince(startedAt, key, tags)) {
        this.l1.set(key, entry);
        this.l2?.set(key, serializeEntry(entry), tags).catch(() => {});
      }
      return { entry, state: 'MISS' };
    });
  }

  private purgedSince(generation: number, key: string, tags: string[]): boolean {
    return this.recentPurges.some(
      (p) => p.generation > generation && (p.tags === 'all' || p.keys.has(key) || tags.some((t) => (p.tags as Set<string>).has(t))),
    );
  }

  /** Applies purge events from the shared feed (or a local write) to this process. */
  applyPurges(events: PurgeEvent[], reset = false): void {
    if (!events.length && !reset) return;
    this.generation++;
    const all = reset || events.some((e) => e.kind === 'reset' || e.kind === 'version');
    const tags = new Set(events.filter((e) => e.kind === 'tags').flatMap((e) => e.values));
    const keys = new Set(events.filter((e) => e.kind === 'keys').flatMap((e) => e.values));
    if (all) this.l1.markAllStale();
    else {
      this.l1.markStaleByTags([...tags]);
      this.l1.markStaleKeys([...keys]);
    }
    this.recentPurges.push({ generation: this.generation, tags: all ? 'all' : tags, keys });
    if (this.recentPurges.length > 100) this.recentPurges.shift();
    this.onPurge(events);
  }
}
