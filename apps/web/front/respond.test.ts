import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEntry } from './entry';
import { sendEntry, sendRendered } from './respond';

const page = await buildEntry(
  Buffer.from(`<html>${'ページ'.repeat(2000)}</html>`),
  { 'content-type': 'text/html; charset=utf-8' },
  [],
);
const rendered = {
  status: 404,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(`<html>${'ページ'.repeat(2000)}</html>`),
  storable: false,
};

const png = await buildEntry(Buffer.alloc(5000, 7), { 'content-type': 'image/png' }, []);

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) =>
    req.url === '/rendered'
      ? sendRendered(req, res, rendered, 'MISS')
      : sendEntry(req, res, req.url === '/card.png' ? png : page, 'HIT'),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** The raw answer (fetch would decode the body and hide what was sent). */
function get(
  path: string,
  acceptEncoding?: string,
): Promise<{ status: number; encoding?: string; vary?: string }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(`${base}${path}`, { headers }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            vary: res.headers.vary,
          }),
        );
      })
      .on('error', reject);
  });
}

describe.each(['/stored', '/rendered'])('Accept-Encoding with q-values (%s)', (path) => {
  it('a client that refuses brotli (br;q=0) never gets brotli', async () => {
    expect((await get(path, 'br;q=0')).encoding).toBeUndefined();
    expect((await get(path, 'gzip, br;q=0')).encoding).toBe('gzip');
  });
  it('follows the weights and *', async () => {
    expect((await get(path, 'br;q=0.1, gzip;q=0.9')).encoding).toBe('gzip');
    expect((await get(path, '*')).encoding).toBe('br');
    expect((await get(path, 'gzip, deflate, br')).encoding).toBe('br');
  });
  it('answers 406 when identity and every encoding we have are refused', async () => {
    const refused = await get(path, 'identity;q=0, br;q=0, gzip;q=0');
    expect(refused.status).toBe(406);
    expect(refused.vary).toMatch(/Accept-Encoding/i);
    expect((await get(path, 'identity;q=0, gzip')).encoding).toBe('gzip');
  });
});

describe('a stored page to a client that asks for no encoding', () => {
  it('gets the whole page, made from its stored gzip copy, with its length and ETag', async () => {
    const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) =>
        http
          .get(`${base}/stored`, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject),
    );
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(`<html>${'ページ'.repeat(2000)}</html>`);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers.etag).toBe(`"${page.etag}"`);
  });
  it('a HEAD gets the length without the body', async () => {
    const head = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.request(`${base}/stored`, { method: 'HEAD' }, resolve).on('error', reject).end(),
    );
    expect(head.headers['content-length']).toBe(String(page.size));
  });
});

describe('a stored image', () => {
  it('is sent as stored, never compressed again (a PNG is compressed already)', async () => {
    expect(await get('/card.png', 'br, gzip')).toMatchObject({ status: 200, encoding: undefined });
    expect(png.br.length + png.gzip.length).toBe(0);
  });
});

describe('a page rendered and not stored (a 404, a variant past the cap)', () => {
  it('is compressed off the event loop, which meanwhile serves the cached hits', async () => {
    // A 200 KB page takes 2–5 ms to compress; done inline, every cached hit of the front waits.
    const big = { ...rendered, body: Buffer.from(`<html>${'記事の本文'.repeat(14_000)}</html>`) };
    let endedAtReturn: boolean | undefined;
    const probe = http.createServer((req, res) => {
      void sendRendered(req, res, big, 'MISS');
      endedAtReturn = res.writableEnded;
    });
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as AddressInfo;
    const answer = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) =>
      http
        .get(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject),
    );
    await new Promise<void>((r) => probe.close(() => r()));
    expect(endedAtReturn).toBe(false);
    expect(answer.encoding).toBe('br');
    expect(brotliDecompressSync(answer.body).equals(big.body)).toBe(true);
  });
});
