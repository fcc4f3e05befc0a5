import { describe, expect, it } from 'vitest';
import { decideLocaleSegment, localePrefix } from './locale-path';

const jaOnly = { configured: ['ja'], supported: ['ja', 'en'], defaultLocale: 'ja' };
const jaEn = { ...jaOnly, configured: ['ja', 'en'] };

describe('decideLocaleSegment', () => {
  it('passes ordinary paths and configured locales through', () => {
    expect(decideLocaleSegment('/dvd', jaOnly)).toEqual({ kind: 'pass' });
    expect(decideLocaleSegment('/en/dvd', jaEn)).toEqual({ kind: 'pass' });
    expect(decideLocaleSegment('/4k-uhd', jaEn)).toEqual({ kind: 'pass' });
  });
  it('strips digits from a locale segment and redirects to the clean URL', () => {
    expect(decideLocaleSegment('/en2/dvd', jaEn)).toEqual({
      kind: 'redirect',
      location: '/en/dvd',
    });
    expect(decideLocaleSegment('/ja1', jaEn)).toEqual({ kind: 'redirect', location: '/' });
    expect(decideLocaleSegment('/ja12/blog', jaOnly)).toEqual({
      kind: 'redirect',
      location: '/blog',
    });
  });
  it('never redirects to another host, however many slashes follow the locale', () => {
    expect(decideLocaleSegment('/ja2//evil.example/x', jaOnly)).toEqual({
      kind: 'redirect',
      location: '/evil.example/x',
    });
    expect(decideLocaleSegment('/ja2/\\evil.example', jaOnly)).toEqual({
      kind: 'redirect',
      location: '/evil.example',
    });
    expect(decideLocaleSegment('/en2///evil.example', jaEn)).toEqual({
      kind: 'redirect',
      location: '/en/evil.example',
    });
  });
  it('does not treat an unconfigured locale as a locale', () => {
    expect(decideLocaleSegment('/en/dvd', jaOnly)).toEqual({ kind: 'not-a-locale' });
    expect(decideLocaleSegment('/en2/dvd', jaOnly)).toEqual({ kind: 'pass' });
  });
});

describe('localePrefix', () => {
  it('is empty for the default locale', () => {
    expect(localePrefix('ja', 'ja')).toBe('');
    expect(localePrefix('en', 'ja')).toBe('/en');
  });
});
