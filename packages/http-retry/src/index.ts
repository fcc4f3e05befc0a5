/**
 * The retry policy of the site's calls to other services: up to 3 retries, on network errors
 * (a timeout included) and 5xx answers, for idempotent calls only; the delay starts at 100 ms
 * and doubles, plus up to 20% random jitter (so many clients do not retry in lockstep). Never
 * used on a visitor's request path: a page does not wait for retries.
 */
export const RETRY_LIMIT = 3;
export const RETRY_BASE_MS = 100;
export const RETRY_JITTER = 0.2;

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'TRACE']);

/** Delay before retry `attempt` (1-based): 100, 200, 400 ms, each plus 0–20%. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(RETRY_BASE_MS * 2 ** (attempt - 1) * (1 + RETRY_JITTER * random()));
}

export type RetryOptions = {
  /** The HTTP method; GET, HEAD, PUT, DELETE, OPTIONS and TRACE are idempotent. */
  method: string;
  /**
   * Set for a call that is idempotent in effect though its method is not (a POST that deletes
   * by key or tag: doing it twice leaves the same state as once). Say why where it is set.
   */
  idempotentInEffect?: boolean;
  /** Waits between attempts; tests pass a fast one. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether an answer is worth another try: the service failed (5xx), not the request (4xx). */
export const isTransientStatus = (status: number) => status >= 500 && status <= 599;

/**
 * Runs `attempt` until it gives an answer that `isTransient` does not call transient, retrying
 * (when the call may be repeated) on such answers and on thrown errors. The last answer is
 * returned, the last error thrown.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  isTransient: (answer: T) => boolean,
  options: RetryOptions,
): Promise<T> {
  const repeatable =
    options.idempotentInEffect === true || IDEMPOTENT_METHODS.has(options.method.toUpperCase());
  const limit = repeatable ? RETRY_LIMIT : 0;
  for (let retry = 0; ; retry += 1) {
    if (retry > 0) await (options.sleep ?? wait)(retryDelay(retry, options.random));
    try {
      const answer = await attempt();
      if (retry >= limit || !isTransient(answer)) return answer;
    } catch (error) {
      if (retry >= limit) throw error;
    }
  }
}

/**
 * fetch under the policy: each attempt has its own timeout, and a transient answer's body is
 * read to the end before the next try (so its connection is reused).
 */
export function fetchWithRetries(
  url: string | URL,
  init: RequestInit & { method: string; timeoutMs: number },
  options: Omit<RetryOptions, 'method'> = {},
): Promise<Response> {
  const { timeoutMs, ...request } = init;
  return withRetries(
    () => fetch(url, { ...request, signal: AbortSignal.timeout(timeoutMs) }),
    (response) => {
      const transient = isTransientStatus(response.status);
      if (transient) response.arrayBuffer().catch(() => undefined);
      return transient;
    },
    { ...options, method: init.method },
  );
}
