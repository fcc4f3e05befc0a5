import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { TIME_ZONE_WORKER_SRC } from '@tsuzuri/tracker/protocol';
import { publicFilePath } from './public-file';

/**
 * The scripts of `public/` that public pages load: the tracker and the article body's script on
 * every view, the tracker's time-zone worker once per visitor and month (the fingerprint). Next
 * sent them with `max-age=0`, so every page view asked for the first two again, and each answer
 * (a 304 mostly) cost a millisecond of Next's work against 0.08 ms for the page itself
 * (docs/caching.md#the-page-scripts).
 */
export const TRACKER_SCRIPT_SRC = '/tracker/tracker.js';
export const ARTICLE_BODY_SCRIPT_SRC = '/scripts/article-body.js';

export const PAGE_SCRIPTS: ReadonlySet<string> = new Set([
  TRACKER_SCRIPT_SRC,
  ARTICLE_BODY_SCRIPT_SRC,
  // The tracker starts it by its plain name, rarely: revalidated each time, from memory.
  TIME_ZONE_WORKER_SRC,
]);

/** The query parameter that names a script's version: `/tracker/tracker.js?v=…`. */
export const VERSION_PARAM = 'v';

/** A script's version: a digest of its bytes, so the same URL is always the same bytes. */
export function scriptVersion(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 12);
}

const versioned = new Map<string, string>();

/**
 * The URL a page names a page script by: with its version, which the front answers with a
 * year's immutable caching, so a reader's next page views ask for nothing. The version is read
 * once per process: `public/` changes only with a build, and a build means a restart. A script
 * that is missing (not built) keeps its plain URL, which the front revalidates.
 */
export function versionedScriptSrc(src: string): string {
  let url = versioned.get(src);
  if (url === undefined) {
    const file = publicFilePath(src);
    url = file ? `${src}?${VERSION_PARAM}=${scriptVersion(fs.readFileSync(file))}` : src;
    versioned.set(src, url);
  }
  return url;
}
