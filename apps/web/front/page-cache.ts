import {
  buildEntry,
  type CacheEntry,
  type FirstCopy,
  deserializeEntry,
  pickReplayedHeaders,
  serializeEntry,
} from './entry';
import type { L1Cache } from './l1-cache';
import type { PurgeEvent, SharedStore } from './l2-types';
import type { Rendered } from './next-bridge';
import { dropNamedKeys, PurgeLog } from './purge-log';
import { SingleFlight } from './single-flight';
import { VariantBudget } from './variant-budget';

export type Outcome =
  | { entry: CacheEntry; state: 'HIT' | 'STALE' | 'MISS' }
  | { rendered: Rendered; state: 'MISS' };

/**
 * The tags a page gets when its render does not say what it read (an old build, an answer sent
 * before the read tags existed): its URL's guess, or how to work it out (never done on a hit).
 */
type Tags = readonly string[] | (() => readonly string[]);
/** A copy: the URL's guess is shared by every request for the URL (readSiteUrl), an entry owns its tags. */
const resolve = (tags: Tags) => [...(typeof tags === 'function' ? tags() : tags)];

/**
 * How long after a purge reached this process its stale copy of a page may still be answered,
 * and then only to requests arriving while a render of the page begun after the purge runs.
 * It hides an ordinary render (50–300 ms here) from the visitors who arrive during it, and is
 * short so that a page taken down is gone everywhere within a second: the purge feed reaches a
 * process within milliseconds (front/feed.ts), and after this bound every request waits for the
 * render's answer.
 */
export const STALE_WHILE_RENDER_MS = 500;

/**
 * Answers rendered but not stored because a purge overtook their render: sent to the visitors who
 * waited for them, but never marked for an edge to keep (front/edge-headers.ts).
 */
export const overtakenEntries = new WeakSet<CacheEntry>();

export type PageCacheOptions = {
  /** This front's build: a clearByVersion naming it keeps this process's pages. */
  buildId?: string;
  staleWhileRenderMs?: number;
};

/**
 * The page cache: in-process LRU (L1) in front of the shared store (L2) and one render per key
 * at a time. After a content purge the request that finds no render running starts one and
 * waits for it; requests arriving meanwhile get the previous copy, for a bounded time. A render
 * begun before a purge touching its tags is neither stored nor shared with later requests. A
 * re-render that fails or is not a storable 200 (an unpublished article's 404) removes the
 * previous copy here and in the shared store, so the next visitor gets the real answer.
 */
export class PageCache {
  private readonly flights = new SingleFlight<Outcome>();
  private readonly variants = new VariantBudget();
  private readonly purges: PurgeLog;
  private readonly staleMs: number;
  onPurge: (events: PurgeEvent[]) => void = () => {};

  constructor(
    private readonly l1: L1Cache,
    private readonly l2: SharedStore | null,
    options: PageCacheOptions = {},
  ) {
    this.purges = new PurgeLog(options.buildId);
    this.staleMs = options.staleWhileRenderMs ?? STALE_WHILE_RENDER_MS;
  }

  /** A fresh in-process copy, or undefined: the synchronous fast path for the hot page. */
  peek(key: string): CacheEntry | undefined {
    const local = this.l1.get(key);
    return local && local.staleSince === null ? local.entry : undefined;
  }

  /**
   * `fallbackTags`: see Tags; a render's own read tags (Rendered.readTags) come first. `first`:
   * where the copy for this request goes when this request sets off a render that is stored (it
   * is then answered before the entry is whole; the outcome is the whole entry all the same).
   */
  async serve(
    key: string,
    fallbackTags: Tags,
    render: () => Promise<Rendered>,
    first?: FirstCopy,
  ): Promise<Outcome> {
    const local = this.l1.get(key);
    if (local && local.staleSince === null) return { entry: local.entry, state: 'HIT' };
    if (this.l2 && !this.flights.has(key)) {
      // After a purge another instance may already have stored the fresh page.
      const bytes = await this.l2.get(key);
      const shared = bytes && deserializeEntry(bytes);
      if (shared && (!local || shared.createdAt > local.entry.createdAt)) {
        this.l1.set(key, shared);
        return { entry: shared, state: 'HIT' };
      }
    }
    const running = this.currentRender(key);
    if (local?.staleSince != null && running && Date.now() - local.staleSince < this.staleMs) {
      return { entry: local.entry, state: 'STALE' };
    }
    const out = await (running ?? this.startRender(key, fallbackTags, render, first));
    return 'entry' in out
      ? { entry: out.entry, state: out.state === 'STALE' ? 'STALE' : 'MISS' }
      : out;
  }

  /**
   * The running render of this page, unless a purge that may touch it arrived after it began:
   * what a render reads is known only when it ends, so any content purge counts.
   */
  private currentRender(key: string): Promise<Outcome> | undefined {
    const flight = this.flights.get(key);
    if (!flight || this.purges.touchedSince(flight.generation, key, 'unknown')) return undefined;
    return flight.promise;
  }

