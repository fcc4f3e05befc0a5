import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CacheState } from './cache-state';
import { type CacheEntry, compress, identityOf, isPrecompressed } from './entry';
import { edgeHeadersFor } from './edge-headers';
import type { Rendered } from './next-bridge';
import { cameThroughProxy } from './through-proxy';
import { acceptsIdentity, preferredEncoding } from '@/lib/http/quality-list';

/** br or gzip; null for identity; 'refused' when the client accepts none of them (→ 406). */
export function chooseEncoding(req: IncomingMessage): 'br' | 'gzip' | null | 'refused' {
  const chosen = preferredEncoding(req.headers['accept-encoding']);
  return chosen === null ? 'refused' : chosen === 'identity' ? null : chosen;
}

/** 406: the client refused identity and every encoding we have (RFC 9110, section 12.5.3). */
export function sendNotAcceptable(res: ServerResponse, vary: string | undefined): void {
  const text =
    'Not Acceptable: no acceptable content coding (this server sends br, gzip or identity)';
  res.writeHead(406, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': text.length,
    vary: mergeVary(vary, 'Accept-Encoding'),
    'cache-control': 'no-store',
  });
  res.end(text);
  sentBytes.set(res, text.length);
}

export function mergeVary(...values: (string | undefined)[]): string {
  const seen = new Map<string, string>();
  for (const v of values)
    for (const part of (v ?? '').split(',')) {
      const t = part.trim();
      if (t) seen.set(t.toLowerCase(), t);
    }
  return [...seen.values()].join(', ');
}

/** Bytes sent per response, for the access log (headers given to writeHead are not readable). */
export const sentBytes = new WeakMap<ServerResponse, number>();
/**
 * The cache state each answer was sent with, for the access log. A hit's head is a prebuilt raw
 * array (getHeader cannot see it) and its 'finish' can come before the handler's await returns.
 */
export const sentCacheState = new WeakMap<ServerResponse, CacheState>();

/**
 * The response heads of a stored page, built once per encoding/state/status/vary/proxy and reused:
 * a cache hit then costs one Map lookup and one writev, not a header object per request.
 */
const heads = new WeakMap<CacheEntry, Map<string, string[]>>();

function headFor(
  entry: CacheEntry,
  enc: 'br' | 'gzip' | null,
  state: CacheState,
  status: number,
  vary: string | undefined,
  throughProxy: boolean,
): string[] {
  let perEntry = heads.get(entry);
  if (!perEntry) {
    perEntry = new Map();
    heads.set(entry, perEntry);
  }
  const id = `${enc}|${state}|${status}|${vary ?? ''}|${throughProxy}`;
  let head = perEntry.get(id);
  if (!head) {
    const length = enc === 'br' ? entry.br.length : enc === 'gzip' ? entry.gzip.length : entry.size;
    const fields: Record<string, string> = {
      ...entry.headers,
      ...edgeHeadersFor(entry, state, status, throughProxy),
      vary: mergeVary(entry.headers.vary, 'Accept-Encoding', vary),
      etag: etagOf(entry, enc),
      'cache-control': 'public, max-age=0, must-revalidate',
      'x-page-cache': state,
      'content-length': String(length),
    };
    if (enc) fields['content-encoding'] = enc;
    head = Object.entries(fields).flat();
    perEntry.set(id, head);
  }
  return head;
}

/**
 * Whether the request's If-None-Match names etag. A plain split and trim: a regex split
 * (`\s*,\s*`) is quadratic on a header of blanks.
 */
export const namesEtag = (req: IncomingMessage, etag: string) =>
  req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag) ?? false;

export const etagOf = (entry: CacheEntry, enc: string | null) =>
  `"${entry.etag}${enc ? `-${enc}` : ''}"`;

/** Sends a stored page: the pre-compressed body the client accepts, ETag, 304, HEAD. */
export function sendEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CacheEntry,
  state: CacheState,
  status = 200,
  vary?: string,
): void {
  const enc = isPrecompressed(entry.headers['content-type']) ? null : chooseEncoding(req);
  if (enc === 'refused') {
    sendNotAcceptable(res, mergeVary(entry.headers.vary, vary));
    return;
  }
  sentCacheState.set(res, state);
  if (status === 200 && req.headers['if-none-match']?.includes(etagOf(entry, enc))) {
    res
      .writeHead(304, {
        etag: etagOf(entry, enc),
        vary: mergeVary(entry.headers.vary, 'Accept-Encoding', vary),
        'x-page-cache': state,
      })
      .end();
    sentBytes.set(res, 0);
    return;
  }
  // Headers set earlier with setHeader (the A/B cookies) are merged by Node with this raw list.
  res.writeHead(status, headFor(entry, enc, state, status, vary, cameThroughProxy(req)));
  if (req.method === 'HEAD') {
    res.end();
    sentBytes.set(res, 0);
    return;
  }
  const body = enc === 'br' ? entry.br : enc === 'gzip' ? entry.gzip : identityOf(entry);
  if (Buffer.isBuffer(body)) endWith(res, body);
  else
    body.then(
      (b) => endWith(res, b),
      () => res.destroy(),
    );
}

function endWith(res: ServerResponse, body: Buffer): void {
  res.end(body);
  sentBytes.set(res, body.length);
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript))/;

/**
 * Sends a response that was rendered but not stored (a 404, an error, a variant past the cache's
 * cap), compressed on the fly on libuv's thread pool: a 200 KB page takes 2–5 ms to compress,
 * and done on the event loop every cached hit of this front would wait for it.
 */
export async function sendRendered(
  req: IncomingMessage,
  res: ServerResponse,
  r: Rendered,
  state: CacheState,
  status = r.status,
): Promise<void> {
  const headers: Record<string, string | string[] | number> = {};
  for (const [k, v] of Object.entries(r.headers)) {
    if (
      v !== undefined &&
      ![
        'set-cookie',
        'content-length',
        'transfer-encoding',
        'connection',
        'keep-alive',
        'date',
      ].includes(k)
    )
      headers[k] = v;
  }
  headers['x-page-cache'] = state;
  sentCacheState.set(res, state);
  let body = r.body;
  const compressible = COMPRESSIBLE.test(String(r.headers['content-type'] ?? ''));
  const chosen = compressible ? chooseEncoding(req) : null;
  if (chosen === 'refused') {
    sendNotAcceptable(res, String(r.headers.vary ?? ''));
    return;
  }
  // Small bodies are not worth compressing, unless identity was refused.
  const enc =
    body.length > 1024 || !acceptsIdentity(req.headers['accept-encoding']) ? chosen : null;
  if (enc) {
    body = await compress(body, enc);
    headers['content-encoding'] = enc;
    headers.vary = mergeVary(String(r.headers.vary ?? ''), 'Accept-Encoding');
  }
  headers['content-length'] = body.length;
  res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
  sentBytes.set(res, req.method === 'HEAD' ? 0 : body.length);
}
