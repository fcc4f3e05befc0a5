import {
  ACCEPT_LANGUAGES,
  BASE_PATHS,
  HOSTS,
  NUMBERS,
  PATH_FRAGMENTS,
  QUERY_KEYS,
  ROUTER_TREES,
  RSC_SEGMENTS,
} from './payloads';
import { prototypeCookies, prototypeHeaders, prototypeName } from './prototype';
import { type Random, seededRandom } from './random';
import { fuzzBody, markup, POST_ENDPOINTS, raw, textValue } from './bodies';

/** One generated request; `mark` is the token its markup carries (see reflectedMarkup). */
export type FuzzCase = {
  id: number;
  kind: 'path' | 'query' | 'headers' | 'body';
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Each request comes from its own loopback address: no rate limit is shared with other specs. */
  localAddress: string;
  mark: string;
};

/** The e2e sites' admin token: admin endpoints parse their bodies and queries only past it. */
export const FUZZ_ADMIN = { authorization: 'Bearer e2e-admin-token-0123456789' };
function fuzzPath(r: Random, mark: string): string {
  let path = r.pick(BASE_PATHS);
  for (const fragment of r.some(PATH_FRAGMENTS, 3))
    path += (path.endsWith('/') ? '' : '/') + fragment;
  if (r.chance(0.3))
    path += `/${r.chance(0.5) ? encodeURIComponent(markup(r, mark)) : raw(markup(r, mark))}`;
  if (r.chance(0.05)) path += `/${'a'.repeat(r.int(2000, 9000))}`;
  if (r.chance(0.05)) path += '/a'.repeat(r.int(100, 800));
  // The request line's other forms: absolute (what a client sends a proxy), and junk.
  if (r.chance(0.04)) return `${r.pick(['http', 'HTTPS', 'ftp'])}://${r.pick(HOSTS)}${path}`;
  if (r.chance(0.01)) return r.pick(['*', 'x', 'evil.example:443']);
  return path;
}

function fuzzQuery(r: Random, mark: string): string {
  const base = r.pick([
    '/search-result',
    '/search-result',
    '/by-latest',
    '/by-popularity',
    '/blog',
    '/dvd',
    '/category/list',
    '/',
    '/cookie_set',
    '/en/search-result',
    '/article/recently_top_article',
    '/api/admin/comments',
    '/api/admin/stats',
    '/api/admin/messages',
  ]);
  const pairs: string[] = [];
  if (base.endsWith('search-result'))
    pairs.push(
      `q=${r.chance(0.7) ? encodeURIComponent(markup(r, mark)) : raw(textValue(r, mark))}`,
    );
  for (const key of r.some(QUERY_KEYS, 4)) {
    const value = r.chance(0.5) ? r.pick(NUMBERS) : textValue(r, mark);
    pairs.push(`${key}=${r.chance(0.6) ? encodeURIComponent(value) : raw(value)}`);
  }
  if (r.chance(0.3))
    pairs.splice(
      r.int(0, pairs.length),
      0,
      `${r.chance(0.5) ? encodeURIComponent(prototypeName(r)) : prototypeName(r)}=${encodeURIComponent(r.pick(NUMBERS))}`,
    );
  return `${base}?${pairs.join('&')}`;
}

function fuzzHeaders(r: Random, mark: string): Record<string, string> {
  const h: Record<string, string> = {};
  const add: Record<string, () => string> = {
    'accept-language': () => (r.chance(0.2) ? markup(r, mark) : r.pick(ACCEPT_LANGUAGES)),
    cookie: () =>
      r.pick([
        () => `sidebarAB=${raw(markup(r, mark))}; resourceBannerAB=c`,
        () => 'recently_viewed=%E0%A4%A; token_id=%ff',
        () => `x=${'a'.repeat(r.int(1000, 12000))}`,
        () => Array.from({ length: 300 }, (_, i) => `c${i}=${i}`).join('; '),
        () => '=;=;;; ;%ff=%ff; \xff=\xfe',
        () => prototypeCookies(r),
        () => prototypeCookies(r),
      ])(),
    host: () => r.pick(HOSTS),
    rsc: () => r.pick(['1', '0', 'x']),
    'next-router-state-tree': () => r.pick(ROUTER_TREES),
    'next-router-prefetch': () => r.pick(['1', '2', 'x']),
    'next-router-segment-prefetch': () => r.pick(RSC_SEGMENTS),
    'next-url': () => r.pick(['/dvd', '//evil.example', '%zz', raw(markup(r, mark))]),
    'x-forwarded-for': () => r.pick(['', 'x, y', '999.1.1.1', raw(markup(r, mark))]),
    'x-forwarded-proto': () => r.pick(['https', 'javascript', '']),
    'x-forwarded-host': () => r.pick(['evil.example', '\xff']),
    'user-agent': () =>
      r.pick(['Mozilla/5.0 (iPhone)', 'Googlebot', 'x'.repeat(5000), markup(r, mark)]),
    'if-none-match': () => r.pick(['*', '"x"', 'W/"', '\xff']),
    'accept-encoding': () => r.pick(['br', 'gzip', 'identity;q=0', '*', 'br;q=x, gzip']),
    range: () => r.pick(['bytes=0-10', 'bytes=-5', 'bytes=9999999-', 'lines=1-2']),
  };
  for (const name of r.some(Object.keys(add), 5)) h[name] = add[name]();
  return r.chance(0.15) ? Object.assign(prototypeHeaders(r), h) : h;
}

export function generateCases(seed: number, count: number): FuzzCase[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, (_, id) => {
    const mark = `${seed}_${id}`;
    const localAddress = `127.${r.int(1, 254)}.${r.int(0, 255)}.${r.int(1, 254)}`;
    const roll = r.next();
    if (roll < 0.18)
      return {
        id,
        kind: 'path',
        method: r.pick(['GET', 'GET', 'GET', 'HEAD']),
        path: fuzzPath(r, mark),
        headers: {},
        localAddress,
        mark,
      };
    if (roll < 0.36) {
      const path = fuzzQuery(r, mark);
      return {
        id,
        kind: 'query',
        method: 'GET',
        path,
        headers: path.startsWith('/api/admin') && r.chance(0.8) ? { ...FUZZ_ADMIN } : {},
        localAddress,
        mark,
      };
    }
    if (roll < 0.52) {
      const path = r.chance(0.7) ? r.pick(BASE_PATHS) : fuzzQuery(r, mark);
      const headers = fuzzHeaders(r, mark);
      return {
        id,
        kind: 'headers',
        method: r.chance(0.9)
          ? 'GET'
          : r.pick(['HEAD', 'OPTIONS', 'DELETE', 'PUT', 'PATCH', 'TRACE']),
        path: r.chance(0.02) ? '*' : path,
        headers,
        localAddress,
        mark,
      };
    }
    // Posts (about half of all cases: they cost no render) go to the endpoints, and sometimes to
    // pages (Next looks for a server action there).
    const path = r.chance(0.85)
      ? r.pick(POST_ENDPOINTS)
      : r.pick(['/contact', '/dvd', '/best-free-dvd-software']);
    const { body, type } = fuzzBody(r, path, mark);
    const headers: Record<string, string> = {
      'content-type': type,
      ...(path.startsWith('/api/admin') && r.chance(0.8) ? FUZZ_ADMIN : {}),
    };
    if (!POST_ENDPOINTS.includes(path) || r.chance(0.1))
      headers['next-action'] = r.pick(['0'.repeat(40), 'x', raw(markup(r, mark))]);
    return { id, kind: 'body', method: 'POST', path, headers, body, localAddress, mark };
  });
}
