import type { CacheType, NewPurgeEvent, PurgeEvent, PurgesResponse } from '@tsuzuri/cache-protocol';

/** One cache: a site (domain) and the page (0) or API-response (1) cache inside it. */
export type Namespace = { domain: string; type: CacheType };

export type CacheEntry = {
  /** The stored bytes exactly as the front sent them (HTML, RSC payload, pre-compressed…). */
  body: Buffer;
  /** The build time the entry was rendered by ('' for API responses stored without one). */
  ts: string;
  tags: string[];
};

export type KeyList = { keys: string[]; truncated: boolean };

/** The few logger methods a store uses; pino's logger (fastify's) fits. */
export type StoreLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

/**
 * Where entries live: the in-process memory store, or Redis so several fronts and several
 * service instances share pages and invalidations. Every method is async so both fit.
 * The purge feed lives here too because it must be shared exactly as widely as the entries.
 */
export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get(ns: Namespace, key: string): Promise<CacheEntry | undefined>;
  /** False when the store refuses the entry (larger than the whole store). */
  set(ns: Namespace, key: string, entry: CacheEntry): Promise<boolean>;
  /** Deletes these keys; answers how many existed. */
  del(ns: Namespace, keys: string[]): Promise<number>;
  keys(ns: Namespace, limit: number): Promise<KeyList>;
  /** Both caches (pages and API responses) of the domain. */
  clearDomain(domain: string): Promise<void>;
  /** Entries of both caches carrying any of the tags; answers how many were deleted. */
  deleteByTags(domain: string, tags: string[]): Promise<number>;
  /** Pages of the domain stored by another build than `ts`; answers how many were deleted. */
  clearOtherVersions(domain: string, ts: string): Promise<number>;
  /** Appends an invalidation to the feed the fronts follow; assigns seq and time. */
  recordPurge(event: NewPurgeEvent): Promise<PurgeEvent>;
  purgesSince(since: number | undefined, domain: string): Promise<PurgesResponse>;
  /**
   * Calls `listener` whenever the feed may have changed: a purge recorded through this store or,
   * with Redis, through any service on it (and whenever the connection that hears of those was
   * lost or is back, since purges may have been missed meanwhile). Answers a function that stops.
   */
  watchFeed(listener: () => void): () => void;
  /** Throws StoreUnavailableError when the backing service cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The backing service (Redis) failed: the HTTP layer answers 503 and the front renders. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`cache store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'StoreUnavailableError';
  }
}
