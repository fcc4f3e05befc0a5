import { createCacheClient, type PurgeResult } from '@tsuzuri/cache-protocol/client';
import { siteConfig } from '@tsuzuri/config';
import { CACHE_CLIENT_VARIABLES, cacheAdminKey, cacheServiceUrl, readEnv } from '@tsuzuri/env';

export type { PurgeResult };

type CacheClient = ReturnType<typeof createCacheClient>;
/** Made on the first purge and kept: the settings are fixed for the process's life. */
let client: CacheClient | null | undefined;

function purgeClient(): CacheClient | null {
  if (client !== undefined) return client;
  const env = readEnv(CACHE_CLIENT_VARIABLES, 'the cache purge');
  const baseUrl = cacheServiceUrl(env);
  // The same key the service and the fronts of this data folder use (made there if none yet).
  client = baseUrl
    ? createCacheClient({
        baseUrl,
        domain: siteConfig().domain,
        adminKey: cacheAdminKey(env),
        timeoutMs: 3000,
      })
    : null;
  return client;
}

/**
 * Tells the page-cache service which tags a content write touched. The service deletes those
 * pages and publishes the purge to every front's in-process cache (within about a second).
 * A cache that cannot be reached is reported, never thrown: the write itself has succeeded.
 */
export async function purgeCacheTags(tags: string[]): Promise<PurgeResult> {
  if (!tags.length) return { ok: true, purged: 0 };
  const purger = purgeClient();
  if (!purger) return { ok: false, reason: 'no CACHE_URL configured' };
  return purger.purgeTags(tags);
}

/** The same client for the operators' console (stats, key deletes, reset); null without CACHE_URL. */
export const cacheAdminClient = (): CacheClient | null => purgeClient();
