import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MAX_BODY_BYTES } from '@tsuzuri/content/editorial/body-limit';
import { mediaError } from '@tsuzuri/media/errors';
import { MEDIA_LIMITS } from '@tsuzuri/media/limits';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_ID, guardPassthrough, MAX_NEXT_BODY_BYTES } from './passthrough-guard';

// Next's behaviour stood in for by a handler that fails the way Next does (a 500 to a Range it
// cannot satisfy, and to an action body it cannot decode); the guard runs in front of it.
let server: http.Server;
let port = 0;
/** The Next-Action ids that reached the stand-in for Next. */
const reachedNext: string[] = [];
/** What the guard logged. */
const logged: string[] = [];
const log = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    // The site's pages, for this stand-in: /dvd and /contact (front/handler.ts reads the route).
    const page = pathname === '/dvd' || pathname === '/contact';
    if (guardPassthrough(req, res, pathname, log, { page })) return;
    if (req.headers['next-action']) reachedNext.push(String(req.headers['next-action']));
    if (
      req.method === 'TRACE' ||
      (!['GET', 'HEAD'].includes(req.method ?? '') && pathname.includes('.'))
    )
      return void res.writeHead(500).end();
    if (req.headers.range) return void res.writeHead(500).end('Internal Server Error');
    if (req.method === 'POST') {
      // Next's two ways of writing the status: implicitly from statusCode, or with writeHead.
      res.statusCode = 500;
      if (pathname.endsWith('/explicit'))
        return void res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end('Internal Server Error');
      return void res.end('1:E{"digest":"1"}');
    }
    res.writeHead(200, { 'content-type': 'text/javascript' }).end('export {}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      resolve(res);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('requests passed through to Next', () => {
  it('serve an asset whole when the Range header is one Next would fail on', async () => {
    for (const range of ['bytes=9999999-', 'bytes=5-1', 'bytes=abc']) {
      const res = await send('GET', '/_next/static/chunks/a.js', { range, 'if-range': '"x"' });
      expect(res.statusCode, range).toBe(200);
    }
  });

  it('refuse TRACE, and methods other than GET and HEAD on static files, with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const res = await send(method, '/images/demo/app-copy.svg');
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
    expect((await send('DELETE', '/_next/static/chunks/a')).statusCode).toBe(405);
    expect((await send('TRACE', '/dvd')).statusCode).toBe(405);
    // A page takes GET, HEAD and its forms' POST: anything else was a full render each time,
    // uncached (PUT, DELETE, PROPFIND… to /dvd cost 20 ms against a hit's 2, with no sign-in).
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'MKCOL', 'OPTIONS']) {
      const res = await send(method, '/dvd');
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
    }
    expect((await send('HEAD', '/images/demo/app-copy.svg')).statusCode).toBe(200);
  });

  it('refuse bodies over the cap (413) or of undeclared length (411) before Next reads them', async () => {
    const big = await send(
      'POST',
      '/api/comments',
      { 'content-type': 'application/json', 'content-length': String(MAX_NEXT_BODY_BYTES + 1) },
      'x'.repeat(MAX_NEXT_BODY_BYTES + 1),
    );
    expect(big.statusCode).toBe(413);
    const chunked = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/index.php/sub/register',
          headers: { 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res);
        },
      );
      req.on('error', reject);
      req.write('{"a":');
      req.end('1}');
    });
    expect(chunked.statusCode).toBe(411);
    // A form of ordinary size still reaches the handler (here the stand-in answers it with a 500).
    expect(
      (await send('POST', '/api/comments', { 'content-type': 'application/json' }, '{"name":"a"}'))
        .statusCode,
    ).toBe(500);
  });

  it('let through an article save with the largest body the article schema allows', async () => {
    // Tiptap's HTML with the most quotes per byte an article has: table cells, each
    // `colspan="1" rowspan="1"` (every quote is sent escaped, one byte more).
    const row = `<tr>${'<td colspan="1" rowspan="1"><p>表の中身</p></td>'.repeat(3)}</tr>`;
    let body = '<table><tbody>';
    while (Buffer.byteLength(body + row) + 16 <= MAX_BODY_BYTES) body += row;
    body += '</tbody></table>';
    // Every other field at its longest, in kana; a save's arguments go as JSON (React's encodeReply).
    const save = {
      id: 123456,
      baseVersion: 99,
      title: 'あ'.repeat(200),
      slug: 'a'.repeat(120),
      description: 'あ'.repeat(500),
      keywords: 'あ'.repeat(1000),
      category: 'category-uid',
      author: 'author-slug',
      locale: 'ja',
      thumbnail: `/media/${'a'.repeat(200)}.png`,
      body,
      format: 'html',
    };
    const request = JSON.stringify([save]);
    const res = await send(
      'POST',
      '/admin/articles/123456',
      {
        'next-action': 'a'.repeat(42),
        'content-type': 'text/plain;charset=UTF-8',
        'content-length': String(Buffer.byteLength(request)),
      },
      request,
    );
    // Past the guard: the stand-in for Next answers (a 500, which the guard sends as 400).
    expect(res.statusCode).toBe(400);
  });

  it('read the rest of a refused body, so a client still sending it hears the 413 instead of a reset', async () => {
    // A browser posting a large form sends the headers first and the body as the socket takes
    // it. Closing on the 413 resets the connection under a client still writing: the fuzz storm
    // saw "write EPIPE" for a 605 KB post (CI run 147). Here the body follows the answer.
    const size = MAX_NEXT_BODY_BYTES + 600 * 1024;
    const outcome = await new Promise<{ status?: number; error?: string; bodySent: boolean }>(
      (resolve) => {
        let status: number | undefined;
        let bodySent = false;
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/admin/comments/999999',
            headers: { 'content-type': 'application/json', 'content-length': String(size) },
          },
          (res) => {
            status = res.statusCode;
            res.resume();
            // Only once the answer is in does the rest of the body go, in pieces, as a slow
            // uplink would send it.
            let sent = 0;
            const piece = Buffer.alloc(64 * 1024, 'x');
            const more = () => {
              if (sent >= size) return void req.end(() => (bodySent = true));
              const n = Math.min(piece.length, size - sent);
              sent += n;
              req.write(piece.subarray(0, n), () => setTimeout(more, 2));
            };
            more();
          },
        );
        req.on('error', (e) => resolve({ status, error: e.message, bodySent }));
        req.on('close', () => resolve({ status, bodySent }));
        req.flushHeaders();
      },
    );
    expect(outcome).toEqual({ status: 413, bodySent: true });
  });

  it('let an image through to the upload routes (admin token and console) up to the media limit', async () => {
    const image = MAX_NEXT_BODY_BYTES + 1024;
    for (const path of ['/api/admin/media', '/admin/api/media']) {
      const res = await send(
        'POST',
        `${path}?name=a.png`,
        { 'content-length': String(image) },
        'x'.repeat(image),
      );
      // Past the guard: the stand-in for Next answers (500); elsewhere the same body is a 413.
      expect(res.statusCode, path).toBe(500);
    }
  });

  it('refuse an image over the media limit in the upload route’s own words, which the console shows', async () => {
    for (const path of ['/api/admin/media', '/admin/api/media']) {
      const answer = await new Promise<{ status?: number; type?: string; body: string }>(
        (resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: `${path}?name=big.jpg`,
              headers: { 'content-length': String(MEDIA_LIMITS.maxBytes + 1) },
              // The body is declared and never sent: the server would read the next request on
              // this socket as the rest of it, so the socket is not kept for one.
              agent: false,
            },
            (res) => {
              let body = '';
              res.setEncoding('utf8').on('data', (c) => (body += c));
              res.on('end', () =>
                resolve({ status: res.statusCode, type: res.headers['content-type'], body }),
              );
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      expect(answer.status, path).toBe(413);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ error: mediaError('too-large') });
    }
  });

  it('turn Next’s 500 to an undecodable server action into a 400', async () => {
    const multipart = await send(
      'POST',
      '/contact',
      { 'content-type': 'multipart/form-data; boundary=x' },
      '[1,2',
    );
    expect(multipart.statusCode).toBe(400);
    expect(multipart.statusMessage).toBe('Bad Request');
    const action = await send(
      'POST',
      '/contact/explicit',
      { 'next-action': '60b754e2439b6cc6a7f535d85c09552961c4ed4d05', 'content-type': 'text/plain' },
      '[zxc]',
    );
    expect(action.statusCode).toBe(400);
  });

  it('answer 400 themselves to an action id Next could not know, without handing it on', async () => {
    reachedNext.length = 0;
    const wellFormedId = '60b754e2439b6cc6a7f535d85c09552961c4ed4d05';
    for (const id of [
      '60a8',
      '</textarea><script>alert(1)</script>',
      'G'.repeat(42),
      wellFormedId.toUpperCase(),
      '__proto__',
      'constructor',
      `${wellFormedId}%00`, // a NUL as it can travel in a header
      'a'.repeat(8000),
      [wellFormedId, wellFormedId] as unknown as string, // sent twice: Node joins them
    ]) {
      const headers = { 'next-action': id, 'content-type': 'text/plain' };
      expect((await send('POST', '/contact', headers, '[]')).statusCode, String(id)).toBe(400);
    }
    expect(reachedNext).toEqual([]);
    // A well-formed id goes on to Next (here: the stand-in's 500, made a 400 as above).
    const id = '60b754e2439b6cc6a7f535d85c09552961c4ed4d05';
    const headers = { 'next-action': id, 'content-type': 'text/plain' };
    expect((await send('POST', '/contact/explicit', headers, '[]')).statusCode).toBe(400);
    expect(reachedNext).toEqual([id]);
  });

  // The id's form is ours to keep in step with Next: every action of the build must pass it.
  const manifest = path.join(import.meta.dirname, '../.next/server/server-reference-manifest.json');
  it.skipIf(!fs.existsSync(manifest))('let every action id of the build through', () => {
    const ids = Object.keys(JSON.parse(fs.readFileSync(manifest, 'utf8')).node);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !ACTION_ID.test(id))).toEqual([]);
  });

  it('leave a 500 that is not an action’s alone: route handlers must show their failures', async () => {
    expect(
      (
        await send(
          'POST',
          '/api/comments',
          { 'content-type': 'multipart/form-data; boundary=x' },
          'x',
        )
      ).statusCode,
    ).toBe(500);
    expect(
      (await send('POST', '/contact', { 'content-type': 'application/json' }, '{}')).statusCode,
    ).toBe(500);
  });
});

describe('the guard’s warnings', () => {
  it('name the path without its query: a mailed link’s token never reaches the log', async () => {
    logged.length = 0;
    const target = '/subscription/confirm?token=abc123secret';
    const headers = { 'content-type': 'text/plain' };
    // A malformed action id, and an action body Next cannot decode.
    expect((await send('POST', target, { ...headers, 'next-action': 'x' })).statusCode).toBe(400);
    expect(
      (
        await send('POST', target, {
          ...headers,
          'next-action': '60b754e2439b6cc6a7f535d85c09552961c4ed4d05',
        })
      ).statusCode,
    ).toBe(400);
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(JSON.parse(line).path).toBe('/subscription/confirm');
      expect(line).not.toContain('abc123secret');
    }
  });
});
