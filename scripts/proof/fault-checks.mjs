// The fault proof's measurements: per-phase tallies, the answers forms gave, and the checks that
// a service which came back is in use again (a purge reaches both instances; a form is stored).
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../lib/setup.mjs';
import { createTally } from './load-client.mjs';
import { get, pollUntil } from './http.mjs';

/** The texts a form answers with when nothing was stored (the site's default locale, ja; docs/product.md#messages). */
export function formFailureTexts() {
  const read = (file) =>
    JSON.parse(fs.readFileSync(path.join(root, 'apps', 'web', 'messages', file), 'utf8'));
  return {
    comment: read('ja.comments.json').comments.errors.failed,
    contact: read('ja.contact.json').contactForm.errors.network,
  };
}

/** Phases of one load run: record() goes to the current phase, form answers are kept by text. */
export function createPhases() {
  const phases = [];
  let current;
  const begin = (name) => {
    current = { name, tally: createTally(), forms: { comment: {}, contact: {} } };
    phases.push(current);
    return current;
  };
  begin('start');
  return {
    phases,
    begin,
    tally: { record: (...args) => current.tally.record(...args) },
    /** Wraps a request so a form's non-2xx answer is counted by status and message. */
    watchForms(request) {
      if (request.kind !== 'comment' && request.kind !== 'contact') return request;
      const phase = current;
      const inner = request.onAnswer;
      return {
        ...request,
        onAnswer(answer) {
          inner?.(answer);
          if (answer.status >= 200 && answer.status < 300) return;
          let message = '';
          try {
            message = JSON.parse(answer.body).message ?? '';
          } catch {}
          const key = `${answer.status} ${message}`;
          phase.forms[request.kind][key] = (phase.forms[request.kind][key] ?? 0) + 1;
        },
      };
    },
  };
}

/**
 * Purges `tag` through the cache service and resolves with the ms until both instances stopped
 * answering `page` as a fresh hit (the purge crossed the feed), or with why not within withinMs.
 */
export async function purgeReachesAll({ urls, cacheUrl, adminKey, domain, page, tag }, withinMs) {
  const started = Date.now();
  const left = () => withinMs - (Date.now() - started);
  const state = (r) => `${r.status} ${r.headers.get('x-page-cache') ?? ''}`.trim();
  for (const url of urls) {
    const held = await pollUntil(
      () => get(`${url}${page}`),
      (r) => r.headers.get('x-page-cache') === 'HIT',
      left(),
    );
    if (held.headers.get('x-page-cache') !== 'HIT')
      return { failed: `${url}${page} never became a hit again (last: ${state(held)})` };
  }
  const purgeUrl = `${cacheUrl}/purge?domain=${encodeURIComponent(domain)}&tags=${encodeURIComponent(tag)}`;
  const purged = await pollUntil(
    () => get(purgeUrl, { method: 'POST', headers: { 'x-cache-admin-key': adminKey } }, 2000),
    (r) => r.status === 200,
    left(),
  );
  if (purged.status !== 200)
    return {
      failed: `the cache service refused the purge (last: ${purged.status} ${purged.text.slice(0, 80)})`,
    };
  for (const url of urls) {
    const seen = await pollUntil(
      () => get(`${url}${page}`),
      (r) => r.status === 200 && r.headers.get('x-page-cache') !== 'HIT',
      left(),
    );
    if (seen.headers.get('x-page-cache') === 'HIT')
      return { failed: `${url} still served ${page} as a fresh hit after the purge` };
  }
  return { ms: Date.now() - started };
}

/** Resolves with the ms until a comment posted on every instance is answered 200, or why not. */
export async function formsWorkOnAll(urls, runId, withinMs) {
  const started = Date.now();
  let n = 0;
  for (const url of urls) {
    const post = () =>
      get(`${url}/api/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.19.0.${++n % 250}` },
        body: JSON.stringify({
          slug: 'blu-ray-disc-basics',
          locale: 'ja',
          name: '復旧確認',
          email: 'recovery@example.com',
          body: `recovery ${runId} ${n}`,
        }),
      });
    const answer = await pollUntil(
      post,
      (r) => r.status === 200,
      withinMs - (Date.now() - started),
    );
    if (answer.status !== 200) return { failed: `${url} still answers comments ${answer.status}` };
  }
  return { ms: Date.now() - started };
}

const b64 = (s) => Buffer.from(s, 'utf8').toString('base64');
const JSON_TYPE = ['content-type', 'application/json'];
const FORM_TYPE = ['content-type', 'application/x-www-form-urlencoded'];

