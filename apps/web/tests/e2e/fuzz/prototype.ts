import type { Random } from './random';

/**
 * Prototype keys in every shape a parser meets them (docs/security.md, "Prototype keys"):
 * form and query names that nest into `__proto__`, JSON objects carrying one at any depth or
 * spelled with escapes, cookie and header names. A parser that writes one of them into a plain
 * object pollutes Object.prototype, and every later render of that worker fails — which the
 * checks after the storm would see.
 */

/** What a polluted prototype would carry: `x` is a name Next's renderer trips over. */
const PROPS = ['x', 'polluted', 'status', 'layout', 'children', 'length', 'href', 'event'];
const NESTS = [
  'a',
  'install',
  'event_target',
  'ga_ids',
  'pids',
  'ab_try_list',
  'name',
  'q',
  'page',
  'category',
];

/** A form or query name: `__proto__[x]`, `a[__proto__][x]`, `constructor[prototype][x]`, … */
export function prototypeName(r: Random): string {
  const p = r.pick(PROPS);
  const n = r.pick(NESTS);
  return r.pick([
    `__proto__[${p}]`,
    '__proto__[]',
    '__proto__',
    'constructor',
    'prototype',
    `prototype[${p}]`,
    `constructor[prototype][${p}]`,
    `${n}[__proto__][${p}]`,
    `${n}[constructor][prototype][${p}]`,
    `${n}[__proto__]`,
    `${n}[constructor]`,
    `${n}[prototype]`,
    `__proto__.${p}`,
    `constructor.prototype.${p}`,
    `${n}[][__proto__][${p}]`,
  ]);
}

/** Form pairs with prototype names among `fields` (all URL-encoded, or the brackets left raw). */
export function prototypeForm(r: Random, fields: Record<string, string>): string {
  const pairs = Object.entries(fields).map(
    ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
  );
  for (let i = r.int(1, 3); i > 0; i--) {
    const name = prototypeName(r);
    const value = r.pick([
      '1',
      '{"x":1}',
      '{"__proto__":{"polluted":1}}',
      '%7B%22__proto__%22%3A%7B%22x%22%3A1%7D%7D',
    ]);
    pairs.splice(
      r.int(0, pairs.length),
      0,
      `${r.chance(0.5) ? encodeURIComponent(name) : name}=${value}`,
    );
  }
  return pairs.join('&');
}

/** A JSON member that would reach a prototype if parsed into a plain object and merged. */
function poison(r: Random): string {
  const p = r.pick(PROPS);
  return r.pick([
    `"__proto__":{"${p}":1}`,
    `"constructor":{"prototype":{"${p}":1}}`,
    `"prototype":{"${p}":1}`,
    `"\\u005f_proto__":{"${p}":1}`,
    `"__proto__":[{"${p}":1}]`,
    `"__proto__":"${p}"`,
    `"constructor":{"${p}":1}`,
    `"__\\u0070roto__":{"${p}":1}`,
  ]);
}

/** `fields` as JSON text with a prototype key at the top, in a nested object or inside an array. */
export function prototypeJson(r: Random, fields: Record<string, unknown>): string {
  const rest = JSON.stringify(fields).slice(1, -1);
  const tail = rest ? `,${rest}` : '';
  const where = r.int(0, 3);
  if (where === 0) return `{${poison(r)}${tail}}`;
  if (where === 1) return `{"${r.pick(NESTS)}":{${poison(r)}}${tail}}`;
  if (where === 2) return `{"${r.pick(NESTS)}":[{${poison(r)}},{"a":{${poison(r)}}}]${tail}}`;
  return `{${rest}${rest ? ',' : ''}${poison(r)}}`;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** An /api/web/report body shaped as the tracker sends it, with the poison in the wrapper or the event. */
export function prototypeBeacon(r: Random, mark: string): string {
  const event = {
    event: r.pick(['page_view', 'click', 'page_scroll']),
    url: `http://127.0.0.1/fuzz-${mark}`,
  };
  const inEvent = r.chance(0.6);
  const data = b64(inEvent ? prototypeJson(r, event) : JSON.stringify(event));
  const wrapper = { data, mode: r.pick(['beacon', 'post']), upload_id: `fuzz-${mark}` };
  return b64(inEvent ? JSON.stringify(wrapper) : prototypeJson(r, wrapper));
}

/** A Cookie header whose names (or the guest cookie's JSON) are prototype keys. */
export function prototypeCookies(r: Random): string {
  const p = r.pick(PROPS);
  return r.pick([
    `__proto__=${p}; constructor=1; prototype=2`,
    `__proto__[${p}]=1; token_id=t`,
    `constructor[prototype][${p}]=1`,
    `guest=${encodeURIComponent(`{"created_at":1,${poison(r)}}`)}`,
    `sidebarAB=a; __proto__=%7B%22${p}%22%3A1%7D; resourceBannerAB=b`,
  ]);
}

/** Header names a parser might copy into an object. */
export function prototypeHeaders(r: Random): Record<string, string> {
  // Own properties on a prototype-less object: `{ __proto__: … }` in a literal would set the prototype instead.
  const h = Object.create(null) as Record<string, string>;
  for (const name of r.some(['__proto__', 'constructor', 'prototype', 'x-__proto__'], 3))
    h[name] = `${r.pick(PROPS)}=1`;
  return h;
}
