import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PendingSearch } from '@/lib/search-log';
import { readSiteUrl } from '@/lib/site-routes';
import { countSearchWhenAnswered } from './search-count';

// A server that answers like the front would (the status from the query), with the counting
// the front does: what reaches the searches table is what a reader searched.
const LOCALES = { configured: ['ja', 'en'], defaultLocale: 'ja' };
const recorded: PendingSearch[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const site = readSiteUrl(q < 0 ? url : url.slice(0, q), q < 0 ? '' : url.slice(q + 1), LOCALES);
    countSearchWhenAnswered(req, res, site, async (e) => void recorded.push(...e));
    // A query with "rendered" in it stands for a page the render answered (it counts itself).
    res.setHeader('x-page-cache', url.includes('rendered') ? 'MISS' : 'HIT');
    res.writeHead(url.includes('missing') ? 404 : 200).end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

it('counts first-page searches answered 200 from the cache; never renders, prefetches, later pages or 404s', async () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers }).then((r) => r.text());
  await get('/search-result?q=DVD');
  await get('/search-result?q=DVD&page=1');
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
    ['DVD', 'ja', 2, null],
    ['blu-ray', 'en', 1, null],
  ]);
});
