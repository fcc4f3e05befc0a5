import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies';

describe('cookies named like prototype keys', () => {
  it('are ordinary cookies: nothing inherited answers a lookup, Object.prototype is untouched', () => {
    const cookies = parseCookies(
      '__proto__=%7B%22x%22%3A1%7D; constructor=c; prototype=p; token_id=t',
    );
    expect(Object.keys(cookies)).toEqual(['__proto__', 'constructor', 'prototype', 'token_id']);
    expect(cookies.constructor).toBe('c');
    expect(parseCookies('a=1').constructor).toBeUndefined();
    expect(parseCookies('a=1').toString).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
