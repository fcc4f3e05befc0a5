import { describe, expect, it } from 'vitest';
import { siteOrigin } from './index';

describe('the site origin of absolute links', () => {
  it('follows the port the site listens on when SITE_URL is unset', () => {
    expect(siteOrigin({ PORT: 3000 })).toBe('http://127.0.0.1:3000');
    expect(siteOrigin({ PORT: 8080 })).toBe('http://127.0.0.1:8080');
  });
  it('is SITE_URL when set, without a trailing slash', () => {
    expect(siteOrigin({ PORT: 8080, SITE_URL: 'https://tsuzuri.example/' })).toBe(
      'https://tsuzuri.example',
    );
  });
});
