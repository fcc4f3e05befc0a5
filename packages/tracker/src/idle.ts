/**
 * How long work waits for the browser to be idle before it runs anyway (the spec's idle callback
 * timeout, docs/product.md#limits-and-constants).
 */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` in idle time (a timeout of 1 ms where the browser has no requestIdleCallback). */
export function whenIdle(win: Window, task: () => void): void {
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 1);
}

/** Runs a part of longer work in a task of its own; `idleStep` in the page, at once in tests. */
export type Step = <T>(work: () => T | Promise<T>) => Promise<T>;

/**
 * `work` alone in an idle task, its result (or failure) as a promise. Long work runs as several
 * such steps, so no single task holds the main thread long enough to delay a tap (Lighthouse
 * counts every task over 50 ms as blocking).
 */
export function idleStep<T>(win: Window, work: () => T | Promise<T>): Promise<T> {
  return new Promise((resolve, reject) =>
    whenIdle(win, () => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    }),
  );
}
