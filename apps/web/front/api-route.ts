import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiTags, isSuccessfulApiBody } from './api-cache';
import { normalizeUrl } from './cache-key';
import type { FrontContext } from './context';
import type { CacheState } from './respond';

function sendJson(res: ServerResponse, status: number, body: Buffer, fromCache: boolean): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-cache',
    'x-from-cache': fromCache ? '1' : '0',
  });
  res.end(body);
}

/** An API GET through the API-response cache (type=1), as the spec's decision rule says. */
export async function serveApi(ctx: FrontContext, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<CacheState> {
  const url = req.url ?? pathname;
  const key = normalizeUrl(url);
  const cached = ctx.store ? await ctx.store.apiGet(key) : null;
  if (cached) {
    sendJson(res, 200, cached, true);
    return 'HIT';
  }
  const rendered = await ctx.render(url, req.headers);
  let body: unknown = null;
  try {
    body = JSON.parse(rendered.body.toString('utf8'));
  } catch {}
  if (rendered.status === 200 && isSuccessfulApiBody(body) && ctx.store) {
    const locale = new URL(url, 'http://x').searchParams.get('language') ?? ctx.edge.defaultLocale;
    ctx.store.apiSet(key, rendered.body, apiTags(pathname, locale)).catch(() => {});
  }
  sendJson(res, rendered.status, rendered.body, false);
  return 'MISS';
}
