import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { buildEntry, type CacheEntry, compress, entrySize, identityOf } from './entry';

const page = (kb: number) =>
  Buffer.from(
    Array.from({ length: kb * 8 }, (_, i) => `<p class="row">記事 ${i} の本文</p>\n`).join(''),
  ).subarray(0, kb * 1024);

/** Memory a Buffer keeps alive: its backing store (a small one may share Node's 8 KB pool). */
const held = (b: Buffer) => b.buffer.byteLength;

describe('a stored page in memory', () => {
  it('keeps no more memory for its compressed copies than their length, which the L1 limit counts', async () => {
    for (const kb of [2, 40, 170]) {
      const entry = await buildEntry(page(kb), { 'content-type': 'text/html' }, []);
      for (const copy of [entry.br, entry.gzip])
        expect(held(copy)).toBeLessThanOrEqual(Math.max(copy.length, 8192));
      expect(entrySize(entry)).toBe(entry.br.length + entry.gzip.length + 512);
    }
  });

  it('gives back the page a client without an encoding asks for, byte for byte', async () => {
    const body = page(170);
    const entry = await buildEntry(body, { 'content-type': 'text/html' }, []);
    expect(Buffer.compare(await identityOf(entry), body)).toBe(0);
    expect(Buffer.compare(gunzipSync(await compress(body, 'gzip')), body)).toBe(0);
  });
});

describe('the copy for the visitor whose request set off a render', () => {
  it('is handed over before the whole entry, in the encoding asked for only, with the same bytes and ETag', async () => {
    for (const encoding of ['gzip', 'br'] as const) {
      const events: string[] = [];
      let copy: CacheEntry | undefined;
      const whole = await buildEntry(page(170), { 'content-type': 'text/html' }, ['article:a'], {
        first: {
          encoding,
          ready: (c) => {
            events.push('copy');
            copy = c;
          },
        },
      }).then((e) => {
        events.push('whole');
        return e;
      });
      expect(events).toEqual(['copy', 'whole']);
      expect(copy?.[encoding].equals(whole[encoding])).toBe(true);
      expect(copy?.[encoding === 'br' ? 'gzip' : 'br'].length).toBe(0);
      expect(copy?.etag).toBe(whole.etag);
      expect(copy?.size).toBe(whole.size);
    }
  });

  it('is not made for a body sent as it is (an image): that visitor gets the whole entry', async () => {
    const ready = vi.fn();
    await buildEntry(Buffer.from('PNG…'), { 'content-type': 'image/png' }, [], {
      first: { encoding: 'gzip', ready },
    });
    expect(ready).not.toHaveBeenCalled();
  });
});
