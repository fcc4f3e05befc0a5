import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CacheEntry } from './entry';
import type { Rendered } from './next-bridge';

export type CacheState = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';

function chooseEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const ae = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(ae)) return 'br';
  if (/\bgzip\b/.test(ae)) return 'gzip';
  return null;
}

export function mergeVary(...values: (string | undefined)[]): string {
  const seen = new Map<string, string>();
  for (const v of values) for (const part of (v ?? '').split(',')) {
    const t = part.trim();
    if (t) seen.set(t.toLowerCase(), t);
  }
  return [...seen.values()].join(', ');
}

/** Sends a stored page: the pre-compressed body the client accepts, ETag, 304, HEAD. */
export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, state: CacheState, status = 200, vary?: string): void {
  const enc = chooseEncoding(req);
  const body = enc === 'br' ? entry.br : enc === 'gzip' ? entry.gzip : entry.identity;
  const etag = `"${entry.etag}${enc ? `-${enc}` : ''}"`;
  const headers: Record<string, string | number> = {
    ...entry.headers,
    vary: mergeVary(entry.headers.vary, 'Accept-Encoding', vary),
    etag,
    'cache-control': 'public, max-age=0, must-revalidate',
    'x-page-cache': state,
  };
  if (status === 200 && String(req.headers['if-none-match'] ?? '').includes(etag)) {
    writeHead(res, 304, headers).end();
    return;
  }
  if (enc) headers['content-encoding'] = enc;
  headers['content-length'] = body.length;
  writeHead(res, status, headers).end(req.method === 'HEAD' ? undefined : body);
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript))/;

/** Sends a response that was rendered but not stored (a 404, an error), compressed on the fly. */
export function sendRendered(req: IncomingMessage, res: ServerResponse, r: Rendered, state: CacheState, status = r.status): void {
  const headers: Record<string, string | string[] | number> = {};
  for (const [k, v] of Object.entries(r.headers)) {
    if (v !== undefined && !['set-cookie', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(k)) headers[k] = v;
  }
  headers['x-page-cache'] = state;
  let body = r.body;
  const enc = body.length > 1024 && COMPRESSIBLE.test(String(r.headers['content-type'] ?? '')) ? chooseEncoding(req) : null;
  if (enc === 'br') body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (enc === 'gzip') body = gzipSync(body);
  if (enc) {
    headers['content-encoding'] = enc;
    headers.vary = mergeVary(String(r.headers.vary ?? ''), 'Accept-Encoding');
  }
  headers['content-length'] = body.length;
  writeHead(res, status, headers).end(req.method === 'HEAD' ? undefined : body);
}

/** setHeader + writeHead: headers set this way stay readable (the access log reads the length). */
function writeHead(res: ServerResponse, status: number, headers: Record<string, string | string[] | number>): ServerResponse {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  return res.writeHead(status);
}
