import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('taro@example.jp')).toBe(true);
    expect(isValidEmail(' hanako.yamada+news@mail.example.co.jp ')).toBe(true);
  });
  it('rejects what is not an address', () => {
    for (const bad of [
      '',
      'taro',
      'taro@',
      '@example.jp',
      'taro@example',
      'ta ro@example.jp',
      'a@b..jp',
      `${'a'.repeat(250)}@example.jp`,
    ]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });
});

describe('an address typed with a Japanese keyboard', () => {
  it('is the address it looks like: full-width ＠, letters, digits and dots become plain', () => {
    expect(isValidEmail('tanaka＠example.com')).toBe(true);
    expect(normalizeEmail(' ｔａｎａｋａ１＠ｅｘａｍｐｌｅ．ｃｏ．ｊｐ ')).toBe(
      'tanaka1@example.co.jp',
    );
    expect(normalizeEmail('Taro@Example.jp')).toBe('Taro@Example.jp');
    // A full-width space is still a space inside an address.
    expect(isValidEmail('ta\u3000ro@example.jp')).toBe(false);
  });
});
