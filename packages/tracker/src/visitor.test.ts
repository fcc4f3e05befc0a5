// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar } from './cookies';
import { clearCookies } from './testing';
import {
  appendPathTrack,
  beginVisit,
  captureAttribution,
  readGuest,
  sessionSeconds,
  storeReply,
} from './visitor';

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0';
const jar = () => createCookieJar(document, { testEnv: false, domain: '' });
const start = new Date('2025-06-01T09:00:00Z').getTime();

beforeEach(() => {
  clearCookies();
  vi.useFakeTimers({ now: start });
});
afterEach(() => vi.useRealTimers());

describe('beginVisit', () => {
  it('mints a visitor GUID, a session and the guest object for a first-time visitor', () => {
    const visit = beginVisit(jar(), Date.now(), UA);
    expect(visit).toMatchObject({ newVisitor: true, newSession: true });
    expect(jar().get('guid')).toBe(visit.guid);
    expect(jar().get('s_id')).toMatch(/^[0-9a-f]{32}$/);
    expect(jar().get('visit_timestamp')).toBe(String(start));
    expect(readGuest(jar())).toEqual({
      created_at: start,
      last_active: start,
      session_count: 1,
      user_agent: UA,
      popup_count: 0,
    });
  });

  it('keeps the GUID and the session on the next page, updating last_active only', () => {
    const first = beginVisit(jar(), Date.now(), UA);
    const session = jar().get('s_id');
    vi.advanceTimersByTime(10 * 60_000);
    const second = beginVisit(jar(), Date.now(), UA);
    expect(second).toEqual({ guid: first.guid, newVisitor: false, newSession: false });
    expect(jar().get('s_id')).toBe(session);
    expect(readGuest(jar())).toMatchObject({
      created_at: start,
      last_active: start + 10 * 60_000,
      session_count: 1,
    });
  });

  it('starts a new session (and counts it) after 30 minutes without a page view', () => {
    beginVisit(jar(), Date.now(), UA);
    const session = jar().get('s_id');
    vi.advanceTimersByTime(31 * 60_000);
    expect(beginVisit(jar(), Date.now(), UA).newSession).toBe(true);
    expect(jar().get('s_id')).not.toBe(session);
    expect(jar().get('visit_timestamp')).toBe(String(start + 31 * 60_000));
    expect(readGuest(jar())?.session_count).toBe(2);
  });
});

describe('storeReply (a read reply with cscode 0)', () => {
  it('keeps the ids, timestamp and attribution in their cookies', () => {
    storeReply(
      jar(),
      {
        token_id: 't1',
        tmp_token_id: 'tt1',
        doc_id: 'd9',
        visit_timestamp: 1_748_768_400_000,
        recall_data: 'r',
        track_data: 'k',
        ad_channel: 'news',
        order_tag: 'o',
      },
      Date.now(),
    );
    expect(jar().get('token_id')).toBe('t1');
    expect(jar().get('tmp_token_id')).toBe('tt1');
    expect(jar().get('doc_id')).toBe('d9');
    expect(jar().get('visit_timestamp')).toBe('1748768400000');
    expect([
      jar().get('recall_data'),
      jar().get('track_data'),
      jar().get('ad_channel'),
      jar().get('order_tag'),
    ]).toEqual(['r', 'k', 'news', 'o']);
  });

  it('keeps the session until the reply’s s_expiration', () => {
    storeReply(jar(), { s_id: 'server-session', s_expiration: start + 5 * 60_000 }, Date.now());
    expect(jar().get('s_id')).toBe('server-session');
    vi.advanceTimersByTime(5 * 60_000 + 1000);
    expect(jar().get('s_id')).toBeUndefined();
  });

  it('reads s_expiration as epoch ms, epoch seconds or seconds from now', () => {
    expect(sessionSeconds(start + 600_000, start)).toBe(600);
    expect(sessionSeconds(start / 1000 + 600, start)).toBe(600);
    expect(sessionSeconds(600, start)).toBe(600);
    expect(sessionSeconds(undefined, start)).toBeUndefined();
    expect(sessionSeconds(start - 1000, start)).toBeUndefined();
  });
});

describe('captureAttribution', () => {
  it('keeps the landing page’s campaign parameters for 7 days', () => {
    captureAttribution(jar(), '?ad_channel=x_ads&order_tag=spring&utm_source=ignored');
    expect(jar().get('ad_channel')).toBe('x_ads');
    expect(jar().get('order_tag')).toBe('spring');
    vi.advanceTimersByTime(7 * 86_400_000 + 1000);
    expect(jar().get('ad_channel')).toBeUndefined();
  });
});

describe('appendPathTrack', () => {
  it('keeps the last ten page names, newest last', () => {
    for (let i = 1; i <= 12; i++) appendPathTrack(jar(), `page_${i}`);
    expect(jar().get('path_track')?.split('|')).toEqual(
      Array.from({ length: 10 }, (_, i) => `page_${i + 3}`),
    );
  });
});

// Last in the file: happy-dom keeps cookies that clearCookies expires under fake timers.
describe('the guest cookie', () => {
  it('is rebuilt from its known fields: a planted one cannot carry other keys back into the cookie', () => {
    const planted =
      '{"created_at":1,"session_count":"9","__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}';
    jar().set('guest', planted);
    expect(readGuest(jar())).toEqual({
      created_at: 1,
      last_active: 0,
      session_count: 0,
      popup_count: 0,
      user_agent: '',
    });
    beginVisit(jar(), Date.now(), UA);
    expect(jar().get('guest')).not.toMatch(/__proto__|constructor|polluted/);
    expect(readGuest(jar())).toMatchObject({ created_at: 1, last_active: start, user_agent: UA });
  });
});
