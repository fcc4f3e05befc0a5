import { afterEach, expect, it, vi } from 'vitest';
import { type AnswerReport, AnswerCounts, reportAnswers } from './answer-counts';

afterEach(() => vi.useRealTimers());

it('counts hits and stale copies as cached, misses as rendered, and nothing else', () => {
  const counts = new AnswerCounts();
  for (const state of ['HIT', 'HIT', 'STALE', 'MISS', 'BYPASS', 'x']) counts.count(state);
  expect(counts.take()).toEqual({ cached: 3, rendered: 1 });
  expect(counts.take()).toEqual({ cached: 0, rendered: 0 });
});

it('reports every few seconds, carries a refused report into the next one, and reports at stop', async () => {
  vi.useFakeTimers();
  const counts = new AnswerCounts();
  const sent: AnswerReport[] = [];
  let serviceUp = false;
  const stop = reportAnswers(
    counts,
    async (r) => {
      if (!serviceUp) throw new Error('cache service away');
      sent.push(r);
      return true;
    },
    1000,
  );
  counts.count('HIT');
  await vi.advanceTimersByTimeAsync(1000);
  expect(sent).toEqual([]);
  serviceUp = true;
  counts.count('MISS');
  await vi.advanceTimersByTimeAsync(1000);
  expect(sent).toEqual([{ cached: 1, rendered: 1 }]);
  await vi.advanceTimersByTimeAsync(5000);
  expect(sent).toHaveLength(1); // nothing new, nothing sent
  counts.count('HIT');
  await stop();
  expect(sent).toEqual([
    { cached: 1, rendered: 1 },
    { cached: 1, rendered: 0 },
  ]);
});
