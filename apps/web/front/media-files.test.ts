import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processUpload } from '@tsuzuri/media';
import { storeImage } from '@tsuzuri/media/files';
import { makeImage } from '@tsuzuri/media/test-images';
import { plainPath } from './plain-path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFileFront } from './testing/front-context';

// The media library's files as the front serves them, over a real socket with raw request
// paths (fetch would clean `..` away before sending).

let front: Awaited<ReturnType<typeof startFileFront>>;
let avif: string;
let webp: string;
let passedToNext: string[] = [];
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-media-'));

beforeAll(async () => {
  const result = await processUpload(await makeImage('png', 300, 200));
  if (!result.ok) throw new Error(result.error.code);
  await storeImage(mediaDir, result.value, 'png');
  avif = `/media/${result.value.derived[0].path}`;
  webp = `/media/${result.value.derived[1].path}`;
  // Beside the public files: what no request may ever reach.
  fs.writeFileSync(path.join(mediaDir, 'secret.txt'), 'secret');
  front = await startFileFront({ mediaDir });
  passedToNext = front.passedToNext;
});
afterAll(() => front.close());

const request = (...args: Parameters<typeof front.request>) => front.request(...args);
const IMAGE = { accept: 'image/avif,image/webp,*/*', 'sec-fetch-dest': 'image' };

describe('/media/ files', () => {
  it('sends a file with its type, immutable caching and an ETag; 304 when the browser has it', async () => {
    for (const [url, type] of [
      [avif, 'image/avif'],
      [webp, 'image/webp'],
    ]) {
      const res = await request(url, IMAGE);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.equals(fs.readFileSync(path.join(mediaDir, 'public', url.slice(7))))).toBe(
        true,
      );
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"[0-9a-f]{32}-300x200-300\.(avif|webp)"$/);
      const again = await request(url, { ...IMAGE, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const listed = await request(url, { ...IMAGE, 'if-none-match': `"other" ,\t${etag} , *x` });
      expect(listed.status).toBe(304);
      // Split with a regex (`/\s*,\s*/`), a value of 16 KB of spaces cost ~0.3 s of the event loop.
      const blanks = await request(url, { ...IMAGE, 'if-none-match': `a${' '.repeat(16_000)}b` });
      expect(blanks.status).toBe(200);
    }
    expect(passedToNext).toEqual([]);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await request(webp, IMAGE, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    const post = await request(webp, IMAGE, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('is a small 404 for a missing file, never Next, and the site page for a page load', async () => {
    const gone = `/media/ff/${'f'.repeat(32)}-300x200-300.webp`;
    for (const url of [gone, webp.replace('-300.webp', '-480.webp'), '/media/', '/media/x.png']) {
      const res = await request(url, IMAGE);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/plain; charset=utf-8');
    }
    const page = await request(gone, { accept: 'text/html', 'sec-fetch-dest': 'document' });
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(passedToNext).toEqual([]);
  });

  it('never leaves the public folder: .., encoded slashes and dots, NUL, backslashes', async () => {
    const folder = webp.slice(0, webp.lastIndexOf('/'));
    for (const url of [
      '/media/../secret.txt',
      '/media/../../../../etc/passwd',
      `${folder}/../../secret.txt`,
      '/media/..%2Fsecret.txt',
      '/media/..%2f..%2fsecret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/%2e%2e%2fsecret.txt',
      `${webp}%00.png`,
      `${webp}\\..\\..\\secret.txt`,
      '/media/..\\secret.txt',
      `${folder}/%2e%2e%5c%2e%2e%5csecret.txt`,
      '/media//etc/passwd',
      `${webp}/`,
      webp.replace(/[0-9a-f]{32}/, (hash) => hash.toUpperCase()),
    ]) {
      // A dot segment or an escaped dot is sent to the plain path before any route
      // (front/plain-path.ts): out of /media/ altogether (not this handler's), or refused there.
      const sent = await request(url, IMAGE);
      if (sent.status === 301) expect(sent.headers.location, url).toBe(plainPath(url));
      if (sent.status === 301 && !plainPath(url).startsWith('/media/')) continue;
      const res = sent.status === 301 ? await request(plainPath(url), IMAGE) : sent;
      expect([400, 404], url).toContain(res.status);
      expect(res.body.toString(), url).not.toContain('secret');
      expect(res.headers['cache-control'], url).not.toContain('immutable');
    }
    expect(passedToNext).toEqual([]);
  });
});
