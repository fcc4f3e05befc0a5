import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { memoryRateLimiter } from '@/lib/abuse/rate-limit';
import { type PendingSearch, SEARCH_COUNT_WINDOW_MS } from '@/lib/search-log';
import { readSiteUrl } from '@/lib/site-routes';
import { countSearchWhenAnswered } from './search-count';

// A server that answers like the front would (the status from the query), with the counting
// the front does: what reaches the searches table is what a reader searched.
const LOCALES = { configured: ['ja', 'en'], defaultLocale: 'ja' };
const recorded: PendingSearch[] = [];
const limiter = memoryRateLimiter(1, SEARCH_COUNT_WINDOW_MS);
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const site = readSiteUrl(q < 0 ? url : url.slice(0, q), q < 0 ? '' : url.slice(q + 1), LOCALES);
    countSearchWhenAnswered(req, res, site, limiter, async (e) => void recorded.push(...e));
    // A query with "rendered" in it stands for a page the render answered (it counts itself).
    res.setHeader('x-page-cache', url.includes('rendered') ? 'MISS' : 'HIT');
    res.writeHead(url.includes('missing') ? 404 : 200).end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

it('counts first-page searches answered 200 from the cache; never renders, prefetches, later pages or 404s', async () => {
  let reader = 0;
  // Each request as another reader (the front has set X-Forwarded-For when this runs)…
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      headers: { 'x-forwarded-for': `203.0.113.${++reader}`, ...headers },
    }).then((r) => r.text());
  await get('/search-result?q=DVD');
  await get('/search-result?q=DVD&page=1');
  // …but this one, who repeats a search 20 times: counted once.
  for (let i = 0; i < 20; i++)
    await get('/search-result?q=DVD', { 'x-forwarded-for': '192.0.2.1' });
  await get('/en/search-result?q=%E3%80%80blu-ray%20');
  await get('/search-result?q=DVD', { rsc: '1', 'next-router-prefetch': '1' });
  await get('/search-result?q=DVD&page=2');
  await get('/search-result?q=missing');
  await get('/search-result?q=');
  await get('/search-result?q=rendered');
  await get('/blu-ray-disc-basics?q=DVD');
  // The counts are written together a few seconds later (search-log.ts).
  await new Promise((r) => setTimeout(r, 5_300));
  expect(
    recorded.map(({ query, locale, searches, results }) => [query, locale, searches, results]),
  ).toEqual([
    ['DVD', 'ja', 3, null],
    ['blu-ray', 'en', 1, null],
  ]);
});
