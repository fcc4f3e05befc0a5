import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptVersion } from '@/lib/page-scripts';
import { createFrontHandler } from './handler';
import { createPageScripts } from './page-scripts';
import { listPublicFiles } from './static-files';
import { listenLocally, rawRequest, testContext } from './testing/front-context';
import { html } from './testing/renders';

// The tracker and the article body's script as the front serves them, from a `public/` folder of
// its own, over a real socket.

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-public-'));
const TRACKER = `${'(function(){/* 計測 */})();\n'.repeat(300)}`;
const TRACKER_SRC = '/tracker/tracker.js';
const version = scriptVersion(Buffer.from(TRACKER));
const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0';
let base: string;
let server: http.Server;
let passedToNext: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(path.join(publicDir, 'tracker'), { recursive: true });
  fs.mkdirSync(path.join(publicDir, 'images'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'tracker', 'tracker.js'), TRACKER);
  fs.writeFileSync(path.join(publicDir, 'tracker', 'other.js'), 'other');
  fs.writeFileSync(path.join(publicDir, 'images', 'logo.svg'), '<svg/>');
  const publicFiles = listPublicFiles(publicDir);
  const ctx = testContext({
    render: async () => html('<html>site not-found page</html>', 404),
    handle: async (req, res) => {
      passedToNext.push(req.url ?? '');
      res.writeHead(200).end('Next');
    },
    publicFiles,
    pageScripts: createPageScripts(publicDir, publicFiles),
  });
  server = http.createServer(createFrontHandler(ctx));
  base = await listenLocally(server);
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  fs.rmSync(publicDir, { recursive: true, force: true });
});

function request(rawPath: string, headers: Record<string, string> = {}, method = 'GET') {
  passedToNext = [];
  return rawRequest(base, rawPath, headers, method);
}

describe('the page scripts', () => {
  it('are kept for a year under the URL that names their version, compressed as asked', async () => {
    const res = await request(`${TRACKER_SRC}?v=${version}`, { 'accept-encoding': 'gzip, br' });
    expect(passedToNext).toEqual([]);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'content-encoding': 'br',
      'cache-control': YEAR,
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    expect(brotliDecompressSync(res.body).toString()).toBe(TRACKER);
  });

  it('are revalidated under their plain URL or any other version, with the current bytes', async () => {
    for (const url of [
      TRACKER_SRC,
      `${TRACKER_SRC}?v=0ld0ld0ld0ld`,
      `${TRACKER_SRC}?v=`,
      `${TRACKER_SRC}?v=${version}x`,
      `${TRACKER_SRC}?v=${encodeURIComponent('<script>')}&v=${version}`,
      `${TRACKER_SRC}?__proto__=${version}`,
    ]) {
      const res = await request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE);
      expect(res.body.toString(), url).toBe(TRACKER);
    }
    expect(passedToNext).toEqual([]);
  });

  it('answer 304 to their ETag, and HEAD without a body', async () => {
    const first = await request(TRACKER_SRC, { 'accept-encoding': 'gzip' });
    const again = await request(TRACKER_SRC, {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await request(
      `${TRACKER_SRC}?v=${version}`,
      { 'accept-encoding': 'gzip' },
      'HEAD',
    );
    expect(head.status).toBe(200);
    expect(head.headers['cache-control']).toBe(YEAR);
    expect(head.body.length).toBe(0);
  });

  it('leave every other file of public/ to Next, and a POST never gets the script', async () => {
    for (const other of ['/tracker/other.js', '/images/logo.svg']) {
      await request(other);
      expect(passedToNext).toEqual([other]);
    }
    // A page script this build did not make: a missing file like any other (404).
    expect((await request('/scripts/article-body.js')).status).toBe(404);
    const post = await request(TRACKER_SRC, {}, 'POST');
    expect(post.body.toString()).not.toContain('計測');
  });
});
