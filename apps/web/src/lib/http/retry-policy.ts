/**
 * The HTTP client's retry policy (docs/product.md#limits-and-constants): up to 3 retries, on network errors and 5xx
 * answers, for idempotent methods only; the delay starts at 100 ms and doubles, plus up to 20%
 * random jitter (so many clients do not retry in lockstep). A client abort is never retried.
 */
export const RETRY_LIMIT = 3;
export const RETRY_BASE_MS = 100;
export const RETRY_JITTER = 0.2;
export const IDEMPOTENT_METHODS = ['get', 'head', 'put', 'delete', 'options', 'trace'];
export const RETRY_STATUS_CODES = Array.from({ length: 100 }, (_, i) => 500 + i);

/** Delay before retry `attempt` (1-based): 100, 200, 400 ms, each plus 0–20%. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = RETRY_BASE_MS * 2 ** (attempt - 1);
  return Math.round(base * (1 + RETRY_JITTER * random()));
}
