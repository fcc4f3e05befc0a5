import { buildEntry, type CacheEntry, deserializeEntry, pickReplayedHeaders, serializeEntry } from './entry';
import type { L1Cache } from './l1-cache';
import type { SharedStore, PurgeEvent } from './l2-types';
import type { Rendered } from './next-bridge';
import { SingleFlight } from './single-flight';
import { VariantBudget } from './variant-budget';

export type Outcome = { entry: CacheEntry; state: 'HIT' | 'STALE' | 'MISS' } | { rendered: Rendered; state: 'MISS' };

type Purge = { generation: number; tags: Set<string> | 'all'; keys: Set<string> };

/**
 * The page cache: in-process LRU (L1) in front of the shared store (L2), one render per key at
 * a time, and stale copies served while a purged page re-renders. A render that started before
 * a purge touching its tags is not stored: it may hold the data the purge replaced.
 */
export class PageCache {
  private readonly flights = new SingleFlight<Outcome>();
  private readonly variants = new VariantBudget();
  private generation = 0;
  private recentPurges: Purge[] = [];
  /** Pages this process stored lately, with when their render began (see applyPurges). */
  private recentStores: { key: string; tags: string[]; startedAt: number }[] = [];
  onPurge: (events: PurgeEvent[]) => void = () => {};

  constructor(
    private readonly l1: L1Cache,
    private readonly l2: SharedStore | null,
  ) {}

  /** A fresh in-process copy, or undefined: the synchronous fast path for the hot page. */
  peek(key: string): CacheEntry | undefined {
    const local = this.l1.get(key);
    return local && !local.stale ? local.entry : undefined;
  }

  async serve(key: string, tags: string[] | (() => string[]), render: () => Promise<Rendered>): Promise<Outcome> {
    const local = this.l1.get(key);
    if (local && !local.stale) return { entry: local.entry, state: 'HIT' };
    if (this.l2 && !this.flights.has(key)) {
      // After a purge another instance may already have stored the fresh page.
      const bytes = await this.l2.get(key);
      const shared = bytes && deserializeEntry(bytes);
      if (shared && (!local || shared.createdAt > local.entry.createdAt)) {
        this.l1.set(key, shared);
        return { entry: shared, state: 'HIT' };
      }
    }
    if (local?.stale) {
      // One render refreshes it; this visitor gets the previous copy instead of waiting.
      this.refresh(key, tags, render).catch(() => {});
      return { entry: local.entry, state: 'STALE' };
    }
    const out = await this.refresh(key, tags, render);
    return 'entry' in out ? { entry: out.entry, state: 'MISS' } : out;
  }

  private refresh(key: string, lazyTags: string[] | (() => string[]), render: () => Promise<Rendered>): Promise<Outcome> {
    return this.flights.run(key, async () => {
      const startedAt = this.generation;
      const startedTime = Date.now();
      const rendered = await render();
      if (!rendered.storable || !this.variants.admit(key)) return { rendered, state: 'MISS' };
      // Tags are worked out only for what is stored, not on every hit.
      const tags = typeof lazyTags === 'function' ? lazyTags() : lazyTags;
      const entry = buildEntry(rendered.body, pickReplayedHeaders(rendered.headers), tags);
      if (!this.purgedSince(startedAt, key, tags)) {
        this.l1.set(key, entry);
        this.l2?.set(key, serializeEntry(entry), tags).catch(() => {});
        this.recentStores.push({ key, tags, startedAt: startedTime });
        const cutoff = Date.now() - 5000;
        while (this.recentStores.length && this.recentStores[0].startedAt < cutoff) this.recentStores.shift();
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
    if (all) {
      this.l1.markAllStale();
      this.variants.reset();
    } else {
      this.l1.markStaleByTags([...tags]);
      this.l1.markStaleKeys([...keys]);
    }
    this.recentPurges.push({ generation: this.generation, tags: all ? 'all' : tags, keys });
    this.takeBackOvertakenStores(events, all);
    if (this.recentPurges.length > 100) this.recentPurges.shift();
    this.onPurge(events);
  }

  /**
   * A render that began before a purge elsewhere but finished before this process heard of it
   * was stored with the old data: drop it here and from the shared store, so no instance picks
   * it up as fresh. (100 ms of slack for clocks.)
   */
  private takeBackOvertakenStores(events: PurgeEvent[], all: boolean): void {
    const latest = Math.max(0, ...events.map((e) => e.at ?? Date.now()));
    const hit = (s: { key: string; tags: string[] }) =>
      all || events.some((e) => (e.kind === 'keys' ? e.values.includes(s.key) : e.kind === 'tags' && s.tags.some((t) => e.values.includes(t))));
    for (const s of this.recentStores) {
      if (s.startedAt < latest + 100 && hit(s)) {
        this.l1.markStaleKeys([s.key]);
        this.l2?.del?.(s.key).catch(() => {});
      }
    }
    this.recentStores = this.recentStores.filter((s) => !(s.startedAt < latest + 100 && hit(s)));
  }
}