  private startRender(
    key: string,
    fallbackTags: Tags,
    render: () => Promise<Rendered>,
    first?: FirstCopy,
  ): Promise<Outcome> {
    const generation = this.purges.generation;
    return this.flights.start(key, generation, async () => {
      const startedAt = Date.now();
      let rendered: Rendered;
      try {
        rendered = await render();
      } catch (err) {
        const kept = this.keptOnError(key);
        if (kept) return kept;
        const touched = this.purges.touchedSince(generation, key, 'unknown');
        if (!touched || this.copyMadeBefore(key, startedAt)) this.discard(key);
        throw err;
      }
      // Stored under what the render read (docs/caching.md#how-a-page-gets-its-tags).
      const tags = rendered.readTags ?? resolve(fallbackTags);
      const overtaken = this.purges.touchedSince(generation, key, tags);
      if (rendered.status >= 500) {
        const kept = this.keptOnError(key);
        if (kept) return kept;
      }
      if (!rendered.storable || !this.variants.admit(key)) {
        // The previous copy is not the page any more (taken down, failing, or uncacheable now).
        // A purge during this render does not save a copy made before the render began: it is
        // older still (only a copy a newer render stored is left to that render).
        if (!overtaken || this.copyMadeBefore(key, startedAt)) this.discard(key);
        return { rendered, state: 'MISS' };
      }
      // The first copy, like the entry, is not for an edge to keep if a purge overtook the render.
      const early: FirstCopy | undefined = first && {
        encoding: first.encoding,
        ready: (copy) => {
          if (this.purges.touchedSince(generation, key, tags)) overtakenEntries.add(copy);
          first.ready(copy);
        },
      };
      const entry = await buildEntry(rendered.body, pickReplayedHeaders(rendered.headers), tags, {
        first: early,
      });
      // Again: a purge may have come while the entry was compressed.
      if (!this.purges.touchedSince(generation, key, tags)) {
        this.l1.set(key, entry);
        this.l2?.set(key, serializeEntry(entry), tags).catch(() => {});
        this.purges.stored(key, tags, startedAt);
      } else overtakenEntries.add(entry);
      return { entry, state: 'MISS' };
    });
  }

  /**
   * A copy that is stale only because the feed lost events (a Redis restart), with nothing saying
   * the page changed, is kept and answered when its re-render errs (the database may be down):
   * that outage must not turn every page into an error. A purged copy never is.
   */
  private keptOnError(key: string): Outcome | undefined {
    const local = this.l1.get(key);
    return local?.unverified ? { entry: local.entry, state: 'STALE' } : undefined;
  }

  /** Whether this process's copy of the page was made before `time` (ms; the same ms counts). */
  private copyMadeBefore(key: string, time: number): boolean {
    const local = this.l1.get(key);
    return local !== undefined && local.entry.createdAt <= time;
  }

  /** Removes a page's previous copy from this process and, when there was one, the shared store. */
  private discard(key: string): void {
    if (!this.l1.get(key)) return;
    this.l1.drop(key);
    this.l2?.del?.(key).catch(() => {});
  }

  /** Nothing said what changed, nothing is known to be current (the feed is unreachable). */
  distrustAll(): void {
    // Renders begun before now are not stored; copies re-render before they are served as fresh
    // (and are still answered if that render errs). No warm-up: this repeats while the feed is away.
    this.purges.record([], true);
    this.l1.markAllUnverified();
  }

  /**
   * Applies purge events from the shared feed to this process. Content purges (tags) make
   * copies stale; an operator's deletes (keys, reset, another build's clearByVersion) drop them;
   * a feed that lost events (`feedReset`) makes everything stale but unverified, as it cannot say
   * what changed (see keptOnError).
   */
  applyPurges(events: PurgeEvent[], feedReset = false): void {
    if (!events.length && !feedReset) return;
    this.purges.record(events, feedReset);
    if (this.purges.coversAll(events, false)) {
      this.l1.clear();
      this.variants.reset();
    } else if (feedReset) {
      this.l1.markAllUnverified();
      this.variants.reset();
    }
    this.l1.markStaleByTags(events.filter((e) => e.kind === 'tags').flatMap((e) => e.values));
    const keys = new Set(events.filter((e) => e.kind === 'keys').flatMap((e) => e.values));
    if (keys.size) dropNamedKeys(this.l1, keys);
    // A render that began before a purge elsewhere but was stored before this process heard of
    // it holds old data: drop it here and from the shared store, so no instance takes it as fresh.
    for (const key of this.purges.takeBackOvertaken(events, feedReset)) {
      this.l1.drop(key);
      this.l2?.del?.(key).catch(() => {});
    }
    this.onPurge(events);
  }
}
