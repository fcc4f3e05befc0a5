import { describe, expect, it } from 'vitest';
import { base64Utf8, legacyForm, uploadBody } from './encode';
import { hashString } from './hash';
import { decodeReport, fromBase64 } from './testing';

describe('base64Utf8', () => {
  it('round-trips Japanese and emoji (btoa alone throws on them)', () => {
    const text = '{"event_label":"DVDコピー 綴り 😃"}';
    expect(() => btoa(text)).toThrow();
    expect(fromBase64(base64Utf8(text))).toBe(text);
  });
  it('encodes texts larger than one 32 KB chunk', () => {
    const text = 'あ'.repeat(40_000);
    expect(fromBase64(base64Utf8(text))).toBe(text);
  });
});

describe('uploadBody', () => {
  it('wraps the payload JSON as {data, mode, upload_id}, base64 inside and out', () => {
    const json = '{"event":"page_view","url":"http://127.0.0.1/ja"}';
    const { wrapper, json: inner } = decodeReport(uploadBody(json, 'beacon', 'visitor1'));
    expect(inner).toBe(json);
    expect(Object.keys(wrapper)).toEqual(['data', 'mode', 'upload_id']);
    expect(wrapper.mode).toBe('beacon');
    expect(wrapper.upload_id).toBe(`visitor1${hashString(wrapper.data)}`);
  });
  it('gives the same upload id to the same event sent again (what the replay guard catches)', () => {
    const once = decodeReport(uploadBody('{"event":"click"}', 'beacon', 'v')).wrapper.upload_id;
    const again = decodeReport(uploadBody('{"event":"click"}', 'post', 'v')).wrapper.upload_id;
    const other = decodeReport(uploadBody('{"event":"click","event_time":2}', 'beacon', 'v'))
      .wrapper.upload_id;
    expect(again).toBe(once);
    expect(other).not.toBe(once);
  });
});

describe('legacyForm', () => {
  it('sends scalars as-is, objects as JSON and each array item as key[]=JSON', () => {
    const form = legacyForm({
      event: 'purchase',
      scroll_height: 2400,
      install: { pid: '7' },
      pids: ['a', 'b'],
      ab_try_list: [{ key: 'sidebarAB', value: 'a' }],
    });
    expect(form.get('event')).toBe('purchase');
    expect(form.get('scroll_height')).toBe('2400');
    expect(JSON.parse(form.get('install')!)).toEqual({ pid: '7' });
    expect(form.getAll('pids[]').map((v) => JSON.parse(v))).toEqual(['a', 'b']);
    expect(JSON.parse(form.getAll('ab_try_list[]')[0])).toEqual({ key: 'sidebarAB', value: 'a' });
  });
});
