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
    expect(parseQualityList('br;q=abc, gzip;q=2, , deflate;q=0.25')).toEqual([
      { value: 'deflate', q: 0.25 },
    ]);
  });
});

describe('preferred languages', () => {
  it('orders by weight, keeps the given order for equal weights, leaves refusals out', () => {
    expect(preferredLanguages('fr;q=0.5, en-US, de;q=0, ja;q=0.5')).toEqual(['en-us', 'fr', 'ja']);
    expect(preferredLanguages(null)).toEqual([]);
  });
});

describe('the encoding a cached page is sent in', () => {
  // [Accept-Encoding, what is sent (null: 406), the rule]
  const cases: [string | undefined, 'br' | 'gzip' | 'identity' | null, string][] = [
    ['gzip, deflate, br, zstd', 'br', 'brotli first when both are acceptable'],
    ['gzip', 'gzip', 'then gzip'],
    ['x-gzip', 'gzip', 'x-gzip is gzip'],
    ['br;q=0', 'identity', 'never an encoding refused with q=0'],
    ['gzip, br;q=0', 'gzip', 'never an encoding refused with q=0'],
    ['br;q=0, gzip;q=0', 'identity', 'never an encoding refused with q=0'],
    ['br;q=0.2, gzip;q=0.8', 'gzip', 'the client’s weights'],
    ['gzip;q=0.5, identity', 'identity', 'the client’s weights'],
    ['*', 'br', '* is every encoding not named'],
    ['br;q=0, *', 'gzip', '* is every encoding not named'],
    ['*;q=0, gzip', 'gzip', '* is every encoding not named'],
    ['*;q=0, identity', 'identity', '* includes identity'],
    [undefined, 'identity', 'identity without the header'],
    ['', 'identity', 'identity with an empty header'],
    ['identity;q=0', null, '406 when identity and everything we have are refused'],
    ['*;q=0', null, '406 when identity and everything we have are refused'],
    [
      'identity;q=0, br;q=0, gzip;q=0',
      null,
      '406 when identity and everything we have are refused',
    ],
    ['identity;q=0, gzip', 'gzip', 'identity refused, gzip accepted'],
  ];
  it.each(cases)('%j → %j (%s)', (header, sent) => {
    expect(preferredEncoding(header)).toBe(sent);
  });
});
