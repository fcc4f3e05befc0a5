import { describe, expect, it } from 'vitest';
import {
  fullWidthLength,
  lengthVerdict,
  SNIPPET_GUIDANCE,
  truncateFullWidth,
} from './search-snippet';

describe('search-result length guidance', () => {
  it('counts full-width characters as one and half-width as a half', () => {
    expect(fullWidthLength('動画編集')).toBe(4);
    expect(fullWidthLength('DVD')).toBe(2);
    expect(fullWidthLength('DVDコピー')).toBe(5);
    expect(fullWidthLength('ｶﾀｶﾅ')).toBe(2);
    // Astral characters (emoji, rare kanji) are one character, not two UTF-16 units.
    expect(fullWidthLength('𠮷野家')).toBe(3);
  });

  it('cuts a long title where a result would, with an ellipsis', () => {
    const title = 'あ'.repeat(35);
    expect(truncateFullWidth(title, SNIPPET_GUIDANCE.title)).toBe(`${'あ'.repeat(30)}…`);
    expect(truncateFullWidth('short title', SNIPPET_GUIDANCE.title)).toBe('short title');
  });

  it('says whether a text is empty, short, good or cut', () => {
    expect(lengthVerdict('  ', 30)).toBe('empty');
    expect(lengthVerdict('あ'.repeat(10), 30)).toBe('short');
    expect(lengthVerdict('あ'.repeat(28), 30)).toBe('good');
    expect(lengthVerdict('a'.repeat(60), 30)).toBe('good');
    expect(lengthVerdict('あ'.repeat(31), 30)).toBe('long');
  });
});
