import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_ID } from './passthrough-guard';
import { standInForNext } from './testing/stand-in-next';

// What the guard does to the requests it lets through or answers itself; the bodies it
// refuses or reads are in passthrough-guard.bodies.test.ts.
const next = standInForNext();

describe('requests passed through to Next', () => {
  it('serve an asset whole when the Range header is one Next would fail on', async () => {
    for (const range of ['bytes=9999999-', 'bytes=5-1', 'bytes=abc']) {
      const res = await next.send('GET', '/_next/static/chunks/a.js', { range, 'if-range': '"x"' });
      expect(res.statusCode, range).toBe(200);
    }
  });

  it('refuse TRACE, and methods other than GET and HEAD on static files, with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const res = await next.send(method, '/images/demo/app-copy.svg');
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
    expect((await next.send('DELETE', '/_next/static/chunks/a')).statusCode).toBe(405);
    expect((await next.send('TRACE', '/dvd')).statusCode).toBe(405);
    // A page takes GET, HEAD and its forms' POST: anything else was a full render each time,
    // uncached (PUT, DELETE, PROPFIND… to /dvd cost 20 ms against a hit's 2, with no sign-in).
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'MKCOL', 'OPTIONS']) {
      const res = await next.send(method, '/dvd');
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
    }
    expect((await next.send('HEAD', '/images/demo/app-copy.svg')).statusCode).toBe(200);
  });

  it('turn Next’s 500 to an undecodable server action into a 400', async () => {
    const multipart = await next.send(
      'POST',
      '/contact',
      { 'content-type': 'multipart/form-data; boundary=x' },
      '[1,2',
    );
    expect(multipart.statusCode).toBe(400);
    expect(multipart.statusMessage).toBe('Bad Request');
    const action = await next.send(
      'POST',
      '/contact/explicit',
      { 'next-action': '60b754e2439b6cc6a7f535d85c09552961c4ed4d05', 'content-type': 'text/plain' },
      '[zxc]',
    );
    expect(action.statusCode).toBe(400);
  });

  it('answer 400 themselves to an action id Next could not know, without handing it on', async () => {
    next.reachedNext.length = 0;
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
      expect((await next.send('POST', '/contact', headers, '[]')).statusCode, String(id)).toBe(400);
    }
    expect(next.reachedNext).toEqual([]);
    // A well-formed id goes on to Next (here: the stand-in's 500, made a 400 as above).
    const id = '60b754e2439b6cc6a7f535d85c09552961c4ed4d05';
    const headers = { 'next-action': id, 'content-type': 'text/plain' };
    expect((await next.send('POST', '/contact/explicit', headers, '[]')).statusCode).toBe(400);
    expect(next.reachedNext).toEqual([id]);
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
        await next.send(
          'POST',
          '/api/comments',
          { 'content-type': 'multipart/form-data; boundary=x' },
          'x',
        )
      ).statusCode,
    ).toBe(500);
    expect(
      (await next.send('POST', '/contact', { 'content-type': 'application/json' }, '{}'))
        .statusCode,
    ).toBe(500);
  });
});

describe('the guard’s warnings', () => {
  it('name the path without its query: a mailed link’s token never reaches the log', async () => {
    next.logged.length = 0;
    const target = '/subscription/confirm?token=abc123secret';
    const headers = { 'content-type': 'text/plain' };
    // A malformed action id, and an action body Next cannot decode.
    expect((await next.send('POST', target, { ...headers, 'next-action': 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await next.send('POST', target, {
          ...headers,
          'next-action': '60b754e2439b6cc6a7f535d85c09552961c4ed4d05',
        })
      ).statusCode,
    ).toBe(400);
    expect(next.logged).toHaveLength(2);
    for (const line of next.logged) {
      expect(JSON.parse(line).path).toBe('/subscription/confirm');
      expect(line).not.toContain('abc123secret');
    }
  });
});
