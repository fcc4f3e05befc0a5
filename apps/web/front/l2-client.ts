import { createHash } from 'node:crypto';
import http from 'node:http';
import { ADMIN_KEY_HEADER, PurgesResponseSchema, TS_HEADER } from '@tsuzuri/cache-protocol';
import type { SharedStore } from './l2-types';

type Options = { baseUrl: string; domain: string; buildId: string; adminKey: string; timeoutMs: number };

type Reply = { status: number; body: Buffer; ts: string | undefined };

/** Longer keys than this are stored (and named in the purge feed) by a digest instead. */
const LONG_KEY = 512;

/** The name a page-cache key has in the shared store: itself, or a digest when it is long. */
export const sharedStoreKey = (key: string) => (key.length > LONG_KEY ? `${key.slice(0, 200)}#${createHash('sha256').update(key).digest('hex')}` : key);

/** Whether a key is named by a digest in the shared store (and so in the purge feed). */
export const hasDigestName = (key: string) => key.length > LONG_KEY;

/** Whether a name from the shared store (or the feed) is such a digest. */
export const isDigestName = (name: string) => /#[0-9a-f]{64}$/.test(name);

/**
 * The front's client of the page-cache service. Every call is bounded by a short timeout and
 * never throws to the caller; after a failure the store is skipped for a second, so a cache that
 * is down or slow costs the visitors nothing but the cache.
 */
export function createSharedStore(opts: Options): SharedStore & {
  apiGet(key: string): Promise<Buffer | null>;
  apiSet(key: string, body: Buffer, tags: string[]): Promise<void>;
  purgeTags(tags: string[]): Promise<void>;
} {
  const base = new URL(opts.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  let openAt = 0;

  function call(method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: Buffer, admin = false, timeoutMs = opts.timeoutMs): Promise<Reply | null> {
    if (Date.now() < openAt) return Promise.resolve(null);
    const qs = new URLSearchParams({ ...query, domain: opts.domain }).toString();
    const headers: Record<string, string | number> = {};
    if (admin) headers[ADMIN_KEY_HEADER] = opts.adminKey;
    if (body) Object.assign(headers, { 'content-type': 'application/octet-stream', 'content-length': body.length });
    return new Promise((resolve) => {
      const fail = () => {
        openAt = Date.now() + 1000;
        resolve(null);
      };
      const req = http.request({ host: base.hostname, port: base.port, method, path: `${path}?${qs}`, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', fail);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ts: res.headers[TS_HEADER] as string | undefined }));
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', fail);
      req.end(body);
    });
  }

  return {
    async get(key) {
      const r = await call('GET', '/get', { key: sharedStoreKey(key) });
      // Pages embed their build's /_next asset names and RSC payloads its build id: a copy
      // another build stored (a store that outlived a deploy) is a miss here, never served.
      return r?.status === 200 && r.ts === opts.buildId ? r.body : null;
    },
    async set(key, bytes, tags) {
      await call('POST', '/set', { key: sharedStoreKey(key), ts: opts.buildId, ...(tags.length ? { tags: tags.join(',') } : {}) }, bytes, false, 1000);
    },
    async del(key) {
      await call('POST', '/del', { key: sharedStoreKey(key) }, undefined, true, 1000);
    },
    async purgeTags(tags: string[]) {
      await call('POST', '/purge', { tags: tags.join(',') }, undefined, true, 2000);
    },
    async purgesSince(since) {
      const r = await call('GET', '/purges', { since: String(since) });
      if (r?.status !== 200) return null;
      const parsed = PurgesResponseSchema.safeParse(JSON.parse(r.body.toString('utf8')));
      if (!parsed.success) return null;
      return { seq: parsed.data.seq, events: parsed.data.events, reset: parsed.data.reset === true };
    },
    async apiGet(key) {
      const r = await call('GET', '/get', { key: sharedStoreKey(key), type: '1' }, undefined, true);
      return r?.status === 200 ? r.body : null;
    },
    async apiSet(key, body, tags) {
      await call('POST', '/set', { key: sharedStoreKey(key), type: '1', ...(tags.length ? { tags: tags.join(',') } : {}) }, body, false, 1000);
    },
  };
}

export type FrontStore = ReturnType<typeof createSharedStore>;
