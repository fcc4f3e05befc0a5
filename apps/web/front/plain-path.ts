import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendBadRequest } from './edge-rules';

/** `%XX` escapes of the characters a URL never needs to escape (RFC 3986 "unreserved"). */
const ESCAPED_UNRESERVED = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/**
 * The plain form of a request's path: escaped unreserved characters decoded (`%64vd` → `/dvd`,
 * `%2e` → `.`) and dot segments removed (RFC 3986, 5.2.4: `/a/../b` → `/b`), never starting with
 * `//` or `/\`, which a Location would read as another host. What browsers send is already plain.
 */
export function plainPath(pathname: string): string {
  const decoded = pathname.replace(ESCAPED_UNRESERVED, (code) =>
    String.fromCharCode(Number.parseInt(code.slice(1), 16)),
  );
  const segments = decoded.split('/').slice(1);
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') out.pop();
      if (last) out.push('');
    } else out.push(segment);
  });
  // Browsers read a leading `/\` as `//`, another host too.
  return `/${out.join('/')}`.replace(/^[/\\]+/, '/');
}

/**
 * A path with dot segments or escaped unreserved characters names the same page as its plain
 * form, and Next resolves it so; but every rule before Next reads the path as sent: the console's
 * headers and its never-cache rule, the page cache's key, the routes. `/./admin/login` was stored
 * as a public page, and `/a1/../dvd`, `/a2/../dvd`… each became a copy of its own. 301 to the
 * plain form for GET and HEAD (query kept), 400 for anything else; true when it answered.
 */
export function redirectToPlainPath(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  search: string,
): boolean {
  // Every dot segment begins "/." (the hot path of a cached page or an asset stops here).
  if (!pathname.includes('/.') && !pathname.includes('%')) return false;
  const plain = plainPath(pathname);
  if (plain === pathname) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendBadRequest(res);
    return true;
  }
  res
    .writeHead(301, {
      location: search ? `${plain}?${search}` : plain,
      'cache-control': 'no-store',
      'content-length': 0,
    })
    .end();
  return true;
}
