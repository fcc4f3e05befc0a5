import {
  ACCEPT_LANGUAGES,
  BASE_PATHS,
  HOSTS,
  markupPayloads,
  NUMBERS,
  ODD_VALUES,
  PATH_FRAGMENTS,
  QUERY_KEYS,
  ROUTER_TREES,
  RSC_SEGMENTS,
} from './payloads';
import {
  prototypeBeacon,
  prototypeCookies,
  prototypeForm,
  prototypeHeaders,
  prototypeJson,
  prototypeName,
} from './prototype';
import { type Random, seededRandom } from './random';

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
// No comment has this id: a body that happens to be valid still changes nothing.
const ADMIN_MODERATION = '/api/admin/comments/999999';
export const POST_ENDPOINTS = [
  '/api/comments',
  '/api/contact',
  '/api/web/report',
  '/v2/report',
  '/index.php/sub/register',
  '/index.php/sub/unregister',
  ADMIN_MODERATION,
];
// Comments for an article that does not exist are validated in full and never stored.
const NO_ARTICLE = 'fuzz-no-such-article';

/** Spaces cannot go raw on a request line; the rest of the markup can. */
const raw = (s: string) => s.replace(/ /g, '%20');

function markup(r: Random, mark: string): string {
  return r.pick(markupPayloads(mark));
}

function textValue(r: Random, mark: string): string {
  const v = r.pick([
    () => markup(r, mark),
    () => r.pick(NUMBERS),
    () => 'x'.repeat(r.int(500, 4000)),
    () => '%zz%E0%A4%A',
    () => '\xff\xfe',
  ]);
  return v();
}

function fuzzPath(r: Random, mark: string): string {
  let path = r.pick(BASE_PATHS);
  for (const fragment of r.some(PATH_FRAGMENTS, 3))
    path += (path.endsWith('/') ? '' : '/') + fragment;
  if (r.chance(0.3))
    path += `/${r.chance(0.5) ? encodeURIComponent(markup(r, mark)) : raw(markup(r, mark))}`;
  if (r.chance(0.05)) path += `/${'a'.repeat(r.int(2000, 9000))}`;
  if (r.chance(0.05)) path += '/a'.repeat(r.int(100, 800));
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

function jsonValue(r: Random, mark: string, depth = 0): unknown {
  if (depth > 3 || r.chance(0.5)) return r.chance(0.5) ? markup(r, mark) : r.pick(ODD_VALUES);
  if (r.chance(0.5))
    return Array.from({ length: r.int(0, 4) }, () => jsonValue(r, mark, depth + 1));
  return Object.fromEntries(
    Array.from({ length: r.int(0, 4) }, () => [
      r.pick(['name', 'email', 'body', 'data', 'event', 'x']),
      jsonValue(r, mark, depth + 1),
    ]),
  );
}

/** A body for one of the POST endpoints: well-shaped with bad values, or malformed outright. */
function fuzzBody(r: Random, path: string, mark: string): { body: string; type: string } {
  const shaped: Record<string, () => unknown> = {
    '/api/comments': () => ({
      name: markup(r, mark),
      email: r.pick(['a@example.jp', markup(r, mark), 'x']),
      body: markup(r, mark),
      slug: NO_ARTICLE,
      locale: r.pick(['ja', 'en', 'xx', markup(r, mark)]),
    }),
    // Never a valid message (no such reason): validated in full, never stored.
    '/api/contact': () => ({
      reason: r.pick(['fuzz', markup(r, mark)]),
      email: 'a@example.jp',
      name: markup(r, mark),
      subject: markup(r, mark),
      message: markup(r, mark).repeat(3),
    }),
    '/api/web/report': () =>
      Buffer.from(
        JSON.stringify({
          data: { event: r.pick(['page_view', 'click', markup(r, mark)]), url: `/fuzz-${mark}` },
          mode: 1,
          upload_id: mark,
        }),
      ).toString('base64'),
    '/v2/report': () =>
      `event=${encodeURIComponent(markup(r, mark))}&pids[]=${encodeURIComponent('{"x":1}')}&url=%zz`,
    '/index.php/sub/register': () => ({
      language: markup(r, mark),
      diff_time: 'x',
      endpoint: `javascript:alert(${mark})`,
      auth: '',
      pdhkey: '\ud800',
    }),
  };
  if (r.chance(0.4)) return prototypeBody(r, path, mark);
  const kind = r.int(0, 6);
  if (kind <= 2) {
    const v = shaped[path]?.() ?? jsonValue(r, mark);
    return typeof v === 'string'
      ? {
          body: v,
          type: path === '/v2/report' ? 'application/x-www-form-urlencoded' : 'text/plain',
        }
      : { body: JSON.stringify(v), type: 'application/json' };
  }
  if (kind === 3)
    return {
      body: JSON.stringify(jsonValue(r, mark)),
      type: r.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']),
    };
  if (kind === 4)
    return {
      body: r.pick([
        '{',
        '{"name":',
        '[1,2',
        '\xff\xfe{}',
        '{"__proto__":{"polluted":1}}',
        '%zz=%E0',
        'a=1&a=2&a[]=3',
      ]),
      type: r.pick([
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]),
    };
  if (kind === 5)
    return {
      body: `--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n${markup(r, mark)}\r\n--x--`,
      type: r.pick(['multipart/form-data; boundary=x', 'multipart/form-data']),
    };
  return {
    body: '['.repeat(r.int(1000, 5000)) + 'x'.repeat(r.chance(0.3) ? 600_000 : 10),
    type: 'application/json',
  };
}

const FORM = 'application/x-www-form-urlencoded';

/** A body with prototype keys in the format the endpoint reads, otherwise well formed. */
function prototypeBody(r: Random, path: string, mark: string): { body: string; type: string } {
  if (path === '/api/web/report') return { body: prototypeBeacon(r, mark), type: 'text/plain' };
  if (path === '/v2/report')
    return {
      body: prototypeForm(r, {
        event: r.pick(['page_view', 'click']),
        url: `/fuzz-${mark}`,
        'install[app_id]': 'a',
      }),
      type: FORM,
    };
  const fields: Record<string, Record<string, string>> = {
    '/api/comments': {
      name: 'ファズ',
      email: 'a@example.jp',
      body: `本文 ${mark}`,
      slug: NO_ARTICLE,
      locale: 'ja',
    },
    '/api/contact': {
      reason: 'fuzz',
      email: 'a@example.jp',
      name: 'ファズ',
      subject: mark,
      message: 'x'.repeat(30),
    },
    '/index.php/sub/register': {
      language: 'ja',
      endpoint: 'https://push.invalid/x',
      auth: 'a',
      pdhkey: 'b',
      diff_time: '0',
    },
    '/index.php/sub/unregister': { endpoint: 'https://push.invalid/x' },
    [ADMIN_MODERATION]: { action: r.pick(['approve', 'spam']) },
  };
  const own = fields[path] ?? { name: mark };
  // Forms go where a form is read (the comment and contact APIs, a page's server action).
  if (r.chance(path.startsWith('/index.php') || path === ADMIN_MODERATION ? 0.1 : 0.4))
    return { body: prototypeForm(r, own), type: FORM };
  return {
    body: prototypeJson(r, own),
    type: r.pick(['application/json', 'application/json', 'text/plain']),
  };
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
        path,
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
