import { describe, expect, it } from 'vitest';
import { readSiteUrl, SITE_URL_READINGS_KEPT } from './site-routes';
import { TEST_SITE as site } from './site-routes.testing';

// readSiteUrl keeps its last readings: every cached hit, beacon and access-log line reads a URL.
describe('readSiteUrl: the readings it keeps', () => {
  it('gives the same reading for the same URL, and another for other locales', () => {
    const first = readSiteUrl('/dvd', 'page=2', site);
    expect(readSiteUrl('/dvd', 'page=2', site)).toBe(first);
    expect(readSiteUrl('/dvd', 'page=2', { ...site })).toBe(first);
    const english = readSiteUrl('/dvd', 'page=2', {
      configured: ['en', 'ja'],
      defaultLocale: 'en',
    });
    expect(english.locale).toBe('en');
    expect(readSiteUrl('/dvd', '', site)).not.toBe(first);
  });

  it('shares a reading no caller can change', () => {
    const reading = readSiteUrl('/search-result', 'q=DVD', site);
    expect(() => {
      (reading as { route: string }).route = 'home';
    }).toThrow(TypeError);
    expect(() => (reading.tags as string[]).push('x')).toThrow(TypeError);
    expect(() => {
      reading.params.q = 'other';
    }).toThrow(TypeError);
    expect(readSiteUrl('/search-result', 'q=DVD', site)).toMatchObject({
      route: 'search-result',
      params: { q: 'DVD' },
    });
  });

  it('keeps a bounded number: a flood of made-up paths pushes the oldest out', () => {
    const oldest = readSiteUrl('/oldest-article-in-the-test', '', site);
    for (let i = 0; i < SITE_URL_READINGS_KEPT; i++) readSiteUrl(`/made-up-${i}`, '', site);
    const again = readSiteUrl('/oldest-article-in-the-test', '', site);
    expect(again).not.toBe(oldest);
    expect(again).toEqual(oldest);
  });

  it('reads a very long URL each time instead of keeping it', () => {
    const long = `/${'a'.repeat(600)}`;
    const reading = readSiteUrl(long, '', site);
    expect(readSiteUrl(long, '', site)).not.toBe(reading);
    expect(readSiteUrl(long, '', site)).toEqual(reading);
  });

  it('keeps hostile paths apart: prototype keys, control characters and markup read as themselves', () => {
    for (const path of [
      '/__proto__',
      '/constructor',
      '/hasOwnProperty',
      '/a\u0000b',
      '/<script>',
    ]) {
      const reading = readSiteUrl(path, '', site);
      expect(readSiteUrl(path, '', site)).toBe(reading);
      expect(reading.pathname).toBe(path);
    }
    expect(readSiteUrl('/__proto__', '', site)).not.toBe(readSiteUrl('/constructor', '', site));
    expect(readSiteUrl('/dvd', '__proto__=1', site).route).toBe(
      readSiteUrl('/dvd', '', site).route,
    );
  });
});
