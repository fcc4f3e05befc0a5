import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetVersion } from '@/lib/page-assets';
import { createPageAssets } from './page-assets';
import { listPublicFiles } from './static-files';
import { startFileFront } from './testing/front-context';

// The page assets (the page scripts, the site's images) as the front serves them, from a `public/`
// folder of its own, over a real socket with raw request paths.

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-public-'));
const TRACKER = `${'(function(){/* 計測 */})();\n'.repeat(300)}`;
const TRACKER_SRC = '/tracker/tracker.js';
const version = assetVersion(Buffer.from(TRACKER));
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(50)}</svg>`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0';
let front: Awaited<ReturnType<typeof startFileFront>>;
let passedToNext: string[] = [];

beforeAll(async () => {
  fs.mkdirSync(path.join(publicDir, 'tracker'), { recursive: true });
  fs.mkdirSync(path.join(publicDir, 'images'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'tracker', 'tracker.js'), TRACKER);
  fs.writeFileSync(path.join(publicDir, 'tracker', 'other.js'), 'other');
  fs.writeFileSync(path.join(publicDir, 'images', 'logo.svg'), LOGO);
  fs.writeFileSync(path.join(publicDir, 'images', 'logo-512.png'), PNG);
  fs.writeFileSync(path.join(publicDir, 'images', 'notes.txt'), 'notes');
  // Beside public/: what no request may ever reach.
  fs.writeFileSync(path.join(publicDir, '..', 'tsuzuri-secret.svg'), 'secret');
  const publicFiles = listPublicFiles(publicDir);
  front = await startFileFront({
    publicFiles,
    pageAssets: createPageAssets(publicDir, publicFiles),
  });
  passedToNext = front.passedToNext;
});
afterAll(async () => {
  await front.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
  fs.rmSync(path.join(publicDir, '..', 'tsuzuri-secret.svg'), { force: true });
});

const request = (...args: Parameters<typeof front.request>) => front.request(...args);

describe('the page assets', () => {
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
      `${TRACKER_SRC}?v=%00%1b%5B31m${version}`, // control characters
      `${TRACKER_SRC}?v=${'a'.repeat(8000)}`, // oversize
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

  it('include the site’s images: svg compressed, a raster image sent as it is', async () => {
    const logo = await request(`/images/logo.svg?v=${assetVersion(Buffer.from(LOGO))}`, {
      'accept-encoding': 'gzip, br',
    });
    expect(passedToNext).toEqual([]);
    expect(logo.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-encoding': 'br',
      'cache-control': YEAR,
    });
    expect(brotliDecompressSync(logo.body).toString()).toBe(LOGO);
    const png = await request('/images/logo-512.png', { 'accept-encoding': 'gzip, br' });
    expect(png.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': REVALIDATE });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body).toEqual(PNG);
  });

  it('leave every other file of public/ to Next, and a POST never gets the file', async () => {
    for (const other of ['/tracker/other.js', '/images/notes.txt']) {
      await request(other);
      expect(passedToNext).toEqual([other]);
    }
    // A page script this build did not make: a missing file like any other (404).
    expect((await request('/scripts/article-body.js')).status).toBe(404);
    const post = await request(TRACKER_SRC, {}, 'POST');
    expect(post.body.toString()).not.toContain('計測');
  });

  it('name only files the build listed: nothing beside public/ is ever read', async () => {
    for (const tricky of [
      '/images/../../tsuzuri-secret.svg',
      '/images/%2e%2e/%2e%2e/tsuzuri-secret.svg',
      '/images/__proto__.svg',
      '/images/constructor.png',
      '/images/%00logo.svg',
      `/images/${'a'.repeat(4000)}.svg`,
    ]) {
      // A dot segment is first sent to the plain path (front/plain-path.ts), itself refused.
      const sent = await request(tricky);
      const res = sent.status === 301 ? await request(String(sent.headers.location)) : sent;
      expect([400, 404], tricky).toContain(res.status);
      expect(res.body.toString(), tricky).not.toContain('secret');
    }
  });
});
