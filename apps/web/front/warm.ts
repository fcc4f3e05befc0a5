import http from 'node:http';
import type { Logger } from 'pino';

const WARMER_UA = 'TsuzuriCacheWarmer/1.0';
const WARM_COOKIES = ['sidebarAB=a; resourceBannerAB=a', 'sidebarAB=b; resourceBannerAB=a'];

function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, headers: { 'user-agent': WARMER_UA, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('warm request timed out')));
    req.on('error', reject);
  });
}

const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

/**
 * The first `max` page paths the sitemap lists: the index's children are read (and so cached) in
 * turn until there are enough. The index lists the fixed pages, categories and products, then
 * the articles' parts newest first, so the budget goes to those.
 */
export async function sitemapPaths(port: number, max: number): Promise<string[]> {
  const index = await get(port, '/sitemap.xml');
  const children = locsOf(index.body);
  if (!index.body.includes('<sitemapindex')) return children.slice(0, max);
  const pages: string[] = [];
  for (const child of children) {
    if (pages.length >= max) break;
    pages.push(...locsOf((await get(port, child)).body));
  }
  return pages.slice(0, max);
}

/**
 * "Statically generated": requests every sitemap URL through the front, a few at a time, so
 * pages are rendered before visitors ask. A page already cached costs one memory lookup; a
 * purged one is refreshed. Runs after start and (debounced) after purges.
 */
/** What the console's cache screen shows about this process's warmer (read through globalThis). */
export type WarmState = {
  running: boolean;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  pages: number;
  ms: number;
  error: string | null;
};
export const WARM_STATE_KEY = 'tsuzuriWarmState';
const warmState = (): WarmState => {
  const g = globalThis as unknown as Record<string, WarmState | undefined>;
  g[WARM_STATE_KEY] ??= {
    running: false,
    lastStartedAt: null,
    lastFinishedAt: null,
    pages: 0,
    ms: 0,
    error: null,
  };
  return g[WARM_STATE_KEY];
};

/** How long after the last purge the warm starts (purges coming faster put it off). */
export const WARM_AFTER_PURGE_MS = 1000;

export function createWarmer(port: number, log: Logger, concurrency = 2, maxUrls = 2000) {
  let running = false;
  let again = false;
  let debounce: NodeJS.Timeout | undefined;

  async function warm(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const started = Date.now();
    const state = warmState();
    Object.assign(state, { running: true, lastStartedAt: new Date(started).toISOString() });
    try {
      const paths = await sitemapPaths(port, maxUrls);
      let next = 0;
      // Every page in each A/B variant that is part of the cache key.
      const jobs = paths.flatMap((p) => WARM_COOKIES.map((cookie) => [p, cookie] as const));
      const worker = async () => {
        while (next < jobs.length) {
          const [p, cookie] = jobs[next++];
          await get(port, p, { cookie, 'accept-encoding': 'br' }).catch(() => {});
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      log.info({ pages: paths.length, ms: Date.now() - started }, 'cache warmed');
      Object.assign(state, { pages: paths.length, ms: Date.now() - started, error: null });
    } catch (err) {
      log.warn({ err }, 'cache warm failed');
      state.error = err instanceof Error ? err.message : String(err);
    } finally {
      Object.assign(state, { running: false, lastFinishedAt: new Date().toISOString() });
      running = false;
      if (again) {
        again = false;
        void warm();
      }
    }
  }

  return {
    now: warm,
    soon(delayMs = WARM_AFTER_PURGE_MS) {
      clearTimeout(debounce);
      debounce = setTimeout(() => void warm(), delayMs);
    },
    stop: () => clearTimeout(debounce),
  };
}
