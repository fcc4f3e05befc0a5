import { createHash } from 'node:crypto';

/** Stored variants per path and window, pages and API responses alike. */
export const VARIANTS_PER_PATH = 200;
/**
 * How long a path's count runs before it starts again. Without an end, 200 searches (made up or
 * real) left the search page unable to store any new query until a full purge, which may never
 * come; now such a flood costs renders for this long at most.
 */
export const VARIANT_WINDOW_MS = 10 * 60_000;
/** API answers vary by fewer parameters than pages; the same bound keeps one way to count. */
export const API_VARIANTS_PER_PATH = VARIANTS_PER_PATH;

/** The path of a page-cache key (`device|url|…`). */
export function pathOfPageKey(key: string): string {
  const url = key.split('|', 2)[1] ?? '';
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/**
 * Caps how many new cache entries one path may make in a window. A new value of a parameter the
 * page reads (a search's words) or an RSC header value makes a new key; without a cap a crawler
 * (or a fuzzer) could fill the cache with one page's variants and evict every real page. Beyond
 * the cap a page is still served, just rendered per request instead of stored, until the path's
 * window ends (VARIANT_WINDOW_MS) or a full purge. Counts are per process and approximate.
 */
export class VariantBudget {
  private readonly seen = new Map<string, { since: number; keys: Set<string> }>();
  private total = 0;

  /**
   * `maxDigests` bounds this record's own memory (~80 bytes a digest: 200,000 ≈ 16 MB) however
   * many real paths a site has; beyond it the oldest paths are forgotten (they start afresh).
   */
  constructor(
    private readonly perPath = VARIANTS_PER_PATH,
    private readonly maxPaths = 20_000,
    private readonly maxDigests = 200_000,
    private readonly windowMs = VARIANT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many variants it remembers, over all paths. */
  get remembered(): number {
    return this.total;
  }

  private forgetOldestPath(): void {
    const [oldest, { keys }] = this.seen.entries().next().value as [string, { keys: Set<string> }];
    this.total -= keys.size;
    this.seen.delete(oldest);
  }

  /** True when `key` may be stored; `path` defaults to a page-cache key's (`device|url|…`). */
  admit(key: string, path = pathOfPageKey(key)): boolean {
    const now = this.now();
    let record = this.seen.get(path);
    if (record && now - record.since >= this.windowMs) {
      this.total -= record.keys.size;
      this.seen.delete(path);
      record = undefined;
    }
    if (!record) {
      if (this.seen.size >= this.maxPaths) this.forgetOldestPath();
      record = { since: now, keys: new Set() };
      this.seen.set(path, record);
    }
    const { keys } = record;
    // A digest, not the key: made-up query strings can be long, the memory here must stay small.
    const digest = createHash('sha1').update(key).digest('base64url');
    if (keys.has(digest)) return true;
    if (keys.size >= this.perPath) return false;
    keys.add(digest);
    this.total++;
    while (this.total > this.maxDigests && this.seen.size > 1) this.forgetOldestPath();
    return true;
  }

  /** After a full purge every path starts again. */
  reset(): void {
    this.seen.clear();
    this.total = 0;
  }
}
