// The fault proof's measurements: per-phase tallies, the answers forms gave, and the checks that
// a service which came back is in use again (a purge reaches both instances; a form is stored).
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib/setup.mjs';
import { createTally } from './load-client.mjs';
import { get, pollUntil } from './http.mjs';

/** The spec's texts a form answers with when nothing was stored (the site's default locale, ja). */
export function formFailureTexts() {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(root, 'apps', 'web', 'messages', file), 'utf8'));
  return { comment: read('ja.comments.json').comments.errors.failed, contact: read('ja.contact.json').contactForm.errors.network };
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
    const held = await pollUntil(() => get(`${url}${page}`), (r) => r.headers.get('x-page-cache') === 'HIT', left());
    if (held.headers.get('x-page-cache') !== 'HIT') return { failed: `${url}${page} never became a hit again (last: ${state(held)})` };
  }
  const purgeUrl = `${cacheUrl}/purge?domain=${encodeURIComponent(domain)}&tags=${encodeURIComponent(tag)}`;
  const purged = await pollUntil(() => get(purgeUrl, { method: 'POST', headers: { 'x-cache-admin-key': adminKey } }, 2000), (r) => r.status === 200, left());
  if (purged.status !== 200) return { failed: `the cache service refused the purge (last: ${purged.status} ${purged.text.slice(0, 80)})` };
  for (const url of urls) {
    const seen = await pollUntil(() => get(`${url}${page}`), (r) => r.status === 200 && r.headers.get('x-page-cache') !== 'HIT', left());
    if (seen.headers.get('x-page-cache') === 'HIT') return { failed: `${url} still served ${page} as a fresh hit after the purge` };
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
        body: JSON.stringify({ slug: 'blu-ray-disc-basics', locale: 'ja', name: '復旧確認', email: 'recovery@example.com', body: `recovery ${runId} ${n}` }),
      });
    const answer = await pollUntil(post, (r) => r.status === 200, withinMs - (Date.now() - started));
    if (answer.status !== 200) return { failed: `${url} still answers comments ${answer.status}` };
  }
  return { ms: Date.now() - started };
}
