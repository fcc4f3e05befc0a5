import { createHash } from 'node:crypto';

/** Stored variants per path, pages and API responses alike. */
export const VARIANTS_PER_PATH = 200;
/** API answers vary by fewer parameters than pages; the same bound keeps one way to count. */
export const API_VARIANTS_PER_PATH = VARIANTS_PER_PATH;

/** The path of a page-cache key (`device|url|…`). */
export function pathOfPageKey(key: string): string {
  const url = key.split('|', 2)[1] ?? '';
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/**
 * Caps how many distinct cache entries one path may hold. Every made-up query parameter or RSC
 * header value makes a new key; without a cap a crawler (or a fuzzer) could fill the cache
 * with one page's variants and evict every real page. Beyond the cap a page is still served,
 * just rendered per request instead of stored. Counts are per process and approximate: an
 * entry evicted from the LRU keeps its slot until the path's window (a purge) resets it.
 */
export class VariantBudget {
  private readonly seen = new Map<string, Set<string>>();
  private total = 0;

  /**
   * `maxDigests` bounds this record's own memory (~80 bytes a digest: 200,000 ≈ 16 MB) however
   * many real paths a site has; beyond it the oldest paths are forgotten (they start afresh).
   */
  constructor(
    private readonly perPath = VARIANTS_PER_PATH,
    private readonly maxPaths = 20_000,
    private readonly maxDigests = 200_000,
  ) {}

  /** How many variants it remembers, over all paths. */
  get remembered(): number {
    return this.total;
  }

  private forgetOldestPath(): void {
    const [oldest, digests] = this.seen.entries().next().value as [string, Set<string>];
    this.total -= digests.size;
    this.seen.delete(oldest);
  }

  /** True when `key` may be stored; `path` defaults to a page-cache key's (`device|url|…`). */
  admit(key: string, path = pathOfPageKey(key)): boolean {
    let keys = this.seen.get(path);
    if (!keys) {
      if (this.seen.size >= this.maxPaths) this.forgetOldestPath();
      keys = new Set();
      this.seen.set(path, keys);
    }
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
