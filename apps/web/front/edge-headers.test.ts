import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { SURROGATE_CONTROL, edgeTag } from '@tsuzuri/cache-protocol/edge-tags';
import { edgeHeadersFor } from './edge-headers';
import { buildEntry } from './entry';
import { createFrontHandler } from './handler';
import { overtakenEntries } from './page-cache';
import { listenLocally, testContext } from './testing/front-context';
import { html } from './testing/renders';

const page = (type: string, tags = ['article:a', 'category:dvd']) =>
  buildEntry(Buffer.from('<html></html>'), { 'content-type': type }, tags);

describe('the edge headers of a stored page', () => {
  it('list its tags for xkey, Surrogate-Key and Cache-Tag, with Surrogate-Control', async () => {
    const h = edgeHeadersFor(await page('text/html; charset=utf-8'), 'HIT', 200, true);
    expect(h.xkey).toBe('article:a category:dvd site');
    expect(h['surrogate-key']).toBe(h.xkey);
    expect(h['cache-tag']).toBe(h.xkey);
    expect(h['surrogate-control']).toBe(SURROGATE_CONTROL);
    expect(SURROGATE_CONTROL).toMatch(
      /^max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    );
  });

  it('are sent on client-router payloads, rendered now or from the cache', async () => {
    expect(edgeHeadersFor(await page('text/x-component'), 'MISS', 200, true).xkey).toBeDefined();
  });

  it('are never sent on a stale copy, a non-200 or what an edge must not store', async () => {
    expect(edgeHeadersFor(await page('text/html'), 'STALE', 200, true)).toEqual({});
    expect(edgeHeadersFor(await page('text/html'), 'HIT', 404, true)).toEqual({});
    expect(edgeHeadersFor(await page('image/png'), 'HIT', 200, true)).toEqual({});
    expect(edgeHeadersFor(await page('application/xml'), 'HIT', 200, true)).toEqual({});
  });

  it('are never sent to a request that did not come through the trusted proxy', async () => {
    expect(edgeHeadersFor(await page('text/html'), 'HIT', 200, false)).toEqual({});
  });

  it('are never sent on a render a purge overtook (answered, not stored)', async () => {
    const entry = await page('text/html');
    overtakenEntries.add(entry);
    expect(edgeHeadersFor(entry, 'MISS', 200, true)).toEqual({});
  });

  it('spell a tag so that a space, a comma or a non-Latin-1 letter cannot split or break it', async () => {
    expect(edgeTag('list:latest:ja')).toBe('list:latest:ja');
    expect(edgeTag('article:a b,c')).toBe('article:a%20b%2Cc');
    expect(edgeTag('article:画質')).toBe('article:%E7%94%BB%E8%B3%AA');
    const h = edgeHeadersFor(
      await page('text/html', ['article:画質', 'article:画質']),
      'HIT',
      200,
      true,
    );
    expect(h.xkey).toBe('article:%E7%94%BB%E8%B3%AA site');
  });
});

describe('the front sends the edge headers', () => {
  /** A miss then a hit of one page from a front with or without TRUST_PROXY, as `headers` ask. */
  async function missAndHit(trustProxy: boolean, headers: Record<string, string>) {
    const ctx = testContext({ render: async () => html('<html>page</html>'), trustProxy });
    const server = http.createServer(createFrontHandler(ctx));
    const base = await listenLocally(server);
    try {
      const ask = () =>
        fetch(`${base}/dvd-backup-iso-basics`, { headers: { ...headers, cookie: AB } });
      return [await ask(), await ask()].map((r) => ({
        state: r.headers.get('x-page-cache'),
        xkey: r.headers.get('xkey'),
        tags: ['surrogate-key', 'cache-tag', 'surrogate-control'].map((h) => r.headers.get(h)),
      }));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
  const AB = 'sidebarAB=a; resourceBannerAB=a';

  it('to the trusted proxy (it adds X-Forwarded-For), on the miss it stores and on a hit', async () => {
    const answers = await missAndHit(true, { 'x-forwarded-for': '203.0.113.7' });
    expect(answers.map((a) => a.state)).toEqual(['MISS', 'HIT']);
    for (const a of answers) {
      expect(a.xkey).toMatch(/\barticle:dvd-backup-iso-basics\b.* site$/);
      expect(a.tags.every(Boolean)).toBe(true);
    }
  });

  it('never to a browser that reaches the front directly, nor to one that only claims a proxy', async () => {
    const direct = await missAndHit(true, {});
    const claimed = await missAndHit(false, { 'x-forwarded-for': '203.0.113.7' });
    const notAnAddress = await missAndHit(true, { 'x-forwarded-for': 'unknown' });
    for (const a of [...direct, ...claimed, ...notAnAddress]) {
      expect(a.state).toMatch(/^(MISS|HIT)$/);
      expect(a.xkey).toBeNull();
      expect(a.tags).toEqual([null, null, null]);
    }
  });
});
