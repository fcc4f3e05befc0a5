import type { CacheState } from './cache-state';

/** How often a front tells the cache service what it answered. */
const REPORT_EVERY_MS = 10_000;

export type AnswerReport = { cached: number; rendered: number };

/**
 * What this process answered through a cache, for the site's hit ratio in the console (docs/
 * caching.md#hit-ratio). Most hits are answered from a front's own memory and never reach the
 * cache service, so the service's lookups alone would show a busy site as almost never cached.
 * Only cacheable answers count: a hit or a stale copy is cached, a miss was rendered; BYPASS
 * (an API call, a form post, the console) was never the cache's to answer.
 */
export class AnswerCounts {
  private cached = 0;
  private rendered = 0;

  count(state: CacheState | string): void {
    if (state === 'HIT' || state === 'STALE') this.cached++;
    else if (state === 'MISS') this.rendered++;
  }

  /** The counts since the last call, and zero again. */
  take(): AnswerReport {
    const taken = { cached: this.cached, rendered: this.rendered };
    this.cached = 0;
    this.rendered = 0;
    return taken;
  }

  /** Puts back what a failed report took, so the next report carries it. */
  giveBack(report: AnswerReport): void {
    this.cached += report.cached;
    this.rendered += report.rendered;
  }
}

/**
 * Reports the counts every few seconds (and once more at `stop`); a report the service does not
 * take is carried into the next one. The service being away never affects a request.
 */
export function reportAnswers(
  counts: AnswerCounts,
  send: (report: AnswerReport) => Promise<boolean>,
  everyMs = REPORT_EVERY_MS,
): () => Promise<void> {
  const report = async () => {
    const taken = counts.take();
    if (!taken.cached && !taken.rendered) return;
    if (!(await send(taken).catch(() => false))) counts.giveBack(taken);
  };
  const timer = setInterval(() => void report(), everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await report();
  };
}
