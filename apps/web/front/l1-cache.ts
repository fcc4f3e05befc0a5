import { type CacheEntry, entrySize } from './entry';

/**
 * `staleSince`: when a purge made this copy stale (ms), or null while it is current.
 * `unverified`: stale only because the purge feed lost events (nothing said this page changed).
 */
type Slot = { entry: CacheEntry; staleSince: number | null; unverified: boolean; size: number };

export type L1Hit = {
  readonly entry: CacheEntry;
  readonly staleSince: number | null;
  readonly unverified: boolean;
};

/**
 * The in-process layer in front of the shared store: an LRU bounded by bytes. A content purge
 * marks entries stale rather than dropping them, remembering when: PageCache may answer with
 * such a copy only briefly, while the page re-renders (see STALE_WHILE_RENDER_MS). Deletes by
 * an operator and failed re-renders drop entries outright.
 */
export class L1Cache {
  private slots = new Map<string, Slot>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): L1Hit | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    // Re-insert: Map order is the LRU order.
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot;
  }

  set(key: string, entry: CacheEntry): void {
    this.drop(key);
    // The key counts too: made-up query strings can be kilobytes long.
    const size = entrySize(entry) + Buffer.byteLength(key);
    if (size > this.maxBytes) return;
    this.slots.set(key, { entry, staleSince: null, unverified: false, size });
    this.bytes += size;
    for (const [oldest, slot] of this.slots) {
      if (this.bytes <= this.maxBytes) break;
      this.slots.delete(oldest);
      this.bytes -= slot.size;
    }
  }

  drop(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.bytes -= slot.size;
  }

  dropKeys(keys: Iterable<string>): void {
    for (const k of keys) this.drop(k);
  }

  /** Drops every entry whose key `picks` accepts; returns how many. */
  dropWhere(picks: (key: string) => boolean): number {
    let n = 0;
    for (const key of [...this.slots.keys()]) {
      if (!picks(key)) continue;
      this.drop(key);
      n++;
    }
    return n;
  }

  clear(): void {
    this.slots.clear();
    this.bytes = 0;
  }

  /** Marks every current entry carrying one of the tags stale as of `now`; returns how many. */
  markStaleByTags(tags: string[], now = Date.now()): number {
    const wanted = new Set(tags);
    let n = 0;
    for (const slot of this.slots.values()) {
      if (
        (slot.staleSince === null || slot.unverified) &&
        slot.entry.tags.some((t) => wanted.has(t))
      ) {
        slot.staleSince ??= now;
        slot.unverified = false;
        n++;
      }
    }
    return n;
  }

  /** After the feed lost events: every copy may be old, none is known to be (see `unverified`). */
  markAllUnverified(now = Date.now()): void {
    for (const slot of this.slots.values()) {
      if (slot.staleSince !== null) continue;
      slot.staleSince = now;
      slot.unverified = true;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.slots.size, bytes: this.bytes };
  }
}
