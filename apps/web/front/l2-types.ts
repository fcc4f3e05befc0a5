/** The shared store behind the in-process cache, as the front sees it (apps/page-cache). */
/** One purge from the service's feed; `at` is the service's clock (epoch ms) when it happened. */
export type PurgeEvent = {
  seq: number;
  at?: number;
  kind: 'tags' | 'keys' | 'reset' | 'version';
  values: string[];
};

export interface SharedStore {
  /** The stored bytes, or null on a miss, a timeout or any failure (cache failure ≠ page failure). */
  get(key: string): Promise<Buffer | null>;
  set(key: string, bytes: Buffer, tags: string[]): Promise<void>;
  /** Removes one stored page (used to take back a store a later purge made stale). */
  del?(key: string): Promise<void>;
  /**
   * Purge events after `since`; `reset` when the feed lost events (drop everything). With
   * `waitMs`, the service holds the answer until there is something newer or that time has passed.
   */
  purgesSince(
    since: number,
    waitMs?: number,
  ): Promise<{ seq: number; events: PurgeEvent[]; reset: boolean } | null>;
}
