import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackingPageName } from './page-name';

const locales = ['ja', 'en'];

describe('the tracker page name', () => {
  it('follows the page-name rule on the site’s kinds of path', () => {
    expect(trackingPageName('/', locales)).toBe('index');
    expect(trackingPageName('/en/blog/3', locales)).toBe('blog');
    expect(trackingPageName('/by-popularity/2', locales)).toBe('index');
    expect(trackingPageName('/dvd-copy-guide-new12', locales)).toBe('dvd_copy_guide');
    expect(trackingPageName('/en/blu-ray-copy-howto/42', locales)).toBe('blu_ray_copy_howto');
  });

  it('names are one segment, with underscores instead of hyphens', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'ja',
        'en',
        'fr',
        'blog',
        'by-latest',
        'by-popularity',
        'dvd-copy-new1',
        'x-new99',
        'new12',
        '-new',
        '42',
        '',
      ),
      fc.stringMatching(/^[a-z0-9-]{0,12}$/),
    );
    const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    const localeList = fc.subarray(['ja', 'en', 'fr']);
    fc.assert(
      fc.property(path, localeList, (p, l) => {
        const name = trackingPageName(p, l);
        return !name.includes('-') && !name.includes('/');
      }),
      { numRuns: 2000 },
    );
  });
});
