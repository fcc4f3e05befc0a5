import { firstInWindow } from './abuse/first-in-window';
import type { RateLimiter } from './abuse/rate-limit';
import { sharedLimiter } from './abuse/shared-limiter';

/**
 * What one process has seen of searches since its last write (docs/analytics.md#searches).
 * Two sides note them: the front counts every search page it answers, from the cache or not
 * (front/search-count.ts), and the search page's render says how many results a query found
 * (`searches: 0`). Rows meet in the database by day, locale and query.
 */
export type SearchNote = {
  query: string;
  locale: string;
  /** 1 for a reader's search answered; 0 for a render that only reports the result count. */
  searches: 0 | 1;
  /** null: not known here (a page answered from the cache). */
  results: number | null;
};
export type PendingSearch = Omit<SearchNote, 'searches'> & { searches: number; at: Date };
/** Writes a round of notes together (one transaction: one commit, not one per query). */
type Write = (entries: PendingSearch[]) => Promise<void>;

/** Distinct queries held between writes; past it a query is dropped, never the page. */
const MAX_PENDING = 500;
const FLUSH_MS = 5_000;

const pending = new Map<string, PendingSearch>();
let flushScheduled = false;

/**
 * Counts a search in memory; the counts reach the database in one pass every few seconds,
 * outside any request. A search page never waits on (or competes for) a database write: a storm
 * of junk searches on two workers writing one SQLite file stalled renders for seconds.
 */
export function noteSearch(note: SearchNote, write: Write): void {
  const key = `${note.locale}\u0000${note.query}`;
  const seen = pending.get(key);
  if (seen) {
    seen.searches += note.searches;
    seen.results = note.results ?? seen.results;
  } else if (pending.size < MAX_PENDING) {
    pending.set(key, { ...note, at: new Date() });
  }
  if (flushScheduled) return;
  flushScheduled = true;
  setTimeout(() => void flush(write), FLUSH_MS).unref();
}

async function flush(write: Write): Promise<void> {
  const entries = [...pending.values()];
  pending.clear();
  flushScheduled = false;
  if (entries.length)
    await write(entries).catch((err) => console.warn('searches not recorded', err));
}

/**
 * A reader's search counts once per address (IPv6 by /64), locale and query in this time, as an
 * article view does: the dashboard's "most searched" is readers, and a client that repeats a
 * query (a script, a reload loop) must not put it at the top.
 */
export const SEARCH_COUNT_WINDOW_MS = 30 * 60_000;

/** The one limiter of searches counted (the same name in the front and the render: one count). */
export const searchCountLimiter = (redisUrl?: string) =>
  sharedLimiter('search-count', { limit: 1, windowMs: SEARCH_COUNT_WINDOW_MS }, redisUrl);

/**
 * noteSearch for one reader's search: counted only the first time in the window for this address
 * (the limiter: shared by the front, which counts cached answers, and the render, which counts
 * its own); the result count is noted either way. Without a limiter, or when it fails, counted.
 */
export async function noteReaderSearch(
  note: SearchNote,
  address: string,
  limiter: RateLimiter | undefined,
  write: Write,
): Promise<void> {
  const counted =
    note.searches === 1 &&
    (!limiter || (await firstInWindow(limiter, address, `${note.locale}|${note.query}`)));
  noteSearch({ ...note, searches: counted ? 1 : 0 }, write);
}
