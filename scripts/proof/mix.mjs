// The proofs' traffic: cached pages, uncached pages (fresh searches, and the search page with a
// `page` value no cache holds: a page's key keeps only the parameters it reads, and the search
// reads a page that is not a number as page 1), tracker beacons, comments and contact messages.
// Every beacon and form carries the run id and a number, so what was answered can be matched with
// what was stored.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib/setup.mjs';

/** Published Japanese seed articles (their slugs are their URLs). */
export function seedArticlePaths(limit = 12) {
  const dir = path.join(root, 'packages', 'content', 'seed', 'articles');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md') && !f.endsWith('.en.md'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((text) => /^status: published$/m.test(text))
    .map((text) => `/${/^slug: (.+)$/m.exec(text)[1].trim()}`)
    .slice(0, limit);
}

export const CACHED_PAGES = [
  '/',
  '/by-latest',
  '/by-popularity',
  '/blog',
  '/blu-ray',
  '/dvd',
  '/pagelink',
  ...seedArticlePaths(),
];
const SEARCH_WORDS = [
  'DVD',
  'ブルーレイ',
  '画質',
  '変換',
  'コピー',
  '4K',
  '動画',
  '再生',
  'ISO',
  '編集',
];
// Returning visitors: the A/B cookies are part of the cache key.
const VISITOR_COOKIES = ['sidebarAB=a; resourceBannerAB=a', 'sidebarAB=b; resourceBannerAB=b'];
const JSON_TYPE = 'application/json';

/** An address from the benchmarking range (RFC 2544), one per submission: a header value only. */
const fakeAddress = (n) => `198.18.${(n >> 8) & 255}.${n & 255}`;

/** The tracker's upload: base64 of {data: base64(payload JSON), mode, upload_id} (issue 5). */
export function beaconBody(runId, n) {
  const payload = {
    event: 'page_view',
    url: `https://tsuzuri.example/blu-ray-disc-basics?run=${runId}`,
    web_version: '1',
    page_load_id: `${runId}-${n}`,
  };
  const wrapper = {
    data: Buffer.from(JSON.stringify(payload)).toString('base64'),
    mode: 'beacon',
    upload_id: `${runId}-${n}`,
  };
  return Buffer.from(JSON.stringify(wrapper)).toString('base64');
}

/**
 * A request factory for a run: weights per kind (summing to anything) → next() for runLoad, plus
 * the numbers of submissions answered 2xx per kind (matched against the database afterwards).
 */
export function createMix(runId, weights) {
  const kinds = Object.entries(weights).filter(([, w]) => w > 0);
  const total = kinds.reduce((s, [, w]) => s + w, 0);
  const accepted = { beacon: new Set(), comment: new Set(), contact: new Set() };
  let seq = 0;
  const remember = (kind, n) => (answer) => {
    if (answer.status >= 200 && answer.status < 300) accepted[kind].add(n);
  };
  // A counted submission (beacon, comment, contact), each from its own address: the site limits
  // submissions per address.
  const submission = (kind, n, path, contentType, body) => ({
    kind,
    method: 'POST',
    path,
    headers: { 'content-type': contentType, 'x-forwarded-for': fakeAddress(n) },
    body,
    onAnswer: remember(kind, n),
  });
  const make = {
    cached: () => ({
      kind: 'cached',
      path: CACHED_PAGES[seq % CACHED_PAGES.length],
      headers: { cookie: VISITOR_COOKIES[seq % 2], 'accept-encoding': 'br' },
    }),
    search: () => ({
      kind: 'search',
      path: `/search-result?q=${encodeURIComponent(`${SEARCH_WORDS[seq % SEARCH_WORDS.length]} ${runId}${seq}`)}`,
    }),
    fresh: () => ({
      kind: 'fresh',
      path: `/search-result?page=${runId}${seq}`,
      headers: { cookie: VISITOR_COOKIES[0] },
    }),
    beacon: (n) => submission('beacon', n, '/api/web/report', 'text/plain', beaconBody(runId, n)),
    comment: (n) =>
      submission(
        'comment',
        n,
        '/api/comments',
        JSON_TYPE,
        JSON.stringify({
          slug: 'blu-ray-disc-basics',
          locale: 'ja',
          name: '負荷テスト',
          email: 'load@example.com',
          body: `load ${runId} #${n}`,
        }),
      ),
    contact: (n) =>
      submission(
        'contact',
        n,
        '/api/contact',
        JSON_TYPE,
        JSON.stringify({
          reason: 'review',
          email: 'load@example.com',
          name: '負荷テスト',
          subject: `load ${runId} #${n}`,
          message: 'これは負荷試験の問い合わせです。保存されたか数えます。',
          locale: 'ja',
        }),
      ),
  };
  return {
    accepted,
    next() {
      const n = seq++;
      let r = (n * 0.6180339887) % 1; // evenly spread, reproducible
      for (const [kind, w] of kinds) {
        r -= w / total;
        if (r < 0) return make[kind](n);
      }
      return make[kinds[0][0]](n);
    },
  };
}
