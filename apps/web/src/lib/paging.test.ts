import { describe, expect, it } from 'vitest';
import { parsePageParam } from './paging';

describe('parsePageParam', () => {
  it('reads no segment as page 1 and a plain number as that page', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam([])).toBe(1);
    expect(parsePageParam(['3'])).toBe(3);
  });
  it('rejects malformed page numbers', () => {
    for (const bad of ['0', '01', '-1', '1.5', 'abc', '2x', '9999999'])
      expect(parsePageParam([bad])).toBeNull();
    expect(parsePageParam(['2', '3'])).toBeNull();
  });
});
