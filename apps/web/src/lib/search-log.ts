import 'server-only';

/** What one process has seen searched since its last write (docs/analytics.md#searches). */
type Pending = { query: string; locale: string; results: number; searches: number; at: Date };
type Write = (entry: Pending) => Promise<void>;

/** Distinct queries held between writes; past it a query is dropped, never the page. */
const MAX_PENDING = 500;
const FLUSH_MS = 5_000;

const pending = new Map<string, Pending>();
let flushScheduled = false;

/**
 * Counts a rendered search in memory; the counts reach the database in one pass every few
 * seconds, outside any render. A search page never waits on (or competes for) a database write:
 * a storm of junk searches on two workers writing one SQLite file stalled renders for seconds.
 */
export function noteSearch(query: string, locale: string, results: number, write: Write): void {
  const key = `${locale}\u0000${query}`;
  const seen = pending.get(key);
  if (seen) {
    seen.searches += 1;
    seen.results = results;
  } else if (pending.size < MAX_PENDING) {
    pending.set(key, { query, locale, results, searches: 1, at: new Date() });
  }
  if (flushScheduled) return;
  flushScheduled = true;
  setTimeout(() => void flush(write), FLUSH_MS).unref();
}

async function flush(write: Write): Promise<void> {
  const entries = [...pending.values()];
  pending.clear();
  flushScheduled = false;
  for (const entry of entries)
    await write(entry).catch((err) => console.warn('search not recorded', err));
}
