/**
 * How a page's answer came about, as `x-page-cache` says it: from the page cache fresh (HIT) or
 * purged and being refreshed (STALE), rendered for this request (MISS), or not cacheable (BYPASS).
 */
export type CacheState = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';
