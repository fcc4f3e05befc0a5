import fs from 'node:fs';
import path from 'node:path';
import type { SiteUrl } from '@/lib/site-routes';

/**
 * Every file under public/ as the URL path Next serves it at, and every file of the build's
 * `.next/static/` as `/_next/static/…` (with `nextDir`), read once at start: a build does not
 * change under a running process.
 */
export function listPublicFiles(publicDir: string, nextDir?: string): ReadonlySet<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else files.add(`${prefix}/${entry.name}`);
    }
  };
  if (fs.existsSync(publicDir)) walk(publicDir, '');
  const nextStatic = nextDir && path.join(nextDir, 'static');
  if (nextStatic && fs.existsSync(nextStatic)) walk(nextStatic, '/_next/static');
  return files;
}

/**
 * A GET or HEAD for a path that looks like a file (`/wp-login.php`, `/old/page.htm`,
 * `/images/missing.png`) which the site does not have, or a `/_next/…` path the build does not
 * have. Next would answer it with its own bare English 404 (its app has no locale for such a
 * path). The front answers instead: a reader's page load gets the site's localized not-found
 * page (status 404), anything else a small 404 (small-not-found.ts). The APIs stay Next's.
 *
 * Next's image optimizer (`/_next/image`) is missing too: no page uses `next/image` (the site's
 * images are the front's, docs/routes.md#media), and it answered a made-up URL by drawing it
 * again and keeping a file per URL in `.next/cache/images`, never evicted, or with a 500 for a
 * URL that Next redirects.
 */
export function isMissingFile(
  method: string | undefined,
  url: SiteUrl,
  publicFiles: ReadonlySet<string>,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  // Next first redirects "//x" and "/x/" to the clean path (which may be a real file).
  if (url.pathname.includes('//') || (url.pathname.length > 1 && url.pathname.endsWith('/')))
    return false;
  if (url.route === 'file' || url.route === 'static') return !publicFiles.has(url.pathname);
  return (
    url.route === 'next' && url.pathname.startsWith('/_next/') && !publicFiles.has(url.pathname)
  );
}
