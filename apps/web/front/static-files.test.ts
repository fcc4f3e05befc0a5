import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteUrl } from '@/lib/site-routes';
import { isMissingFile as missing, listPublicFiles } from './static-files';

const isMissingFile = (method: string, pathname: string, files: ReadonlySet<string>) =>
  missing(method, readSiteUrl(pathname, '', { configured: ['ja'], defaultLocale: 'ja' }), files);

describe('files the site has, and paths that only look like files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-public-'));
  fs.mkdirSync(path.join(dir, 'images'));
  fs.writeFileSync(path.join(dir, 'images', 'logo.svg'), '<svg/>');
  fs.writeFileSync(path.join(dir, 'robots-old.txt'), '');
  const next = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-next-'));
  fs.mkdirSync(path.join(next, 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(next, 'static', 'chunks', 'x.js'), '');
  const files = listPublicFiles(dir, next);

  it('lists public/ and the build’s static files as URL paths', () => {
    expect([...files].sort()).toEqual([
      '/_next/static/chunks/x.js',
      '/images/logo.svg',
      '/robots-old.txt',
    ]);
  });

  it('finds unknown file-like and /_next/ paths, never a real file, Next endpoint or API', () => {
    for (const p of [
      '/wp-login.php',
      '/old/page.htm',
      '/images/missing.png',
      '/images/no-extension',
      '/rss.xml',
      '/en/old.php',
      '/_next/static/chunks/gone.js',
      '/_next/no-such-thing',
      // Next's image optimizer: no page uses it, and it drew and kept a file per made-up URL.
      '/_next/image',
    ])
      expect(isMissingFile('GET', p, files), p).toBe(true);
    for (const p of [
      '/images/logo.svg',
      '/_next/static/chunks/x.js',
      '/api/x.json',
      '/dvd',
      // The feeds are pages of their own (route "feed"), answered by their route handlers.
      '/feed.xml',
      '/dvd/feed.xml',
    ])
      expect(isMissingFile('GET', p, files), p).toBe(false);
    // Not yet: Next redirects these to the clean path first, which may be a real file.
    for (const p of ['/images//logo.svg', '/images/logo.svg/', '//evil.example', '/_next//x'])
      expect(isMissingFile('GET', p, files), p).toBe(false);
    expect(isMissingFile('POST', '/wp-login.php', files)).toBe(false);
    expect(isMissingFile('HEAD', '/wp-login.php', files)).toBe(true);
  });
});
