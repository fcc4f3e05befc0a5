import { describe, expect, it } from 'vitest';
import { cleanPayload } from './clean';

describe('cleanPayload', () => {
  it("drops empty strings, null, undefined and the string 'undefined'", () => {
    expect(
      cleanPayload({
        event: 'page_view',
        email: '',
        mac: null,
        token_id: undefined,
        s_id: 'undefined',
        url: '/x',
      }),
    ).toEqual({ event: 'page_view', url: '/x' });
  });
  it('keeps zero and false: they are values, not gaps', () => {
    expect(cleanPayload({ first_access: 0, flag: false })).toEqual({
      first_access: 0,
      flag: false,
    });
  });
  it('drops non-finite numbers (a division by a zero page height)', () => {
    expect(
      cleanPayload({
        scroll_height: Number.NaN,
        viewport_width: Number.POSITIVE_INFINITY,
        viewport_height: 800,
      }),
    ).toEqual({ viewport_height: 800 });
  });
  it('drops empty arrays and objects, also those that only held empty values', () => {
    expect(
      cleanPayload({
        pids: [],
        ab_try_list: [{}],
        install: { pid: '', app_id: null },
        event_target: {},
        event: 'click',
      }),
    ).toEqual({ event: 'click' });
  });
  it('sorts keys at every level and keeps array order', () => {
    const json = JSON.stringify(
      cleanPayload({
        url: '/a',
        event: 'download',
        install: { pid: '7', download_url: '/d', app_id: '1' },
        pids: ['b', 'a'],
      }),
    );
    expect(json).toBe(
      '{"event":"download","install":{"app_id":"1","download_url":"/d","pid":"7"},"pids":["b","a"],"url":"/a"}',
    );
  });
  it('returns nothing for a payload with nothing left', () => {
    expect(cleanPayload({ a: '', b: [] })).toBeUndefined();
  });
});
