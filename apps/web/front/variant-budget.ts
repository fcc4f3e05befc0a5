import { createHash } from 'node:crypto';

/**
 * Caps how many distinct cache entries one path may hold. Every made-up query parameter or RSC
 * header value makes a new key; without a cap a crawler (or a fuzzer) could fill the cache
 * with one page's variants and evict every real page. Beyond the cap a page is still served,
 * just rendered per request instead of stored. Counts are per process and approximate: an
 * entry evicted from the LRU keeps its slot until the path's window (a purge) resets it.
 */
export class VariantBudget {
  private readonly seen = new Map<string, Set<string>>();

  constructor(
    private readonly perPath = 200,
    private readonly maxPaths = 20_000,
  ) {}

  /** True when `key` (a page-cache key: `device|url|…`) may be stored. */
  admit(key: string): boolean {
    const url = key.split('|', 2)[1] ?? '';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    let keys = this.seen.get(path);
    if (!keys) {
      if (this.seen.size >= this.maxPaths) this.seen.delete(this.seen.keys().next().value as string);
      keys = new Set();
      this.seen.set(path, keys);
    }
    // A digest, not the key: made-up query strings can be long, the memory here must stay small.
    const digest = createHash('sha1').update(key).digest('base64url');
    if (keys.has(digest)) return true;
    if (keys.size >= this.perPath) return false;
    keys.add(digest);
    return true;
  }

  /** After a full purge every path starts again. */
  reset(): void {
    this.seen.clear();
  }
}
