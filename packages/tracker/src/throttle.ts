/**
 * Runs `fn` at once, then at most once per `ms`; calls inside the window collapse into one run at
 * its end, so the last state (e.g. the final scroll position) is always measured.
 */
export function throttle(fn: () => void, ms: number): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let scheduled = false;
  const run = () => {
    scheduled = false;
    last = Date.now();
    fn();
  };
  return () => {
    if (scheduled) return; // the pending run will see the latest state
    const wait = last + ms - Date.now();
    if (wait <= 0) run();
    else {
      scheduled = true;
      setTimeout(run, wait);
    }
  };
}

/** A gate that opens at most once per `ms` (leading edge only): repeated clicks count once. */
export function rateGate(ms: number): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (now - last < ms) return false;
    last = now;
    return true;
  };
}

/** Runs `fn` once, `ms` after the first of any burst of calls (later calls do not postpone it). */
export function afterDelay(fn: () => void, ms: number): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      fn();
    }, ms);
  };
}
