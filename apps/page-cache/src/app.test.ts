import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeBackends } from './test/backends';
import { admin, appWith, fetchEntry, put } from './test/http';

for (const backend of storeBackends()) {
  describe.skipIf(backend.skip)(
    `page-cache HTTP: storing and reading entries (${backend.name})`,
    () => {
      let app: FastifyInstance;
      beforeEach(async () => {
        app = await appWith(await backend.fresh(), 4096);
      });
      afterEach(async () => app.close());

      it('gives back the exact bytes a front stored, with build time and tags', async () => {
        const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => 255 - i));
        for (const contentType of [
          'application/octet-stream',
          'text/html; charset=utf-8',
          'application/json',
        ]) {
          const key = `pc|/article/a?ct=${contentType}`;
          expect(
            (
              await put(
                app,
                { key, ts: 'build-7', tags: 'article:a,locale:ja' },
                bytes,
                contentType,
              )
            ).statusCode,
          ).toBe(204);
          const res = await fetchEntry(app, { key });
          expect(res.statusCode).toBe(200);
          expect(res.rawPayload.equals(bytes)).toBe(true);
          expect(res.headers['content-type']).toBe('application/octet-stream');
          expect(res.headers['x-cache-ts']).toBe('build-7');
          expect(String(res.headers['x-cache-tags']).split(',').sort()).toEqual([
            'article:a',
            'locale:ja',
          ]);
        }
      });

      it('answers 404 on a miss', async () => {
        const res = await fetchEntry(app, { key: 'pc|/never-stored' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: 'miss' });
      });

      it('keeps sites (domain) apart', async () => {
        await put(app, { key: 'pc|/', domain: 'a.example' }, 'site a');
        expect((await fetchEntry(app, { key: 'pc|/', domain: 'a.example' })).body).toBe('site a');
        expect((await fetchEntry(app, { key: 'pc|/', domain: 'b.example' })).statusCode).toBe(404);
        expect((await fetchEntry(app, { key: 'pc|/' })).statusCode).toBe(404);
      });

      it('keeps API responses (type=1) apart from pages, and reading them is admin', async () => {
        expect(
          (
            await put(
              app,
              { key: '/category/list?language=ja', type: 1 },
              '{"cscode":200}',
              'application/json',
            )
          ).statusCode,
        ).toBe(204);
        expect((await fetchEntry(app, { key: '/category/list?language=ja' })).statusCode).toBe(404);
        expect(
          (await fetchEntry(app, { key: '/category/list?language=ja', type: 1 })).statusCode,
        ).toBe(401);
        const res = await fetchEntry(app, { key: '/category/list?language=ja', type: 1 }, admin);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe('{"cscode":200}');
      });

      it('refuses an entry over CACHE_MAX_ENTRY_BYTES with 413 and stores nothing', async () => {
        const res = await put(app, { key: 'pc|/big' }, Buffer.alloc(4097, 0x61));
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({ error: 'entry_too_large' });
        expect((await fetchEntry(app, { key: 'pc|/big' })).statusCode).toBe(404);
        expect((await put(app, { key: 'pc|/big' }, Buffer.alloc(4096, 0x61))).statusCode).toBe(204);
      });

      it('answers 400 with a reason for a bad query, and stores nothing', async () => {
        const cases = [
          '/set?ts=b1', // no key
          '/set?key=pc|/x', // a page without its build time
          '/set?key=pc|/x&ts=b1&type=2',
          '/set?key=pc|/x&ts=b1&domain=evil/../x',
          '/set?key=pc|/x&ts=b1&tags=has space',
          '/set?key=pc|/x&ts=b1&key=pc|/y', // repeated parameter
        ];
        for (const url of cases) {
          const res = await app.inject({
            method: 'POST',
            url: encodeURI(url),
            headers: { 'content-type': 'text/html' },
            payload: 'x',
          });
          expect(res.statusCode, url).toBe(400);
          expect(res.json().error, url).toBe('invalid_request');
        }
        expect((await app.inject({ method: 'POST', url: '/set?key=pc|/x&ts=b1' })).statusCode).toBe(
          400,
        ); // empty body
        expect((await app.inject({ url: '/get' })).statusCode).toBe(400);
        expect((await app.inject({ url: '/purges?since=-1' })).statusCode).toBe(400);
        expect((await app.inject({ url: '/keys?type=1', headers: admin })).json()).toEqual({
          keys: [],
          truncated: false,
        });
        expect((await app.inject({ url: '/keys', headers: admin })).json()).toEqual({
          keys: [],
          truncated: false,
        });
      });

      it('reports its health and store', async () => {
        const res = await app.inject({ url: '/health' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ ok: true, store: backend.name.split(' ')[0] });
      });
    },
  );
}
