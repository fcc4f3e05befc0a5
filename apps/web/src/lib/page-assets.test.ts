import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetVersion, isPageAsset, versionedAssetUrl } from './page-assets';

// Which URLs a page names by their version (docs/caching.md#the-page-assets).

describe('versionedAssetUrl', () => {
  it('names a site image by a digest of its bytes, the same each time', () => {
    const bytes = fs.readFileSync(path.join(import.meta.dirname, '../../public/images/logo.svg'));
    const url = versionedAssetUrl('/images/logo.svg');
    expect(url).toBe(`/images/logo.svg?v=${assetVersion(bytes)}`);
    expect(versionedAssetUrl('/images/logo.svg')).toBe(url);
    expect(assetVersion(Buffer.from('other bytes'))).not.toBe(assetVersion(bytes));
  });

  it('leaves every other URL as it is', () => {
    for (const src of [
      '/media/2026/11/photo-1a2b.webp', // the media library's own names are immutable already
      'https://cdn.example.com/images/logo.svg',
      '/images/logo.svg?size=2',
      '/images/missing-picture.svg', // not built: revalidated under its plain URL
      '/images/../../package.json',
      '/images/notes.txt',
      '/favicon.svg',
      // Hostile paths from content: markup, control characters, prototype keys, oversize.
      '/images/"><script>alert(1)</script>.svg',
      '/images/\u0000\u001b[31m.svg',
      '/images/__proto__.svg',
      `/images/${'a'.repeat(5000)}.svg`,
    ])
      expect(versionedAssetUrl(src), src).toBe(src);
  });

  it('knows the page scripts and the images under /images/ as page assets, nothing else', () => {
    expect(isPageAsset('/tracker/tracker.js')).toBe(true);
    expect(isPageAsset('/scripts/article-body.js')).toBe(true);
    expect(isPageAsset('/tracker/timezone.js')).toBe(true);
    expect(isPageAsset('/images/demo/laptop-tv.svg')).toBe(true);
    expect(isPageAsset('/images/logo-512.PNG')).toBe(true);
    expect(isPageAsset('/webpush/sw.js')).toBe(false); // its own headers (next.config.ts)
    expect(isPageAsset('/tracker/other.js')).toBe(false);
    expect(isPageAsset('/images/../tracker/x.svg')).toBe(false);
    expect(isPageAsset('/icons/icon-192.png')).toBe(false);
  });
});
