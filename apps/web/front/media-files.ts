import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { publicFilePath } from '@tsuzuri/media/files';
import { MEDIA_URL_PREFIX } from '@tsuzuri/media/urls';
import type { SiteUrl } from '@/lib/site-routes';
import type { FrontContext } from './context';
import { serveSiteNotFound } from './page-route';
import { namesEtag, sentBytes } from './respond';
import { sendSmallNotFound, wantsPage } from './small-not-found';

const TYPES: Record<string, string> = { '.avif': 'image/avif', '.webp': 'image/webp' };

/** A file's name holds its content hash: the same URL is the same bytes, for good. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const isMediaPath = (pathname: string) => pathname.startsWith(MEDIA_URL_PREFIX);

async function openRegularFile(file: string) {
  const handle = await fs.open(file, 'r').catch(() => null);
  if (!handle) return null;
  const stat = await handle.stat();
  if (stat.isFile()) return { handle, size: stat.size };
  await handle.close();
  return null;
}

/**
 * The media library's files, answered here, never by Next (docs/routes.md#media): only a path
 * of the exact shape the library names its files with is looked up (store.ts publicFilePath), so
 * `..`, encoded slashes, NUL and every other trick is a 404 before the file system is asked.
 * GET and HEAD; ETag (the name: content-addressed) and 304; no ranges (a whole image is small).
 */
export async function serveMediaFile(
  ctx: FrontContext,
  req: IncomingMessage,
  res: ServerResponse,
  site: SiteUrl,
  pathname: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0 }).end();
    return;
  }
  const file = ctx.mediaDir
    ? publicFilePath(ctx.mediaDir, pathname.slice(MEDIA_URL_PREFIX.length))
    : null;
  const opened = file ? await openRegularFile(file) : null;
  if (!file || !opened) {
    if (wantsPage(req)) await serveSiteNotFound(ctx, req, res, site);
    else sendSmallNotFound(req, res, site);
    return;
  }
  const { handle, size } = opened;
  try {
    const etag = `"${path.basename(file)}"`;
    const headers = {
      'content-type': TYPES[path.extname(file)],
      'cache-control': MEDIA_CACHE_CONTROL,
      etag,
    };
    if (namesEtag(req, etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(handle.createReadStream({ autoClose: false }), res);
    sentBytes.set(res, size);
  } finally {
    await handle.close();
  }
}
