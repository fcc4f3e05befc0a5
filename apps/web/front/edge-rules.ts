import type { IncomingMessage, ServerResponse } from 'node:http';
import { isReservedCookieName } from '@tsuzuri/tracker/identity-cookies';
import { localePrefix } from '@/lib/locale-path';
import type { SiteUrl } from '@/lib/site-routes';
import { homeRedirectLocale } from './accept-language';
import { parseCookies, serializeCookie } from './cookies';
import { isConsoleCookieName } from '@/lib/console/paths';

/** What the front decides before any cache lookup; `null` means "go on to the page cache". */
export type EdgeOptions = {
  configured: readonly string[];
  defaultLocale: string;
  /** Tracking page names (site-routes.ts) that need the token cookie. */
  protectedPages: readonly string[];
  /** The site's own domain (SITE_DOMAIN): the only target of the www redirect. */
  domain: string;
};

/** A request the front refuses as malformed: a plain 400 that no cache keeps. */
export function sendBadRequest(res: ServerResponse): void {
  res
    .writeHead(400, {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': 11,
      'cache-control': 'no-store',
    })
    .end('Bad Request');
}

/** The methods the site answers: pages and files (GET, HEAD), forms and APIs (POST). */
const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';

/**
 * The request target as the rest of the front reads it: a path. An absolute-form target
 * (`GET http://host/path`, what clients send to a proxy; a server must accept it, RFC 9112 3.2.2)
 * becomes its path and query, so every rule, the console's routing and headers among them, sees
 * what a browser would have sent (Next redirected such a request to the target's host). The Host
 * header stays the one that counts: this site has one origin, and only the www redirect reads it.
 * Anything else is left for answerTargetThatIsNotAPath.
 */
export function readAbsoluteTarget(req: IncomingMessage): void {
  const target = req.url ?? '/';
  if (target.startsWith('/') || !/^https?:\/\//i.test(target)) return;
  const url = URL.parse(target);
  if (url?.host) req.url = `${url.pathname}${url.search}`;
}

/**
 * A target that is still not a path: `OPTIONS *` asks what the server allows, answered here
 * (Next failed on it with a 500); anything else (`*` with another method, an authority, a bare
 * word, another scheme, an absolute URL without a host) names nothing here → 400.
 */
export function answerTargetThatIsNotAPath(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.url?.startsWith('/')) return false;
  if (req.url === '*' && req.method === 'OPTIONS')
    res.writeHead(204, { allow: ALLOWED_METHODS, 'cache-control': 'no-store' }).end();
  else sendBadRequest(res);
  return true;
}

/**
 * `www.<domain>` → 301 to `<domain>`, same port, path and query. Only the configured domain
 * (SITE_DOMAIN): the Host header is the visitor's to choose, and `Host: www.evil.example` must
 * not make us send anyone to evil.example. The request line must be a path (an absolute-form
 * or `//` target would become another host in Location); anything else goes to "/".
 */
export function wwwRedirect(
  req: IncomingMessage,
  res: ServerResponse,
  domain: string,
  https: boolean,
): boolean {
  const host = (req.headers.host ?? '').toLowerCase();
  if (!host.startsWith('www.')) return false;
  const bare = host.slice(4); // "tsuzuri.example" or "tsuzuri.example:8080"
  if (bare.replace(/:\d{1,5}$/, '') !== domain.toLowerCase()) return false;
  const url = req.url ?? '/';
  const target = url.startsWith('/') && !/^\/[\\/]/.test(url) ? url : '/';
  res
    .writeHead(301, {
      location: `${https ? 'https' : 'http'}://${bare}${target}`,
      'content-length': 0,
    })
    .end();
  return true;
}

/**
 * A path whose percent-encoding does not decode (`/%zz`, `/%ff` — not UTF-8) or that holds a NUL
 * byte names no page: 400 here, before the cache and before Next (which answers such paths
 * with a 500).
 */
export function rejectMalformedPath(res: ServerResponse, pathname: string): boolean {
  if (!pathname.includes('%')) return false;
  try {
    if (!decodeURIComponent(pathname).includes('\0')) return false;
  } catch {}
  sendBadRequest(res);
  return true;
}

