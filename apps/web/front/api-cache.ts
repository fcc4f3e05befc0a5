import type { SiteUrl } from '@/lib/site-routes';

/**
 * The cache decision for API responses (docs/product.md#api-response-cache): a server-side GET for a path on the cache
 * list (site-routes.ts: `cache: 'api'`), or flagged for caching, and not ending in .json, is looked up; a successful response
 * that did not come from the cache is stored.
 */
/**
 * `flagged` is for the site's own server-side calls; the front never takes it from a visitor
 * (a header would let anyone make us cache any API answer — admin lists included). Requests
 * with credentials and admin paths are never cached.
 */
export function shouldUseApiCache(
  method: string | undefined,
  url: SiteUrl,
  flagged: boolean,
  hasCredentials = false,
): boolean {
  const { pathname } = url;
  if (
    method !== 'GET' ||
    pathname.endsWith('.json') ||
    hasCredentials ||
    pathname.startsWith('/api/admin')
  )
    return false;
  return url.cache === 'api' || flagged;
}

/** A successful API body: cscode 200, a truthy result, or code 200. */
export function isSuccessfulApiBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as { cscode?: unknown; result?: unknown; code?: unknown };
  return b.cscode === 200 || Boolean(b.result) || b.code === 200;
}
