import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildEntry, type CacheEntry, isPrecompressed } from './entry';
import { chooseEncoding, etagOf, namesEtag, sendNotAcceptable, sentBytes } from './respond';

/** For a URL that always means the same bytes (a content hash in its name or its query). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SCRIPT_TYPE = 'application/javascript; charset=UTF-8';

/**
 * Files the front answers from memory (docs/caching.md#the-builds-files): each read on its first
 * request, compressed once (br 5 and gzip 6, as a stored page) and kept. Only for a bounded set
 * of files named ahead that never change under a running process: a build's output.
 */
export function keptFiles(
  fileOf: (pathname: string) => string,
  typeOf: (pathname: string) => string,
): (pathname: string) => Promise<CacheEntry> {
  const loaded = new Map<string, Promise<CacheEntry>>();
  return (pathname) => {
    let entry = loaded.get(pathname);
    if (!entry) {
      entry = fs
        .readFile(fileOf(pathname))
        // Kept uncompressed too (unlike a page): a bounded set of files, sent without a wait.
        .then((body) =>
          buildEntry(body, { 'content-type': typeOf(pathname) }, [], { keepIdentity: true }),
        );
      entry.catch(() => loaded.delete(pathname));
      loaded.set(pathname, entry);
    }
    return entry;
  };
}

/**
 * Sends a file the front keeps in memory (the build's scripts, the page assets): its
 * pre-compressed body the client accepts, its content type, the given Cache-Control, an ETag per
 * encoding (304) and HEAD. None of a page's headers (x-page-cache, the edge's tags): a file is
 * no page.
 */
export function sendKeptFile(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CacheEntry,
  cacheControl: string,
): void {
  // A raster image is compressed already: kept and sent as it is.
  const enc = isPrecompressed(entry.headers['content-type']) ? null : chooseEncoding(req);
  if (enc === 'refused') {
    sendNotAcceptable(res, undefined);
    return;
  }
  const etag = etagOf(entry, enc);
  const headers = {
    'content-type': entry.headers['content-type'],
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
    etag,
  };
  if (namesEtag(req, etag)) {
    res.writeHead(304, headers).end();
    sentBytes.set(res, 0);
    return;
  }
  const body = enc === 'br' ? entry.br : enc === 'gzip' ? entry.gzip : entry.identity;
  res.writeHead(200, {
    ...headers,
    ...(enc ? { 'content-encoding': enc } : {}),
    'content-length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  sentBytes.set(res, req.method === 'HEAD' ? 0 : body.length);
}
