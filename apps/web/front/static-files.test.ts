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
  const files = listPublicFiles(dir);

  it('lists public/ as URL paths', () => {
    expect([...files].sort()).toEqual(['/images/logo.svg', '/robots-old.txt']);
  });

  it('sends unknown file-like paths to the site 404, never a real file, Next asset or API', () => {
    for (const p of ['/wp-login.php', '/old/page.htm', '/images/missing.png', '/rss.xml'])
      expect(isMissingFile('GET', p, files), p).toBe(true);
    // The feeds are pages of their own (route "feed"), answered by their route handlers.
    for (const p of [
      '/images/logo.svg',
      '/_next/static/chunks/x.js',
      '/api/x.json',
      '/dvd',
      '/feed.xml',
      '/dvd/feed.xml',
    ])
      expect(isMissingFile('GET', p, files), p).toBe(false);
    expect(isMissingFile('POST', '/wp-login.php', files)).toBe(false);
    expect(isMissingFile('HEAD', '/wp-login.php', files)).toBe(true);
  });
});