/**
 * One request per format a parser of visitor input reads — form, JSON, base64 beacon, query,
 * cookies, headers — each carrying `__proto__`, `constructor` or `prototype` keys (header lists
 * as pairs: `{ __proto__: … }` in an object literal would set a prototype, not a header).
 */
function prototypeKeyRequests(adminToken, address) {
  const from = ['x-forwarded-for', address];
  const admin = ['authorization', `Bearer ${adminToken}`];
  const beacon = (wrapper) => b64(wrapper);
  return [
    {
      what: 'v2 form',
      method: 'POST',
      path: '/v2/report',
      headers: [FORM_TYPE, from],
      body: '__proto__[x]=1&constructor[prototype][x]=1&install[__proto__][x]=1',
    },
    {
      what: 'beacon',
      method: 'POST',
      path: '/api/web/report',
      headers: [from],
      body: beacon(
        `{"data":"${b64('{"event":"page_view","__proto__":{"x":1}}')}","mode":"beacon","upload_id":"proto-1"}`,
      ),
    },
    {
      what: 'beacon wrapper',
      method: 'POST',
      path: '/api/web/report',
      headers: [from],
      body: beacon(
        `{"__proto__":{"x":1},"data":"${b64('{"event":"click"}')}","mode":"post","upload_id":"proto-2"}`,
      ),
    },
    {
      what: 'comment JSON',
      method: 'POST',
      path: '/api/comments',
      headers: [JSON_TYPE, from],
      body: '{"__proto__":{"x":1},"constructor":{"prototype":{"x":1}},"slug":"no-such","locale":"ja"}',
    },
    {
      what: 'comment form',
      method: 'POST',
      path: '/api/comments',
      headers: [FORM_TYPE, from],
      body: '__proto__[x]=1&a[__proto__][x]=1',
    },
    {
      what: 'contact JSON',
      method: 'POST',
      path: '/api/contact',
      headers: [JSON_TYPE, from],
      body: '{"reason":"x","\\u005f_proto__":{"x":1}}',
    },
    {
      what: 'push register',
      method: 'POST',
      path: '/index.php/sub/register',
      headers: [JSON_TYPE, from],
      body: '{"__proto__":{"x":1},"language":"ja"}',
    },
    {
      what: 'admin JSON',
      method: 'POST',
      path: '/api/admin/comments/999999',
      headers: [JSON_TYPE, admin],
      body: '{"__proto__":{"action":"approve"}}',
    },
    {
      what: 'query',
      method: 'GET',
      path: '/search-result?q=proto&__proto__[x]=1&constructor[prototype][x]=1',
      headers: [],
    },
    {
      what: 'cookies',
      method: 'GET',
      path: '/search-result?q=proto-cookie',
      headers: [['cookie', '__proto__=x; constructor=1; prototype=2']],
    },
    {
      what: 'headers',
      method: 'GET',
      path: '/?proto-headers=1',
      headers: [
        ['__proto__', 'x=1'],
        ['constructor', 'x=1'],
        ['prototype', 'x=1'],
      ],
    },
  ];
}

const RENDERED_PAGES = ['/', '/best-free-dvd-software', '/search-result?q=DVD', '/contact'];

/**
 * Sends prototype keys in every format to every instance, then renders each page afresh (the
 * locale's tag purged, as a content write does) on every instance: resolves with what answered
 * 5xx or did not render, an empty list when nothing broke. `purge(tags)`: scripts/lib/purge-tags.mjs.
 */
export async function prototypeKeysBreakNothing(urls, adminToken, purge) {
  const problems = [];
  let n = 0;
  for (const url of urls) {
    for (const r of prototypeKeyRequests(adminToken, `198.18.${++n}.1`)) {
      const answer = await get(`${url}${r.path}`, {
        method: r.method,
        headers: r.headers,
        body: r.body,
      });
      if (answer.status === 0 || answer.status >= 500)
        problems.push(`${url} ${r.what}: ${answer.status} ${answer.text.slice(0, 100)}`);
    }
  }
  for (const url of urls) {
    await purge(['locale:ja']);
    await sleep(50); // the fronts hear it over the purge feed
    for (const page of RENDERED_PAGES) {
      const answer = await get(`${url}${page}`, {}, 30_000);
      if (answer.status !== 200)
        problems.push(`${url}${page} answered ${answer.status} after the prototype keys`);
    }
  }
  return problems;
}
