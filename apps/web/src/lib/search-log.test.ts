import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteSearch } from './search-log';

type Written = { query: string; locale: string; results: number; searches: number };

describe('noteSearch', () => {
  afterEach(() => vi.useRealTimers());

  it('writes nothing during renders, then each query once with its count, every few seconds', async () => {
    vi.useFakeTimers();
    const written: Written[] = [];
    const write = async (e: Written) => void written.push(e);
    noteSearch('dvd', 'ja', 3, write);
    noteSearch('dvd', 'ja', 4, write);
    noteSearch('dvd', 'en', 1, write);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(
      written.map(({ query, locale, results, searches }) => [query, locale, results, searches]),
    ).toEqual([
      ['dvd', 'ja', 4, 2],
      ['dvd', 'en', 1, 1],
    ]);
    // The next search starts a new round.
    noteSearch('blu-ray', 'ja', 0, write);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(written).toHaveLength(3);
  });

  it('holds a bounded number of distinct queries: a storm of junk cannot grow memory', async () => {
    vi.useFakeTimers();
    let writes = 0;
    const write = async () => void writes++;
    for (let i = 0; i < 5_000; i++) noteSearch(`junk ${i}`, 'ja', 0, write);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(writes).toBe(500);
  });

  it('a failed write is logged and the other queries are still written', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const done: string[] = [];
    const write = async (e: Written) => {
      if (e.query === 'a') throw new Error('database down');
      done.push(e.query);
    };
    noteSearch('a', 'ja', 1, write);
    noteSearch('b', 'ja', 1, write);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(done).toEqual(['b']);
    warn.mockRestore();
  });
});
