import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryRateLimiter } from './abuse/rate-limit';
import { noteReaderSearch, noteSearch, SEARCH_COUNT_WINDOW_MS } from './search-log';

type Written = { query: string; locale: string; results: number | null; searches: number };

describe('noteSearch', () => {
  afterEach(() => vi.useRealTimers());

  it('writes nothing during renders, then each query once with its count, every few seconds', async () => {
    vi.useFakeTimers();
    const written: Written[] = [];
    const write = async (e: Written[]) => void written.push(...e);
    noteSearch({ query: 'dvd', locale: 'ja', searches: 1, results: 3 }, write);
    noteSearch({ query: 'dvd', locale: 'ja', searches: 1, results: 4 }, write);
    noteSearch({ query: 'dvd', locale: 'en', searches: 1, results: 1 }, write);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(
      written.map(({ query, locale, results, searches }) => [query, locale, results, searches]),
    ).toEqual([
      ['dvd', 'ja', 4, 2],
      ['dvd', 'en', 1, 1],
    ]);
    // The next search starts a new round.
    noteSearch({ query: 'blu-ray', locale: 'ja', searches: 1, results: 0 }, write);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(written).toHaveLength(3);
  });

  it("merges the front's counts (results unknown) with a render's report (no search counted)", async () => {
    vi.useFakeTimers();
    const written: Written[] = [];
    const write = async (e: Written[]) => void written.push(...e);
    noteSearch({ query: 'dvd', locale: 'ja', searches: 1, results: null }, write);
    noteSearch({ query: 'dvd', locale: 'ja', searches: 0, results: 5 }, write);
    noteSearch({ query: 'dvd', locale: 'ja', searches: 1, results: null }, write);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(written.map(({ results, searches }) => [results, searches])).toEqual([[5, 2]]);
  });

  it('holds a bounded number of distinct queries: a storm of junk cannot grow memory', async () => {
    vi.useFakeTimers();
    let writes = 0;
    const write = async (e: Written[]) => {
      writes += e.length;
    };
    for (let i = 0; i < 5_000; i++)
      noteSearch({ query: `junk ${i}`, locale: 'ja', searches: 1, results: 0 }, write);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(writes).toBe(500);
  });

  it('a failed round is logged, and the next round is written', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const done: string[] = [];
    let down = true;
    const write = async (e: Written[]) => {
      if (down) throw new Error('database down');
      done.push(...e.map((x) => x.query));
    };
    noteSearch({ query: 'a', locale: 'ja', searches: 1, results: 1 }, write);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(warn).toHaveBeenCalledTimes(1);
    down = false;
    noteSearch({ query: 'b', locale: 'ja', searches: 1, results: 1 }, write);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toEqual(['b']);
    warn.mockRestore();
  });
});

describe('noteReaderSearch', () => {
  afterEach(() => vi.useRealTimers());

  it('counts a query once per address in its window, and keeps the result count every time', async () => {
    vi.useFakeTimers();
    const written: Written[] = [];
    const write = async (e: Written[]) => void written.push(...e);
    const limiter = memoryRateLimiter(1, SEARCH_COUNT_WINDOW_MS);
    for (let i = 0; i < 50; i++)
      await noteReaderSearch(
        { query: 'spam', locale: 'ja', searches: 1, results: i },
        '198.51.100.7',
        limiter,
        write,
      );
    await noteReaderSearch(
      { query: 'spam', locale: 'ja', searches: 1, results: 50 },
      '198.51.100.8',
      limiter,
      write,
    );
    // One IPv6 line is one reader.
    for (const address of ['2001:db8:1:2::a', '2001:db8:1:2::b'])
      await noteReaderSearch(
        { query: 'spam', locale: 'ja', searches: 1, results: 50 },
        address,
        limiter,
        write,
      );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(written.map(({ searches, results }) => [searches, results])).toEqual([[3, 50]]);
  });
});
