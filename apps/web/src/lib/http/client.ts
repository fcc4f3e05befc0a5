import ky, { HTTPError, type KyInstance } from 'ky';
import { HttpClientError, isAccepted, normalizeError, requestFailed } from './errors';
import { IDEMPOTENT_METHODS, RETRY_LIMIT, RETRY_STATUS_CODES, retryDelay } from './retry-policy';

import { CSRF_COOKIE, CSRF_HEADER } from './csrf';

export { CSRF_COOKIE, CSRF_HEADER };

type Options = {
  baseUrl: string;
  /** Where the token cookie is read from; the browser's cookies by default. */
  cookies?: () => string;
  fetch?: typeof fetch;
  random?: () => number;
};

function readCookie(all: string, name: string): string | undefined {
  const hit = all.split(';').map((p) => p.trim()).find((p) => p.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

/**
 * The generic HTTP client (ky): JSON in and out, no default timeout, retries per
 * retry-policy.ts, the token cookie echoed in a header, success as isAccepted (errors.ts) says,
 * and every failure normalised to HttpClientError (`Request failed with status code {n}`).
 */
export function createHttpClient(opts: Options) {
  const cookies = opts.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  const api: KyInstance = ky.create({
    prefixUrl: opts.baseUrl,
    timeout: false,
    headers: { accept: 'application/json' },
    fetch: opts.fetch,
    retry: { limit: RETRY_LIMIT, methods: IDEMPOTENT_METHODS, statusCodes: RETRY_STATUS_CODES, afterStatusCodes: [], delay: (n) => retryDelay(n, opts.random) },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = readCookie(cookies(), CSRF_COOKIE);
          if (token) request.headers.set(CSRF_HEADER, token);
        },
      ],
    },
  });

  async function send<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    try {
      const res = await api(path.replace(/^\//, ''), { method, json: body, signal });
      const text = await res.text();
      const data: unknown = text ? JSON.parse(text) : null;
      if (!isAccepted(data)) {
        const d = data as { cscode?: number; code?: number; message?: string };
        const status = d.cscode ?? d.code ?? 500;
        throw d.message ? new HttpClientError(d.message, status, data) : requestFailed(status, data);
      }
      return data as T;
    } catch (error) {
      if (error instanceof HTTPError) {
        const data = await error.response.json().catch(() => undefined);
        const message = (data as { message?: unknown } | undefined)?.message;
        throw typeof message === 'string' ? new HttpClientError(message, error.response.status, data) : requestFailed(error.response.status, data);
      }
      throw normalizeError(error);
    }
  }

  return {
    get: <T>(path: string, signal?: AbortSignal) => send<T>('get', path, undefined, signal),
    post: <T>(path: string, body: unknown, signal?: AbortSignal) => send<T>('post', path, body, signal),
    put: <T>(path: string, body: unknown, signal?: AbortSignal) => send<T>('put', path, body, signal),
    delete: <T>(path: string, signal?: AbortSignal) => send<T>('delete', path, undefined, signal),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
