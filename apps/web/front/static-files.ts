import fs from 'node:fs';
import path from 'node:path';
import type { SiteUrl } from '@/lib/site-routes';

/** Every file under public/ as the URL path Next serves it at, read once at start. */
export function listPublicFiles(publicDir: string): ReadonlySet<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else files.add(`${prefix}/${entry.name}`);
    }
  };
  if (fs.existsSync(publicDir)) walk(publicDir, '');
  return files;
}

/**
 * A GET or HEAD for a path that looks like a file (`/wp-login.php`, `/old/page.htm`,
 * `/images/missing.png`) which the site does not have. Next would answer it with its own bare
 * English 404; the front sends it through the page path instead, so the reader gets the site's
 * localized not-found page (status 404). Next's own files (`/_next/`) and the APIs stay Next's.
 */
export function isMissingFile(
  method: string | undefined,
  url: SiteUrl,
  publicFiles: ReadonlySet<string>,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return url.route === 'file' && !publicFiles.has(url.pathname);
}
