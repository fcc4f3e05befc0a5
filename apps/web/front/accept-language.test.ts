import { describe, expect, it } from 'vitest';
import { homeRedirectLocale } from './accept-language';

const jaEn = { configured: ['ja', 'en', 'zh'], defaultLocale: 'ja' };

describe('homeRedirectLocale', () => {
  it('redirects to a served, non-default locale taken from the first entry', () => {
    expect(homeRedirectLocale('en-US,en;q=0.9,ja;q=0.8', jaEn)).toBe('en');
    expect(homeRedirectLocale('EN', jaEn)).toBe('en');
  });
  it('only looks at the first entry', () => {
    expect(homeRedirectLocale('fr-FR,en;q=0.9', jaEn)).toBeNull();
  });
  it('never redirects for the default locale, an unserved one, or junk', () => {
    expect(homeRedirectLocale('ja-JP,en;q=0.5', jaEn)).toBeNull();
    expect(homeRedirectLocale('en-US', { configured: ['ja'], defaultLocale: 'ja' })).toBeNull();
    expect(homeRedirectLocale('', jaEn)).toBeNull();
    expect(homeRedirectLocale(undefined, jaEn)).toBeNull();
    expect(homeRedirectLocale('*', jaEn)).toBeNull();
    expect(homeRedirectLocale('e', jaEn)).toBeNull();
  });
  it('never redirects for Simplified Chinese, but does for Traditional when zh is served', () => {
    for (const h of ['zh-CN', 'zh-Hans', 'zh-Hans-CN', 'zh-SG', 'zh'])
      expect(homeRedirectLocale(h, jaEn)).toBeNull();
    expect(homeRedirectLocale('zh-TW', jaEn)).toBe('zh');
  });
  it('reads q-values: a language refused with q=0 is never chosen, and the most weighted entry is "first"', () => {
    expect(homeRedirectLocale('en;q=0, ja', jaEn)).toBeNull();
    expect(homeRedirectLocale('en-US;q=0, fr', jaEn)).toBeNull();
    expect(homeRedirectLocale('ja;q=0.5, en;q=0.9', jaEn)).toBe('en');
    expect(homeRedirectLocale('en;q=abc', jaEn)).toBeNull();
  });
});
