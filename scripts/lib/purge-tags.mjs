// Purges cache tags through the page-cache service, as a content write does: every front hears it
// on the purge feed, and the next request for a page carrying one of the tags is rendered afresh.
// This is how the bench and the proofs make a given page render again: a page's key keeps only
// the query parameters the page reads (docs/caching.md), so no made-up query string does.
import { tsImport } from 'tsx/esm/api';
import { localCacheAdminKey } from './setup.mjs';

/** The site's domain as the fronts key it (packages/config, TypeScript: loaded through tsx). */
async function siteDomain() {
  const { siteConfig } = await tsImport('../../packages/config/src/index.ts', import.meta.url);
  return siteConfig().domain;
}

/**
 * A purger for the cache service at cacheUrl: `purge(tags)` resolves when the service has
 * recorded the purge (the fronts hear it within milliseconds). adminKey defaults to the data
 * folder's, as the site's own processes read it.
 */
export async function tagPurger({ cacheUrl, dataDir, adminKey = localCacheAdminKey(dataDir) }) {
  const domain = await siteDomain();
  return async (tags) => {
    const query = new URLSearchParams({ domain, tags: tags.join(',') });
    const res = await fetch(`${cacheUrl}/purge?${query}`, {
      method: 'POST',
      headers: { 'x-cache-admin-key': adminKey },
    });
    if (!res.ok) throw new Error(`purge ${tags.join(',')}: HTTP ${res.status} ${await res.text()}`);
  };
}
