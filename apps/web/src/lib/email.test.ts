import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

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
