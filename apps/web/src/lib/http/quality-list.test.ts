import { describe, expect, it } from 'vitest';
import { parseQualityList, preferredEncoding, preferredLanguages } from './quality-list';

describe('quality lists (Accept-Encoding, Accept-Language)', () => {
  it('reads each value with its q, lower-cased, default 1, in the order given', () => {
    expect(parseQualityList('gzip, BR;q=0.5 , identity; q=0')).toEqual([
      { value: 'gzip', q: 1 },
      { value: 'br', q: 0.5 },
      { value: 'identity', q: 0 },
    ]);
  });
  it('ignores entries whose q is not a qvalue, and empty entries', () => {
    expect(parseQualityList('br;q=abc, gzip;q=2, , deflate;q=0.25')).toEqual([{ value: 'deflate', q: 0.25 }]);
  });
});

describe('preferred languages', () => {
  it('orders by weight, keeps the given order for equal weights, leaves refusals out', () => {
    expect(preferredLanguages('fr;q=0.5, en-US, de;q=0, ja;q=0.5')).toEqual(['en-us', 'fr', 'ja']);
    expect(preferredLanguages(null)).toEqual([]);
  });
});

describe('the encoding a cached page is sent in', () => {
  it('prefers brotli, then gzip, when both are acceptable', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
  });
  it('never sends an encoding the client refused with q=0', () => {
    expect(preferredEncoding('br;q=0')).toBe('identity');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });
  it('follows the client’s weights', () => {
    expect(preferredEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.5, identity')).toBe('identity');
  });
  it('reads * as every encoding not named, including identity', () => {
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*;q=0, identity')).toBe('identity');
  });
  it('sends identity without the header or with an empty one', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
  });
  it('answers null (406) when the client refuses identity and everything we have', () => {
    expect(preferredEncoding('identity;q=0')).toBeNull();
    expect(preferredEncoding('*;q=0')).toBeNull();
    expect(preferredEncoding('identity;q=0, br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('identity;q=0, gzip')).toBe('gzip');
  });
});
