import { describe, expect, it } from 'vitest';
import { buildEntry, deserializeEntry, serializeEntry } from './entry';
import { L1Cache } from './l1-cache';

const page = (text: string, tags: string[] = []) => buildEntry(Buffer.from(text), { 'content-type': 'text/html; charset=utf-8' }, tags);

describe('cache entry', () => {
  it('round-trips through its binary form with all encodings', () => {
    const e = page('<html>こんにちは</html>'.repeat(50), ['article:a']);
    const back = deserializeEntry(serializeEntry(e));
    expect(back?.identity.toString()).toBe(e.identity.toString());
    expect(back?.br.equals(e.br)).toBe(true);
    expect(back?.gzip.equals(e.gzip)).toBe(true);
    expect(back?.tags).toEqual(['article:a']);
    expect(back?.etag).toBe(e.etag);
    expect(e.br.length).toBeLessThan(e.identity.length);
  });
  it('rejects truncated or foreign bytes instead of serving garbage', () => {
    const bytes = serializeEntry(page('x'.repeat(100)));
    expect(deserializeEntry(bytes.subarray(0, bytes.length - 3))).toBeNull();
    expect(deserializeEntry(Buffer.from('<html>not an entry</html>'))).toBeNull();
  });
});

describe('L1Cache', () => {
  it('evicts the least recently used entries beyond its byte bound', () => {
    const one = page('a'.repeat(2000));
    const cache = new L1Cache(3 * (one.identity.length + one.br.length + one.gzip.length + 512));
    for (const k of ['a', 'b', 'c']) cache.set(k, page('a'.repeat(2000)));
    cache.get('a'); // a is now the most recent
    cache.set('d', page('a'.repeat(2000)));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
  });
  it('marks tagged entries stale and keeps them servable', () => {
    const cache = new L1Cache(1e6);
    cache.set('x', page('x', ['article:x', 'list:latest:ja']));
    cache.set('y', page('y', ['article:y']));
    expect(cache.markStaleByTags(['article:x'])).toBe(1);
    expect(cache.get('x')?.stale).toBe(true);
    expect(cache.get('y')?.stale).toBe(false);
  });
});
