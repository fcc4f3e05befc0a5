import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, languageSwitchHref } from './languages';

describe('language switch', () => {
  it('covers the 24 codes of the footer map', () => {
    expect(Object.keys(LANGUAGE_NAMES)).toHaveLength(24);
  });
  it('sends the default locale to / and others to their prefix, tagged source=lang_switch', () => {
    expect(languageSwitchHref('ja', 'ja')).toBe('/?source=lang_switch');
    expect(languageSwitchHref('en', 'ja')).toBe('/en?source=lang_switch');
  });
});
