import { EVENTS, PAYLOAD_FIELDS, type TrackingPayload } from '@tsuzuri/tracker/protocol';
import { describe, expect, it } from 'vitest';
// The tracker's own encoders: what the browser really sends must decode here.
import { legacyForm, uploadBody } from '@tsuzuri/tracker/encode';
import { decodeReport, decodeV2Report } from './decode';
import { PayloadSchema } from './schema';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
/** A body as the tracker sends it: base64 of {data: base64(payload JSON), mode, upload_id}. */
const beacon = (payload: unknown, over: Record<string, unknown> = {}) =>
  Buffer.from(
    b64(
      JSON.stringify({
        data: b64(JSON.stringify(payload)),
        mode: 'beacon',
        upload_id: 'visitor-1abc',
        ...over,
      }),
    ),
  );

describe('decoding /api/web/report bodies', () => {
  it('accepts a wrapped event with Japanese text and nested fields', () => {
    const payload = {
      event: 'page_view',
      url: 'http://127.0.0.1/画質',
      web_version: '2.2.12',
      viewport_width: 390,
      event_target: { url: '/x' },
      pids: ['1'],
    };
    expect(decodeReport(beacon(payload))).toEqual({
      ok: true,
      payload,
      uploadId: 'visitor-1abc',
      mode: 'beacon',
    });
  });

  it('says what is wrong with a body that is not base64, not JSON, or not a wrapper', () => {
    expect(decodeReport(Buffer.from('not base64 at all!'))).toEqual({
      ok: false,
      msg: 'body is not base64',
    });
    expect(decodeReport(Buffer.from(''))).toEqual({ ok: false, msg: 'body is not base64' });
    expect(decodeReport(Buffer.from(b64('{"data": nope')))).toEqual({
      ok: false,
      msg: 'body is not base64 of JSON',
    });
    expect(decodeReport(Buffer.from(b64('[1,2]')))).toMatchObject({
      ok: false,
      msg: expect.stringContaining('invalid upload wrapper'),
    });
    expect(decodeReport(beacon({ event: 'page_view' }, { mode: 'carrier-pigeon' }))).toMatchObject({
      ok: false,
      msg: 'invalid upload wrapper: mode',
    });
    const wrapped = (data: string) =>
      Buffer.from(b64(JSON.stringify({ data, mode: 'post', upload_id: 'u' })));
    expect(decodeReport(wrapped('%%%'))).toEqual({ ok: false, msg: 'data is not base64' });
    expect(decodeReport(wrapped(b64('{oops')))).toEqual({
      ok: false,
      msg: 'data is not base64 of JSON',
    });
  });

  it('refuses unknown or missing events and fields of the wrong type', () => {
    expect(decodeReport(beacon({ event: 'mine_bitcoin' }))).toEqual({
      ok: false,
      msg: 'unknown event "mine_bitcoin"',
    });
    expect(decodeReport(beacon({ url: '/x' }))).toEqual({ ok: false, msg: 'event is required' });
    expect(
      decodeReport(beacon({ event: 'page_scroll', highest_page_viewed_percent: 180 })),
    ).toMatchObject({ ok: false, msg: expect.stringContaining('highest_page_viewed_percent') });
    expect(decodeReport(beacon({ event: 'click', viewport_width: 'wide' }))).toMatchObject({
      ok: false,
      msg: expect.stringContaining('viewport_width'),
    });
  });

  it('refuses what the database could never store or what would bloat memory: NUL characters, overlong ids', () => {
    expect(decodeReport(beacon({ event: 'page_view', url: '/a\u0000b' }))).toMatchObject({
      ok: false,
      msg: expect.stringContaining('url'),
    });
    expect(decodeReport(beacon({ event: 'page_view' }, { upload_id: 'u\u0000' }))).toMatchObject({
      ok: false,
      msg: expect.stringContaining('upload_id'),
    });
    expect(decodeReport(beacon({ event: 'page_view', token_id: 'x'.repeat(129) }))).toMatchObject({
      ok: false,
      msg: expect.stringContaining('token_id'),
    });
    expect(decodeReport(beacon({ event: 'page_view', token_id: 'f'.repeat(32) }))).toMatchObject({
      ok: true,
    });
  });

  it('refuses prototype keys in the wrapper or the event, at any depth, naming the key', () => {
    const poisoned = JSON.parse('{"event":"page_view","__proto__":{"polluted":1}}');
    expect(decodeReport(beacon(poisoned))).toEqual({
      ok: false,
      msg: 'data: the key "__proto__" is not allowed',
    });
    expect(
      decodeReport(
        beacon({ event: 'click', event_target: { constructor: { prototype: { polluted: 1 } } } }),
      ),
    ).toEqual({ ok: false, msg: 'data: the key "prototype" is not allowed' });
    expect(
      decodeReport(beacon({ event: 'page_view' }, JSON.parse('{"__proto__":{"mode":"post"}}'))),
    ).toEqual({ ok: false, msg: 'upload wrapper: the key "__proto__" is not allowed' });
    const escaped = Buffer.from(
      b64(
        `{"data":"${b64('{"event":"click","\\u005f_proto__":{"polluted":1}}')}","mode":"post","upload_id":"u"}`,
      ),
    );
    expect(decodeReport(escaped)).toMatchObject({
      ok: false,
      msg: expect.stringContaining('__proto__'),
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('knows every field and event of the protocol, and drops keys it does not know', () => {
    expect(Object.keys(PayloadSchema.shape).sort()).toEqual([...PAYLOAD_FIELDS].sort());
    for (const event of EVENTS) expect(decodeReport(beacon({ event })).ok).toBe(true);
    const decoded = decodeReport(beacon({ event: 'click', future_field: 1 }));
    expect(decoded.ok && decoded.payload).toEqual({ event: 'click' });
  });
});

describe('the tracker and ingestion agree', () => {
  // Every field of the protocol, typed by it: a new field must be added here to compile.
  const everything: Required<TrackingPayload> = {
    event: 'download',
    event_label: '画質',
    event_action: 'click',
    event_target: { url: '/mlink/download.php', fullurl: 'http://127.0.0.1/mlink/download.php' },
    pids: ['p1'],
    install: { package_name: 'tool', app_id: 'a1', pid: 'p1', download_url: '/mlink/download.php' },
    email: 'a@example.jp',
    mac: 'm',
    token_id: 't',
    tmp_token_id: 'tt',
    url: 'http://127.0.0.1/best-free-dvd-software',
    referer_url: 'http://127.0.0.1/',
    finger_id: 'f',
    scroll_height: 5000,
    viewport_height: 800,
    viewport_width: 1280,
    web_version: '2.2.12',
    s_id: 's',
    ga_ids: { year: '2030', day: '1' },
    lang_domain: 'ja',
    xargs_request_type: 'x',
    highest_page_viewed_percent: 60,
    ab_try_list: [{ key: 'sidebarAB', version: '1', value: 'a', expire_day: 30 }],
    visit_timestamp: 1_900_000_000_000,
    doc_id: 'd',
    prev_doc_id: 'pd',
    page_load_id: 'pl',
    recall_data: 'r',
    track_data: 'td',
    ad_channel: 'ad',
    order_tag: 'o',
    traffic_type: 'tt',
    traffic_category: 'tc',
    elk_category_id: 'e',
    related_product: 'rp',
    url_type_flag: 'u',
    ab_test_content: 'abc',
    client_tag: 'c',
    first_access: 1,
    http_code: 200,
    event_time: 1_900_000_000_001,
  };

  it('decodes every field of a beacon built by the tracker', () => {
    const body = uploadBody(JSON.stringify(everything), 'beacon', 'visitor-guid');
    expect(decodeReport(Buffer.from(body))).toEqual({
      ok: true,
      payload: everything,
      uploadId: expect.stringMatching(/^visitor-guid/),
      mode: 'beacon',
    });
  });

  it("decodes every field of the older tracker's form", () => {
    const decoded = decodeV2Report(Buffer.from(legacyForm(everything).toString()));
    expect(decoded).toMatchObject({ ok: true, payload: everything });
  });
});

describe('the older form-encoded /v2/report', () => {
  it('reads fields, numbers, key[]=json arrays and objects', () => {
    const form = new URLSearchParams([
      ['event', 'download'],
      ['url', 'http://127.0.0.1/dvd'],
      ['viewport_width', '1280'],
      ['pids[]', '123'],
      ['pids[]', '"456"'],
      ['ab_try_list[]', JSON.stringify({ key: 'sidebarAB', version: '1', value: 'a' })],
      ['install[app_id]', 'app-1'],
      ['event_target', '{"url":"/mlink/download.php"}'],
      ['email', ''],
      ['mac', 'undefined'],
    ]).toString();
    const decoded = decodeV2Report(Buffer.from(form));
    expect(decoded).toMatchObject({
      ok: true,
      mode: 'form',
      payload: {
        event: 'download',
        url: 'http://127.0.0.1/dvd',
        viewport_width: 1280,
        pids: ['123', '456'],
        ab_try_list: [{ key: 'sidebarAB', version: '1', value: 'a' }],
        install: { app_id: 'app-1' },
        event_target: { url: '/mlink/download.php' },
      },
    });
    expect(decoded.ok && 'email' in decoded.payload).toBe(false);
  });

  it('uses the body hash as the upload id, so the same body twice is a replay', () => {
    const a = decodeV2Report(Buffer.from('event=page_view&url=%2F'));
    const b = decodeV2Report(Buffer.from('event=page_view&url=%2F'));
    const c = decodeV2Report(Buffer.from('event=page_view&url=%2Fdvd'));
    expect(a.ok && b.ok && c.ok && a.uploadId === b.uploadId && a.uploadId !== c.uploadId).toBe(
      true,
    );
  });

  it('refuses a body that is not a form, or a bad event or number', () => {
    expect(decodeV2Report(Buffer.from('{"event":"page_view"}'))).toEqual({
      ok: false,
      msg: 'body is not form-encoded',
    });
    expect(decodeV2Report(Buffer.from('event=nope'))).toEqual({
      ok: false,
      msg: 'unknown event "nope"',
    });
    expect(decodeV2Report(Buffer.from('event=click&viewport_width=wide'))).toMatchObject({
      ok: false,
      msg: expect.stringContaining('viewport_width'),
    });
  });
});
