import type { IncomingMessage, ServerResponse } from 'node:http';
import { homeRedirectLocale } from './accept-language';
import { parseCookies, serializeCookie } from './cookies';

/** What the front decides before any cache lookup; `null` means "go on to the page cache". */
export type EdgeOptions = {
  configured: readonly string[];
  defaultLocale: string;
  protectedPages: readonly string[];
  pageName: (pathname: string) => string;
};

/** `www.` hosts → 301 to the bare domain, same path and query. */
export function wwwRedirect(req: IncomingMessage, res: ServerResponse): boolean {
  const host = req.headers.host ?? '';
  if (!/^www\./i.test(host)) return false;
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  res.writeHead(301, { location: `${proto}://${host.slice(4)}${req.url ?? '/'}`, 'content-length': 0 }).end();
  return true;
}

/** The spec's home-page Accept-Language rule (302, Vary: Accept-Language). */
export function homeLocaleRedirect(req: IncomingMessage, res: ServerResponse, pathname: string, opts: EdgeOptions): boolean {
  if (pathname !== '/') return false;
  const locale = homeRedirectLocale(req.headers['accept-language'], opts);
  if (!locale) return false;
  const query = (req.url ?? '/').slice(1); // keep "?…" when present
  res.writeHead(302, { location: `/${locale}${query}`, vary: 'Accept-Language', 'content-length': 0 }).end();
  return true;
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,64}$/;
const COOKIE_SET_MAX_AGE = 7 * 24 * 3600; // the spec's default lifetime of one helper: 7 days

/** `/cookie_set?a=1&b=2` sets each well-formed pair as a cookie and answers an empty 200. */
export function cookieSet(res: ServerResponse, search: URLSearchParams): void {
  const cookies: string[] = [];
  for (const [name, value] of search) {
    if (COOKIE_NAME.test(name) && value.length <= 1024) cookies.push(serializeCookie(name, value, { maxAge: COOKIE_SET_MAX_AGE }));
  }
  res.writeHead(200, { 'set-cookie': cookies, 'content-length': 0, 'cache-control': 'no-store' }).end();
}

/** The token cookie that marks a logged-in visitor (the spec's "token id"). */
export const TOKEN_COOKIE = 'token_id';

/** A protected page without a token cookie → `{locale prefix}/login`. */
export function routeGuard(req: IncomingMessage, res: ServerResponse, pathname: string, opts: EdgeOptions): boolean {
  if (!opts.protectedPages.length) return false;
  if (!opts.protectedPages.includes(opts.pageName(pathname))) return false;
  if (parseCookies(req.headers.cookie)[TOKEN_COOKIE]) return false;
  const [, first] = pathname.split('/');
  const prefix = first && first !== opts.defaultLocale && opts.configured.includes(first) ? `/${first}` : '';
  res.writeHead(302, { location: `${prefix}/login`, 'content-length': 0, 'cache-control': 'no-store' }).end();
  return true;
}