/** The home-page Accept-Language rule (302, Vary: Accept-Language; docs/product.md#locales). */
export function homeLocaleRedirect(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  opts: EdgeOptions,
): boolean {
  if (pathname !== '/') return false;
  const locale = homeRedirectLocale(req.headers['accept-language'], opts);
  if (!locale) return false;
  const query = (req.url ?? '/').slice(1); // keep "?…" when present
  res
    .writeHead(302, {
      location: `/${locale}${query}`,
      vary: 'Accept-Language',
      'content-length': 0,
    })
    .end();
  return true;
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,64}$/;
/** The cross-site request token's cookie name: kept out of reach of links like the identity cookies. */
const CSRF_COOKIE = 'csrf_token';
export const COOKIE_SET_MAX_AGE = 7 * 24 * 3600; // the short default cookie lifetime (docs/product.md#cookie_set)
/** Cookies one link may set. */
const COOKIE_SET_MAX_COUNT = 20;
/** One cookie, `name=value` as the browser sends it back (after encoding: a "+" is 3 bytes). */
const COOKIE_SET_MAX_PAIR = 1024;
/**
 * What the visitor's whole Cookie header may reach through this path. Node refuses request
 * heads over 16 KB with 431: the visitor's other headers and the site's own cookies must fit
 * beside it, every time, however many such links they follow.
 */
export const COOKIE_JAR_BUDGET = 6 * 1024;

/**
 * `/cookie_set?a=1&b=2` sets each well-formed pair as a cookie and answers an empty 200. Not
 * HttpOnly: page scripts (the tracker) set cookies through it to read them back. A link to this
 * path must not let a stranger plant the site's identity or login cookies (the tracker's list,
 * `IDENTITY_COOKIES`, the CSRF cookie, the console's cookies, cookie-prefix names), nor make the visitor's cookies so
 * large that every later request is refused (431): pairs are measured as sent back, and a pair
 * that would take the visitor's cookies over COOKIE_JAR_BUDGET is left out.
 */
export function cookieSet(
  req: IncomingMessage,
  res: ServerResponse,
  search: URLSearchParams,
  secure: boolean,
): void {
  const held = new Map<string, number>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) held.set(part.slice(0, eq).trim(), part.trim().length);
  }
  const size = () => [...held.values()].reduce((sum, n) => sum + n + 2, 0);
  const cookies: string[] = [];
  for (const [name, value] of search) {
    if (cookies.length >= COOKIE_SET_MAX_COUNT) break;
    if (
      !COOKIE_NAME.test(name) ||
      isReservedCookieName(name, [CSRF_COOKIE]) ||
      isConsoleCookieName(name)
    )
      continue;
    const cookie = serializeCookie(name, value, { maxAge: COOKIE_SET_MAX_AGE, secure });
    const pair = cookie.slice(0, cookie.indexOf(';')).length;
    if (pair > COOKIE_SET_MAX_PAIR) continue;
    const before = held.get(name);
    held.set(name, pair);
    if (size() > COOKIE_JAR_BUDGET) {
      if (before === undefined) held.delete(name);
      else held.set(name, before);
      continue;
    }
    cookies.push(cookie);
  }
  res
    .writeHead(200, { 'set-cookie': cookies, 'content-length': 0, 'cache-control': 'no-store' })
    .end();
}

/** The token cookie that marks a logged-in visitor (docs/product.md#route-guard). */
export const TOKEN_COOKIE = 'token_id';

/** A protected page without a token cookie → `{locale prefix}/login`. */
export function routeGuard(
  req: IncomingMessage,
  res: ServerResponse,
  url: SiteUrl,
  opts: EdgeOptions,
): boolean {
  if (!opts.protectedPages.length) return false;
  if (!opts.protectedPages.includes(url.pageName)) return false;
  if (parseCookies(req.headers.cookie)[TOKEN_COOKIE]) return false;
  res
    .writeHead(302, {
      location: `${localePrefix(url.locale, opts.defaultLocale)}/login`,
      'content-length': 0,
      'cache-control': 'no-store',
    })
    .end();
  return true;
}
