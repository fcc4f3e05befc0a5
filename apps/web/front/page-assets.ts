import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { assetType, isPageAsset, VERSION_PARAM } from '@/lib/page-assets';
import { IMMUTABLE, keptFiles, sendKeptFile } from './kept-files';

/** What Next sent them with: the browser asks again on every use (a 304 while unchanged). */
const REVALIDATE = 'public, max-age=0';

/**
 * The page assets of `public/` (the page scripts and the site's images: src/lib/page-assets.ts),
 * answered from memory and compressed once, like the build's files. A page names them with their
 * version (`?v=`): that URL is kept by the browser for a year, so a reader's next page views ask
 * for none of them. Any other `v` (a page rendered before a deploy, an instance not yet updated,
 * a made-up one) and the plain URL get the current bytes with revalidation, never a year's caching
 * of bytes the URL did not name (docs/caching.md#the-page-assets).
 */
export function createPageAssets(publicDir: string, listed: ReadonlySet<string>) {
  const load = keptFiles((pathname) => path.join(publicDir, pathname), assetType);

  /** Whether this request is one of them (GET or HEAD of a page asset the build has). */
  const handles = (method: string | undefined, pathname: string) =>
    (method === 'GET' || method === 'HEAD') && listed.has(pathname) && isPageAsset(pathname);

  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    search: string,
  ) {
    const entry = await load(pathname);
    const named = new URLSearchParams(search).get(VERSION_PARAM);
    // A kept file's ETag is the digest of its bytes: the version a page names it by.
    sendKeptFile(req, res, entry, named === entry.etag ? IMMUTABLE : REVALIDATE);
  }

  return { handles, serve };
}

export type PageAssets = ReturnType<typeof createPageAssets>;
