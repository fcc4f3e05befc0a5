import http from 'node:http';
import { type RetryOptions, withRetries } from '@tsuzuri/http-retry';
import { ADMIN_KEY_HEADER, PurgeResponseSchema, TS_HEADER } from './index';

export type CacheClientOptions = {
  baseUrl: string;
  domain: string;
  adminKey: string;
  timeoutMs: number;
};

export type CacheReply = { status: number; body: Buffer; ts: string | undefined };

export type CallOptions = { body?: Buffer; admin?: boolean; timeoutMs?: number };

/** Each attempt's bound (3 s by default), and the retry policy's test knobs. */
export type PurgeOptions = Omit<RetryOptions, 'method' | 'idempotentInEffect'> & {
  timeoutMs?: number;
};

export type PurgeResult = { ok: true; purged: number } | { ok: false; reason: string };

/**
 * The one client of the page-cache service (the front's store, the admin API's and the CLIs'
 * purges). Calls on a visitor's request path (`call`) are bounded by a short timeout, never
 * retried and never throw; after a failure the service is skipped for a second, so a cache that
 * is down or slow costs the visitors nothing but the cache. Calls off that path (`callOffPath`)
 * have their own bound and are never skipped; purges follow the retry policy of
 * @tsuzuri/http-retry.
 */
export function createCacheClient(opts: CacheClientOptions) {
  const base = new URL(opts.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  let skipUntil = 0;

  /** One request; rejects on a network error or timeout. */
  function attempt(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    call: CallOptions = {},
  ): Promise<CacheReply> {
    const qs = new URLSearchParams({ ...query, domain: opts.domain }).toString();
    const headers: Record<string, string | number> = {};
    if (call.admin) headers[ADMIN_KEY_HEADER] = opts.adminKey;
    if (call.body)
      Object.assign(headers, {
        'content-type': 'application/octet-stream',
        'content-length': call.body.length,
      });
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = http.request(
        { host: base.hostname, port: base.port, method, path: `${path}?${qs}`, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            answered = true;
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks),
              ts: res.headers[TS_HEADER] as string | undefined,
            });
          });
        },
      );
      // Given up after the event loop's next read: when this process was busy (a render's
      // synchronous work) the bound passes with the answer already waiting in the socket, and
      // the loop runs expired timers before it reads sockets.
      req.setTimeout(call.timeoutMs ?? opts.timeoutMs, () =>
        setImmediate(() => {
          if (!answered) req.destroy(new Error('timeout'));
        }),
      );
      req.on('error', reject);
      req.end(call.body);
    });
  }

  /**
   * A call off the visitors' request path (the purge feed, the console's questions, reports):
   * bounded by its own timeout, null on any failure, and apart from the request path's second
   * of skipping — a page read that timed out must not deafen a front to the purges that take
   * pages down, and a slow feed poll must not turn the pages' cache off.
   */
  async function offPath(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    call?: CallOptions,
  ): Promise<CacheReply | null> {
    try {
      return await attempt(method, path, query, call);
    } catch {
      return null;
    }
  }

  return {
    /** A request-path call: the reply, or null on any failure (and the service skipped for a second). */
    async call(
      method: 'GET' | 'POST',
      path: string,
      query: Record<string, string>,
      call?: CallOptions,
    ): Promise<CacheReply | null> {
      if (Date.now() < skipUntil) return null;
      const reply = await offPath(method, path, query, call);
      if (!reply) skipUntil = Date.now() + 1000;
      return reply;
    },

    callOffPath: offPath,

    /**
     * Deletes the pages of these tags everywhere (the service publishes the purge to every
     * front). Retried: a purge is idempotent in effect (purging twice leaves what purging once
     * does). Reported, never thrown: the write that asked for it has succeeded.
     */
    async purgeTags(tags: string[], options: PurgeOptions = {}): Promise<PurgeResult> {
      const { timeoutMs = 3000, ...retry } = options;
      if (!tags.length) return { ok: true, purged: 0 };
      try {
        const reply = await withRetries(
          () => attempt('POST', '/purge', { tags: tags.join(',') }, { admin: true, timeoutMs }),
          (r) => r.status >= 500,
          {
            ...retry,
            method: 'POST',
            idempotentInEffect: true,
          },
        );
        if (reply.status < 200 || reply.status > 299)
          return { ok: false, reason: `cache service answered ${reply.status}` };
        const parsed = PurgeResponseSchema.safeParse(JSON.parse(reply.body.toString('utf8')));
        return { ok: true, purged: parsed.success ? parsed.data.purged : 0 };
      } catch (e) {
        return { ok: false, reason: `cache service unreachable (${(e as Error).message})` };
      }
    },
  };
}

export type CacheClient = ReturnType<typeof createCacheClient>;
