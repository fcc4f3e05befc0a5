import { describe, expect, it } from 'vitest';
import { withPrefix } from './LocalePrefix.client';

describe('withPrefix', () => {
  it('adds the locale prefix to site paths', () => {
    expect(withPrefix('/en', '/dvd')).toBe('/en/dvd');
    expect(withPrefix('/en', '/')).toBe('/en');
    expect(withPrefix('/en', '/?medium=top_nav_logo')).toBe('/en?medium=top_nav_logo');
    expect(withPrefix('/en', '/by-latest?category=dvd')).toBe('/en/by-latest?category=dvd');
  });
  it('leaves the default locale, external links and anchors alone', () => {
    expect(withPrefix('', '/dvd')).toBe('/dvd');
    expect(withPrefix('/en', 'https://x.com/a')).toBe('https://x.com/a');
    expect(withPrefix('/en', '//cdn.example/a')).toBe('//cdn.example/a');
    expect(withPrefix('/en', '#main')).toBe('#main');
  });
});
