import { ADMIN_KEY_HEADER } from '@tsuzuri/cache-protocol';
import { localAdminKey } from '@tsuzuri/cache-protocol/secrets';
import { siteConfig } from '@tsuzuri/config';
import { contentEnv } from '@tsuzuri/config/env';

export type PurgeResult = { ok: true; purged: number } | { ok: false; reason: string };

/**
 * Tells the page-cache service which tags a content write touched. The service deletes those
 * pages and publishes the purge to every front's in-process cache (within about a second).
 * A cache that cannot be reached is reported, never thrown: the write itself has succeeded.
 */
export async function purgeCacheTags(tags: string[]): Promise<PurgeResult> {
  if (!tags.length) return { ok: true, purged: 0 };
  const env = contentEnv();
  const base = env.CACHE_URL ?? `http://127.0.0.1:${env.CACHE_PORT}`;
  if (!base) return { ok: false, reason: 'no CACHE_URL configured' };
  // The same key the service and the fronts of this data folder use (made there if none yet).
  const adminKey = env.CACHE_ADMIN_KEY ?? localAdminKey(env.DATA_DIR);
  const url = new URL('/purge', base);
  url.searchParams.set('domain', siteConfig().domain);
  url.searchParams.set('tags', tags.join(','));
  try {
    const res = await fetch(url, { method: 'POST', headers: { [ADMIN_KEY_HEADER]: adminKey }, signal: AbortSignal.timeout(3000) });
    if (!res.ok) return { ok: false, reason: `cache service answered ${res.status}` };
    const body = (await res.json()) as { purged?: number };
    return { ok: true, purged: body.purged ?? 0 };
  } catch (e) {
    return { ok: false, reason: `cache service unreachable (${(e as Error).message})` };
  }
}
