import { describe, expect, it } from 'vitest';
import { emptyRecord, isPrototypeKey, PrototypeKeyError, parseUntrustedJson } from './safe-keys';

describe('parsing outside JSON', () => {
  it('gives the same values as JSON.parse for ordinary documents', () => {
    const text =
      '{"name":"名前","list":[1,{"a":null}],"nested":{"proto":"x","__proto":1,"constructors":2}}';
    expect(parseUntrustedJson(text)).toEqual(JSON.parse(text));
    expect(parseUntrustedJson('"__proto__"')).toBe('__proto__');
    expect(parseUntrustedJson('["constructor","prototype"]')).toEqual(['constructor', 'prototype']);
  });

  it.each([
    '{"__proto__":{"polluted":1}}',
    '{"a":{"b":[{"__proto__":{"polluted":1}}]}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"prototype":1}',
    '{"\\u005f_proto__":{"polluted":1}}',
    '{"\\u0063onstructor":{"polluted":1}}',
    '{"a":{"proto\\u0074ype":1}}',
  ])('refuses %s, naming the key, and leaves Object.prototype alone', (text) => {
    expect(() => parseUntrustedJson(text)).toThrow(PrototypeKeyError);
    expect(() => parseUntrustedJson(text)).toThrow(
      /the key "(__proto__|constructor|prototype)" is not allowed/,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('still throws a plain SyntaxError for malformed JSON', () => {
    expect(() => parseUntrustedJson('{"a":')).toThrow(SyntaxError);
    expect(() => parseUntrustedJson('{"a":')).not.toThrow(PrototypeKeyError);
  });
});

describe('records for outside keys', () => {
  it('inherit nothing, so a lookup by any name finds only what was stored', () => {
    const record = emptyRecord<string>();
    expect(record.constructor).toBeUndefined();
    expect(record.toString).toBeUndefined();
    const key = '__proto__';
    record[key] = 'x';
    expect(Object.keys(record)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(record)).toBeNull();
  });

  it('names exactly the three prototype keys', () => {
    expect(['__proto__', 'constructor', 'prototype'].every(isPrototypeKey)).toBe(true);
    expect(['proto', '__proto', 'Constructor', 'toString', ''].some(isPrototypeKey)).toBe(false);
  });
});
