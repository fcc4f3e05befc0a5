import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildAssets } from './build-assets';
import { listPublicFiles } from './static-files';
import { startFileFront } from './testing/front-context';

// The build's scripts and stylesheets as the front serves them: from a `.next/static` folder of
// its own, over a real socket with raw request paths (fetch would clean `..` away).

const nextDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-next-'));
const SCRIPT = `${'console.log("チャンク");\n'.repeat(400)}`;
let front: Awaited<ReturnType<typeof startFileFront>>;
let passedToNext: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(path.join(nextDir, 'static', 'chunks'), { recursive: true });
  fs.mkdirSync(path.join(nextDir, 'static', 'media'), { recursive: true });
  fs.writeFileSync(path.join(nextDir, 'static', 'chunks', 'app-1a2b.js'), SCRIPT);
  fs.writeFileSync(path.join(nextDir, 'static', 'chunks', 'site-3c4d.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(nextDir, 'static', 'media', 'font-5e6f.woff2'), 'wOF2');
  // Beside the build: what no request may ever reach.
  fs.writeFileSync(path.join(nextDir, 'secret.js'), 'secret');
  const publicFiles = listPublicFiles(path.join(nextDir, 'no-public'), nextDir);
  front = await startFileFront({
    publicFiles,
    buildAssets: createBuildAssets(nextDir, publicFiles),
  });
  passedToNext = front.passedToNext;
});
afterAll(async () => {
  await front.close();
  fs.rmSync(nextDir, { recursive: true, force: true });
});

const request = (...args: Parameters<typeof front.request>) => front.request(...args);

describe("the build's scripts and stylesheets", () => {
  const script = '/_next/static/chunks/app-1a2b.js';

  it('are answered by the front, compressed as the browser asks, cached for good', async () => {
    const br = await request(script, { 'accept-encoding': 'gzip, br' });
    expect(passedToNext).toEqual([]);
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    // Every answer of the site carries its security headers, these too.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    const gzip = await request(script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await request(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    const css = await request('/_next/static/chunks/site-3c4d.css');
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(css.body.toString()).toBe('body{margin:0}');
  });

  it('answer 304 to the ETag of the same encoding, and HEAD without a body', async () => {
    const first = await request(script, { 'accept-encoding': 'br' });
    const again = await request(script, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await request(script, {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(otherEncoding.status).toBe(200);
    // A header of blanks and commas near the server's header limit (16 KB): one pass, names nothing.
    const blanks = await request(script, {
      'accept-encoding': 'br',
      'if-none-match': ' ,'.repeat(7_000),
    });
    expect(blanks.status).toBe(200);
    const head = await request(script, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('name only files the build listed: anything else is a 404 or stays Next’s', async () => {
    for (const tricky of [
      '/_next/static/../secret.js',
      '/_next/static/chunks/../../secret.js',
      '/_next/static/chunks/%2e%2e/%2e%2e/secret.js',
      '/_next/static/chunks/missing-0000.js',
      '/_next/static/__proto__.js',
      '/_next/static/chunks/constructor.js',
      '/_next/static/chunks/%00app-1a2b.js',
      '/_next/static/chunks/<script>.js',
      `/_next/static/chunks/${'a'.repeat(4000)}.js`,
    ]) {
      // A dot segment is first sent to the plain path (front/plain-path.ts), itself refused.
      const sent = await request(tricky);
      const res = sent.status === 301 ? await request(String(sent.headers.location)) : sent;
      // (A NUL is refused as a malformed path, 400, before any route.)
      expect([400, 404], tricky).toContain(res.status);
      expect(res.body.toString(), tricky).not.toContain('secret');
    }
    // A font of the build: Next's to answer, as before. A POST is never answered with the file.
    await request('/_next/static/media/font-5e6f.woff2');
    expect(passedToNext).toEqual(['/_next/static/media/font-5e6f.woff2']);
    const post = await request(script, {}, 'POST');
    expect(post.body.toString()).not.toContain('チャンク');
  });
});
