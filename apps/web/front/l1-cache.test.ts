import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { buildEntry, deserializeEntry, entrySize, identityOf, serializeEntry } from './entry';
import { L1Cache } from './l1-cache';

const page = (text: string, tags: string[] = []) =>
  buildEntry(Buffer.from(text), { 'content-type': 'text/html; charset=utf-8' }, tags);

describe('cache entry', () => {
  it('round-trips through its binary form with all encodings', async () => {
    const text = '<html>こんにちは</html>'.repeat(50);
    const e = await page(text, ['article:a']);
    const back = deserializeEntry(serializeEntry(e));
    expect(back && (await identityOf(back)).toString()).toBe(text);
    expect(back?.br.equals(e.br)).toBe(true);
    expect(back?.gzip.equals(e.gzip)).toBe(true);
    expect(back?.tags).toEqual(['article:a']);
    expect(back?.etag).toBe(e.etag);
    expect(back?.size).toBe(Buffer.byteLength(text));
  });
  it('keeps a page compressed only: readers ask br or gzip, and the uncompressed copy was 3/4 of it', async () => {
    // A 170 KB article page stored as identity + br + gzip took ~240 KB in each cache level.
    const text = `<html>${Array.from({ length: 4000 }, (_, i) => `<p>記事 ${i} の本文</p>`).join('')}</html>`;
    const e = await page(text);
    expect(e.identity.length).toBe(0);
    expect(e.size).toBe(Buffer.byteLength(text));
    expect(gunzipSync(e.gzip).toString()).toBe(text);
    expect((await identityOf(e)).toString()).toBe(text);
    expect(entrySize(e)).toBeLessThan(e.size / 2);
  });
  it('rejects truncated or foreign bytes instead of serving garbage', async () => {
    const bytes = serializeEntry(await page('x'.repeat(100)));
    expect(deserializeEntry(bytes.subarray(0, bytes.length - 3))).toBeNull();
    expect(deserializeEntry(Buffer.from('<html>not an entry</html>'))).toBeNull();
  });
});

describe('L1Cache', () => {
  it('evicts the least recently used entries beyond its byte bound', async () => {
    const one = await page('a'.repeat(2000));
    const cache = new L1Cache(3 * (entrySize(one) + 1)); // + 1-byte keys
    for (const k of ['a', 'b', 'c']) cache.set(k, await page('a'.repeat(2000)));
    cache.get('a'); // a is now the most recent
    cache.set('d', await page('a'.repeat(2000)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
  });
  it('marks tagged entries stale (keeping when) and keeps them servable', async () => {
    const cache = new L1Cache(1e6);
    cache.set('x', await page('x', ['article:x', 'list:latest:ja']));
    cache.set('y', await page('y', ['article:y']));
    expect(cache.markStaleByTags(['article:x'], 1000)).toBe(1);
    expect(cache.get('x')?.staleSince).toBe(1000);
    expect(cache.get('y')?.staleSince).toBeNull();
    // A second purge does not move the moment the copy went stale: the bound runs from the first.
    cache.markStaleByTags(['list:latest:ja'], 2000);
    expect(cache.get('x')?.staleSince).toBe(1000);
    cache.markAllUnverified(3000);
    expect(cache.get('y')).toMatchObject({ staleSince: 3000, unverified: true });
    expect(cache.get('x')?.unverified).toBe(false);
    // A content purge after it makes the copy known-old.
    cache.markStaleByTags(['article:y'], 4000);
    expect(cache.get('y')).toMatchObject({ staleSince: 3000, unverified: false });
  });
  it('drops keys outright and empties itself, returning the bytes', async () => {
    const cache = new L1Cache(1e6);
    cache.set('x', await page('x'.repeat(100)));
    cache.set('y', await page('y'));
    cache.dropKeys(['x', 'missing']);
    expect(cache.get('x')).toBeUndefined();
    expect(cache.size.entries).toBe(1);
    cache.clear();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    expect(cache.get('y')).toBeUndefined();
  });
  it('drops the entries whose key a predicate picks (long keys are named by digest in the shared store)', async () => {
    const cache = new L1Cache(1e6);
    cache.set('a-long', await page('a'));
    cache.set('b', await page('b'));
    expect(cache.dropWhere((k) => k.endsWith('-long'))).toBe(1);
    expect(cache.get('a-long')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
  });
  it('counts keys towards its byte bound: long made-up URLs cannot hold more than the bound', async () => {
    const one = await page('x');
    const cache = new L1Cache(20_000);
    for (let i = 0; i < 50; i++) cache.set(`pc|/search-result?q=${i}${'x'.repeat(4000)}`, one);
    expect(cache.size.bytes).toBeLessThanOrEqual(20_000);
    expect(cache.size.entries).toBeLessThanOrEqual(4);
  });
});
