/**
 * The cache decision for API responses (docs/product.md#api-response-cache): a server-side GET for a path on the cache
 * list, or flagged for caching, and not ending in .json, is looked up; a successful response
 * that did not come from the cache is stored.
 */
export const CACHED_API_PATHS = new Set(['/category/list', '/article/recently_top_article']);
/**
 * `flagged` is for the site's own server-side calls; the front never takes it from a visitor
 * (a header would let anyone make us cache any API answer — admin lists included). Requests
 * with credentials and admin paths are never cached.
 */
export function shouldUseApiCache(method: string | undefined, pathname: string, flagged: boolean, hasCredentials = false): boolean {
  if (method !== 'GET' || pathname.endsWith('.json') || hasCredentials || pathname.startsWith('/api/admin')) return false;
  return CACHED_API_PATHS.has(pathname) || flagged;
}

/** A successful API body: cscode 200, a truthy result, or code 200. */
export function isSuccessfulApiBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as { cscode?: unknown; result?: unknown; code?: unknown };
  return b.cscode === 200 || Boolean(b.result) || b.code === 200;
}

/** API answers carry the tags of what they list, so the same purges clear them. */
export function apiTags(pathname: string, locale: string): string[] {
  if (pathname === '/category/list') return ['categories', `locale:${locale}`];
  return [`list:latest:${locale}`, `list:popular:${locale}`];
}
