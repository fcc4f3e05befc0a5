import { type CacheEntry, entrySize } from './entry';

type Slot = { entry: CacheEntry; stale: boolean; size: number };

/**
 * The in-process layer in front of the shared store: an LRU bounded by bytes. A purge marks
 * entries stale rather than dropping them, so a visitor can get the old copy while one request
 * renders the new one (no thundering herd); `drop` removes outright.
 */
export class L1Cache {
  private slots = new Map<string, Slot>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): { entry: CacheEntry; stale: boolean } | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    // Re-insert: Map order is the LRU order.
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot;
  }

  set(key: string, entry: CacheEntry): void {
    this.drop(key);
    const size = entrySize(entry);
    if (size > this.maxBytes) return;
    this.slots.set(key, { entry, stale: false, size });
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

  /** Marks every entry carrying one of the tags stale; returns how many. */
  markStaleByTags(tags: string[]): number {
    const wanted = new Set(tags);
    let n = 0;
    for (const slot of this.slots.values()) {
      if (!slot.stale && slot.entry.tags.some((t) => wanted.has(t))) {
        slot.stale = true;
        n++;
      }
    }
    return n;
  }

  markStaleKeys(keys: string[]): void {
    for (const k of keys) {
      const slot = this.slots.get(k);
      if (slot) slot.stale = true;
    }
  }

  markAllStale(): void {
    for (const slot of this.slots.values()) slot.stale = true;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.slots.size, bytes: this.bytes };
  }
}
