import type { ServerResponse } from 'node:http';
import { isSuccessfulApiBody } from './api-cache';
import { API_QUERY_PARAMS, normalizeUrl, renderUrl } from './cache-key';
import type { ServeRoute } from './context';
import { API_VARIANTS_PER_PATH, VariantBudget } from './variant-budget';

// Per process, like the pages' budget: made-up query parameters cannot fill the API cache.
const apiVariants = new VariantBudget(API_VARIANTS_PER_PATH);

function sendJson(res: ServerResponse, status: number, body: Buffer, fromCache: boolean): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-cache',
    'x-from-cache': fromCache ? '1' : '0',
  });
  res.end(body);
}

/**
 * An API GET through the API-response cache (type=1; docs/product.md#api-response-cache). Like a
 * page, it is answered from its key's URL (only `language` and `is_simple`, a repeated parameter's
 * first value), so a stored answer is exactly what its key asks for.
 */
export const serveApi: ServeRoute = async (ctx, req, res, site) => {
  const { pathname } = site;
  const url = req.url ?? pathname;
  const key = normalizeUrl(url, API_QUERY_PARAMS);
  const cached = ctx.store ? await ctx.store.apiGet(key) : null;
  if (cached) {
    sendJson(res, 200, cached, true);
    return 'HIT';
  }
  const rendered = await ctx.render(renderUrl(url, API_QUERY_PARAMS, false), req.headers);
  let body: unknown = null;
  try {
    body = JSON.parse(rendered.body.toString('utf8'));
  } catch {}
  if (
    rendered.status === 200 &&
    isSuccessfulApiBody(body) &&
    ctx.store &&
    apiVariants.admit(key, pathname)
  ) {
    // Like a page: the tags of what the answer read, or its URL's guess when it did not say.
    ctx.store.apiSet(key, rendered.body, rendered.readTags ?? [...site.tags]).catch(() => {});
  }
  sendJson(res, rendered.status, rendered.body, false);
  return 'MISS';
};
