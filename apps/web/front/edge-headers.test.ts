import { describe, expect, it } from 'vitest';
import { SURROGATE_CONTROL, edgeTag } from '@tsuzuri/cache-protocol/edge-tags';
import { edgeHeadersFor } from './edge-headers';
import { buildEntry } from './entry';
import { overtakenEntries } from './page-cache';

const page = (type: string, tags = ['article:a', 'category:dvd']) =>
  buildEntry(Buffer.from('<html></html>'), { 'content-type': type }, tags);

describe('the edge headers of a stored page', () => {
  it('list its tags for xkey, Surrogate-Key and Cache-Tag, with Surrogate-Control', async () => {
    const h = edgeHeadersFor(await page('text/html; charset=utf-8'), 'HIT', 200);
    expect(h.xkey).toBe('article:a category:dvd site');
    expect(h['surrogate-key']).toBe(h.xkey);
    expect(h['cache-tag']).toBe(h.xkey);
    expect(h['surrogate-control']).toBe(SURROGATE_CONTROL);
    expect(SURROGATE_CONTROL).toMatch(
      /^max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    );
  });

  it('are sent on client-router payloads, rendered now or from the cache', async () => {
    expect(edgeHeadersFor(await page('text/x-component'), 'MISS', 200).xkey).toBeDefined();
  });

  it('are never sent on a stale copy, a non-200 or what an edge must not store', async () => {
    expect(edgeHeadersFor(await page('text/html'), 'STALE', 200)).toEqual({});
    expect(edgeHeadersFor(await page('text/html'), 'HIT', 404)).toEqual({});
    expect(edgeHeadersFor(await page('image/png'), 'HIT', 200)).toEqual({});
    expect(edgeHeadersFor(await page('application/xml'), 'HIT', 200)).toEqual({});
  });

  it('are never sent on a render a purge overtook (answered, not stored)', async () => {
    const entry = await page('text/html');
    overtakenEntries.add(entry);
    expect(edgeHeadersFor(entry, 'MISS', 200)).toEqual({});
  });

  it('spell a tag so that a space, a comma or a non-Latin-1 letter cannot split or break it', async () => {
    expect(edgeTag('list:latest:ja')).toBe('list:latest:ja');
    expect(edgeTag('article:a b,c')).toBe('article:a%20b%2Cc');
    expect(edgeTag('article:画質')).toBe('article:%E7%94%BB%E8%B3%AA');
    const h = edgeHeadersFor(await page('text/html', ['article:画質', 'article:画質']), 'HIT', 200);
    expect(h.xkey).toBe('article:%E7%94%BB%E8%B3%AA site');
  });
});
