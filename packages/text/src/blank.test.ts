import { describe, expect, it } from 'vitest';
import { isBlank } from './blank';

describe('a text that shows nothing', () => {
  it.each([
    ['empty', ''],
    ['spaces and tabs', ' \t '],
    ['a full-width space', '\u3000\u3000'],
    ['a zero-width space', '\u200b'],
    ['joiners, a word joiner and a BOM', '\u200c\u200d\u2060\ufeff'],
    ['a Hangul filler', '\u3164'],
    ['a line break and a control', '\n\u0007'],
  ])('is blank: %s', (_, text) => {
    expect(isBlank(text)).toBe(true);
  });

  it.each([
    ['a kana', 'お'],
    ['a word among invisible characters', '\u200b新着\u3000'],
    ['an emoji', '🎉'],
    ['a dot', '.'],
  ])('is not blank: %s', (_, text) => {
    expect(isBlank(text)).toBe(false);
  });
});
