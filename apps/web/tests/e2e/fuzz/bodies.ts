import { markupPayloads, NUMBERS, ODD_VALUES } from './payloads';
import { prototypeBeacon, prototypeForm, prototypeJson } from './prototype';
import type { Random } from './random';

/** The request bodies the fuzz sends to the site's POST endpoints, and the values in them. */
// No comment has this id: a body that happens to be valid still changes nothing.
export const ADMIN_MODERATION = '/api/admin/comments/999999';
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
export const raw = (s: string) => s.replace(/ /g, '%20');

export function markup(r: Random, mark: string): string {
  return r.pick(markupPayloads(mark));
}

export function textValue(r: Random, mark: string): string {
  const v = r.pick([
    () => markup(r, mark),
    () => r.pick(NUMBERS),
    () => 'x'.repeat(r.int(500, 4000)),
    () => '%zz%E0%A4%A',
    () => '\xff\xfe',
  ]);
  return v();
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
export function fuzzBody(r: Random, path: string, mark: string): { body: string; type: string } {
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
export function prototypeBody(
  r: Random,
  path: string,
  mark: string,
): { body: string; type: string } {
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
