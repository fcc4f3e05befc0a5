import { describe, expect, it } from 'vitest';
import { cleanSearchQuery } from './search-query';

describe('cleanSearchQuery', () => {
  it('keeps ordinary Japanese and Latin queries', () => {
    expect(cleanSearchQuery('DVD コピー')).toBe('DVD コピー');
    expect(cleanSearchQuery('  画質  ')).toBe('画質');
  });
  it('removes control characters and collapses whitespace', () => {
    expect(cleanSearchQuery('a\u0000b\u200bc\n\td')).toBe('a b c d');
  });
  it('cuts very long input to 100 characters without splitting a character', () => {
    expect([...cleanSearchQuery('字'.repeat(2000))]).toHaveLength(100);
    expect([...cleanSearchQuery('😀'.repeat(150))]).toHaveLength(100);
  });
  it('answers empty for missing or odd values', () => {
    expect(cleanSearchQuery(undefined)).toBe('');
    expect(cleanSearchQuery(['first', 'second'])).toBe('first');
    expect(cleanSearchQuery(42)).toBe('');
  });
});
