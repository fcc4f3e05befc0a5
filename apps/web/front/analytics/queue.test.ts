import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventQueue, type QueueOptions } from './queue';

/** A store that records what reached it, optionally failing the next N writes. */
function recorder() {
  const batches: number[][] = [];
  let failures = 0;
  const store = async (batch: number[]) => {
    if (failures > 0) {
      failures--;
      throw new Error('database unavailable');
    }
    batches.push([...batch]);
  };
  return {
    batches,
    failNext(n: number) {
      failures = n;
    },
    /** A queue (not started) that writes into this store. */
    queue: (opts: Omit<QueueOptions<number>, 'store'>) => new EventQueue({ ...opts, store }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the ingestion queue', () => {
  it('writes a batch as soon as the batch size is reached, without waiting for the timer', async () => {
    const db = recorder();
    const q = db.queue({ batchSize: 3, flushMs: 60_000, maxQueued: 100 }).start();
    q.push(1);
    q.push(2);
    await Promise.resolve();
    expect(db.batches).toEqual([]);
    q.push(3);
    await q.flush();
    expect(db.batches).toEqual([[1, 2, 3]]);
    await q.close();
  });

  it('writes a partial batch when the flush interval passes', async () => {
    vi.useFakeTimers();
    const db = recorder();
    const q = db.queue({ batchSize: 500, flushMs: 1000, maxQueued: 1000 }).start();
    q.push(1);
    q.push(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(db.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(db.batches).toEqual([[1, 2]]);
    expect(q.counters).toMatchObject({ accepted: 2, stored: 2 });
  });

  it('when full, refuses new events and counts them instead of dropping anything', async () => {
    const db = recorder();
    db.failNext(1);
    const q = db.queue({ batchSize: 10, flushMs: 60_000, maxQueued: 3 });
    expect([1, 2, 3, 4].map((n) => q.push(n))).toEqual([true, true, true, false]);
    expect(q.full).toBe(true);
    await q.flush(); // the database is down: the batch goes back in the queue
    expect(q.size).toBe(3);
    expect(q.push(5)).toBe(false);
    await q.flush(); // it is back
    expect(db.batches).toEqual([[1, 2, 3]]);
    expect(q.counters).toEqual({
      accepted: 3,
      stored: 3,
      refusedFull: 2,
      failedWrites: 1,
      unstorable: 0,
    });
    expect(q.push(6)).toBe(true);
  });

  it('on shutdown, stops taking events and writes every one it accepted, retrying a failed write', async () => {
    const db = recorder();
    const q = db.queue({ batchSize: 2, flushMs: 60_000, maxQueued: 100 }).start();
    db.failNext(2);
    for (let n = 1; n <= 5; n++) q.push(n);
    const left = await q.close(5000, 10);
    expect(left).toBe(0);
    expect(db.batches.flat().sort()).toEqual([1, 2, 3, 4, 5]);
    expect(q.push(6)).toBe(false);
  });

  it('reports what it could not write when the database stays away past the deadline', async () => {
    const db = recorder();
    db.failNext(1_000);
    const q = db.queue({ batchSize: 2, flushMs: 60_000, maxQueued: 100 });
    q.push(1);
    expect(await q.close(50, 10)).toBe(1);
  });

  it('sets aside an event the database refuses even alone, so the events behind it are still stored', async () => {
    const stored: number[] = [];
    const setAside: number[] = [];
    // Event 13 can never be stored (think: a value the column refuses); any batch holding it fails.
    const store = async (batch: number[]) => {
      if (batch.includes(13)) throw new Error('invalid byte sequence');
      stored.push(...batch);
    };
    const q = new EventQueue({
      batchSize: 4,
      flushMs: 60_000,
      maxQueued: 100,
      store,
      onUnstorable: (n: number) => setAside.push(n),
    });
    for (const n of [11, 12, 13, 14, 15, 16]) q.push(n);
    for (let i = 0; i < 4 && q.size; i++) await q.flush();
    expect(stored.sort()).toEqual([11, 12, 14, 15, 16]);
    expect(setAside).toEqual([13]);
    expect(q.counters).toMatchObject({ stored: 5, unstorable: 1 });
  });

  it('never sets events aside while the database is down: every one waits for it', async () => {
    const db = recorder();
    db.failNext(1_000);
    const setAside: number[] = [];
    const q = db.queue({
      batchSize: 2,
      flushMs: 60_000,
      maxQueued: 100,
      onUnstorable: (n: number) => setAside.push(n),
    });
    for (const n of [1, 2]) q.push(n);
    for (let i = 0; i < 6; i++) await q.flush();
    expect(setAside).toEqual([]);
    expect(q.size).toBe(2);
  });
});
