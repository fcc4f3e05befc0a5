import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackingPageName as serverPageName } from '../../../apps/web/src/lib/page-name';
import { trackingPageName } from './page-name';

const locales = ['ja', 'en'];

describe('the tracker page name', () => {
  it('follows the spec on the site’s kinds of path', () => {
    expect(trackingPageName('/', locales)).toBe('index');
    expect(trackingPageName('/en/blog/3', locales)).toBe('blog');
    expect(trackingPageName('/by-popularity/2', locales)).toBe('index');
    expect(trackingPageName('/dvd-copy-guide-new12', locales)).toBe('dvd_copy_guide');
    expect(trackingPageName('/en/blu-ray-copy-howto/42', locales)).toBe('blu_ray_copy_howto');
  });

  it('gives the server’s answer (apps/web/src/lib/page-name.ts) on the same paths', () => {
    const paths = ['/', '/ja', '/en', '/en/', '/blog', '/blog/7', '/en/blog', '/by-latest', '/by-latest/3', '/en/by-popularity/2', '/privacy-policy', '/en/privacy-policy', '/dvd-ripper-new3', '/dvd-ripper-new123', '/renew-guide', '/fr/contact', '/search-result', '/error-404', '/4k-uhd', '/checkout.htm', '/order/subscribe.php', '//double//slash/'];
    for (const path of paths) expect(trackingPageName(path, locales), path).toBe(serverPageName(path, locales));
  });

  it('agrees with the server on generated paths and locale lists', () => {
    const segment = fc.oneof(
      fc.constantFrom('ja', 'en', 'fr', 'blog', 'by-latest', 'by-popularity', 'dvd-copy-new1', 'x-new99', 'new12', '-new', '42', ''),
      fc.stringMatching(/^[a-z0-9-]{0,12}$/),
    );
    const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    const localeList = fc.subarray(['ja', 'en', 'fr']);
    fc.assert(fc.property(path, localeList, (p, l) => trackingPageName(p, l) === serverPageName(p, l)), { numRuns: 2000 });
  });
});
