import fs from 'node:fs';
import path from 'node:path';
import { TIME_ZONE_WORKER_SRC } from '@tsuzuri/tracker/protocol';
import { contentDigest } from './http/content-digest';
import { publicFilePath } from './public-file';

/**
 * The files of `public/` that public pages load (docs/caching.md#the-page-assets): the tracker and
 * the article body's script on every view, the tracker's time-zone worker once per visitor and
 * month (the fingerprint), and the site's own images (the logo in the header and footer, the
 * stand-in and demo pictures). Next sent them with `max-age=0`, so every page view asked for
 * each again, and each answer (a 304 mostly) cost ~0.65 ms of Next's work against 0.06 ms for
 * the page itself.
 */
export const TRACKER_SCRIPT_SRC = '/tracker/tracker.js';
export const ARTICLE_BODY_SCRIPT_SRC = '/scripts/article-body.js';

const PAGE_SCRIPTS: ReadonlySet<string> = new Set([
  TRACKER_SCRIPT_SRC,
  ARTICLE_BODY_SCRIPT_SRC,
  // The tracker starts it by its plain name, rarely: revalidated each time, from memory.
  TIME_ZONE_WORKER_SRC,
]);
const SCRIPT_TYPE = 'application/javascript; charset=UTF-8';
const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** Whether a URL path names a page asset: a page script, or an image under /images/. */
export function isPageAsset(pathname: string): boolean {
  if (PAGE_SCRIPTS.has(pathname)) return true;
  return (
    pathname.startsWith('/images/') &&
    !pathname.split('/').includes('..') &&
    IMAGE_TYPES[path.extname(pathname).toLowerCase()] !== undefined
  );
}

/** The Content-Type of a page asset. */
export const assetType = (pathname: string): string =>
  PAGE_SCRIPTS.has(pathname) ? SCRIPT_TYPE : IMAGE_TYPES[path.extname(pathname).toLowerCase()];

/** The query parameter that names an asset's version: `/tracker/tracker.js?v=…`. */
export const VERSION_PARAM = 'v';

/**
 * An asset's version: the digest of its bytes, so the same URL is always the same bytes. It is
 * the ETag the front keeps for the file too (front/entry.ts), so the front compares the two.
 */
export const assetVersion = contentDigest;

/** Kept URLs; a page names a few dozen, and a made-up path in content is not kept past this. */
const KEPT_URLS = 2_000;
const versioned = new Map<string, string>();

/**
 * The URL a page names a page asset by: with its version, which the front answers with a year's
 * immutable caching, so a reader's next page views ask for nothing. Anything else (a media
 * library URL, another site's, a path with a query) comes back as it is, and so does an asset
 * that is missing (not built), which the front then revalidates. The version is read once per
 * process: `public/` changes only with a build, and a build means a restart.
 */
export function versionedAssetUrl(src: string): string {
  const known = versioned.get(src);
  if (known !== undefined) return known;
  if (!isPageAsset(src)) return src;
  const file = publicFilePath(src);
  const url = file ? `${src}?${VERSION_PARAM}=${assetVersion(fs.readFileSync(file))}` : src;
  if (versioned.size < KEPT_URLS) versioned.set(src, url);
  return url;
}
