import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time';

describe('reading time', () => {
  it('counts Japanese by characters, about 500 a minute', () => {
    expect(readingMinutes('あ'.repeat(2_500))).toBe(5);
    expect(readingMinutes('焼き付け。'.repeat(500))).toBe(4); // 2,000 characters; 。 is not read
  });

  it('counts English by words, about 220 a minute', () => {
    expect(readingMinutes('word '.repeat(1_100))).toBe(5);
    expect(readingMinutes("don't stop-motion ".repeat(660))).toBe(6); // 1,320 words
  });

  it('adds the Latin words of a Japanese article, and shows at least a minute', () => {
    expect(readingMinutes(`${'字'.repeat(1_000)} ${'DVD '.repeat(440)}`)).toBe(4);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('短い。')).toBe(1);
  });
});
