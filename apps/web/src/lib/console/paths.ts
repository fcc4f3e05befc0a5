/**
 * The console's paths (docs/routes.md#console): the pages under /admin and better-auth's
 * endpoints under /api/auth. The front passes them straight to Next — never the page cache —
 * with the console's headers (noindex, its own CSP, no-store); proxy.ts leaves them unlocalised.
 * Pure, so the front, proxy.ts and tests share it.
 */
export const CONSOLE_PREFIXES = ['/admin', '/api/auth'] as const;

export function isConsoleRequestPath(pathname: string): boolean {
  return CONSOLE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Their folders under app/ (site-routes.folders.test.ts leaves them to the console). */
export const CONSOLE_FOLDERS: readonly string[] = ['admin', 'api/auth'];

/**
 * The console's cookie names (session, language): a link to /cookie_set may never plant one
 * (a planted session would sign a person in as someone else).
 */
export const isConsoleCookieName = (name: string): boolean =>
  /^(__host-|__secure-)?tsuzuri-(staff|console)/i.test(name);
