// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_LIFETIMES, createCookieJar, readCookie } from './cookies';
import { abTryList } from './payload';
import { clearCookies, watchCookies } from './testing';

const DAY = 86_400;

const recordCookieWrites = (doc: Document) => watchCookies(doc).writes;

beforeEach(() => clearCookies());
afterEach(() => {
  // Restores happy-dom's own accessor for the next test.
  delete (document as { cookie?: string }).cookie;
  vi.useRealTimers();
});

describe('tracker cookie lifetimes (docs/product.md#cookies)', () => {
  it('are GUID 365 d, fingerprint 30 d, token 365 d, doc id and visit 1 d, session 30 min, email 3650 d, path 12 h', () => {
    expect(COOKIE_LIFETIMES).toMatchObject({
      guid: 365 * DAY,
      finger_id: 30 * DAY,
      token_id: 365 * DAY,
      doc_id: DAY,
      visit_timestamp: DAY,
      s_id: 30 * 60,
      user_email: 3650 * DAY,
      path_track: 12 * 3600,
    });
  });

  it('expire when their lifetime is over: the doc id after a day, the GUID not', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T00:00:00Z') });
    const jar = createCookieJar(document, { testEnv: false, domain: 'tsuzuri.example' });
    // Each read below is a later task, as it is on a page (the jar keeps one copy per task).
    const later = async (time: string) => {
      await Promise.resolve();
      vi.setSystemTime(new Date(time));
    };
    jar.set('guid', 'g1');
    jar.set('doc_id', 'd1');
    jar.set('s_id', 's1');
    await later('2025-06-01T00:29:00Z');
    expect(jar.get('s_id')).toBe('s1');
    await later('2025-06-01T00:31:00Z');
    expect(jar.get('s_id')).toBeUndefined();
    expect(jar.get('doc_id')).toBe('d1');
    await later('2025-06-02T00:00:01Z');
    expect(jar.get('doc_id')).toBeUndefined();
    expect(jar.get('guid')).toBe('g1');
  });
});

describe('createCookieJar', () => {
  it('writes SameSite=Lax, Path=/ and the lifetime as Max-Age, without Secure on plain http', () => {
    const writes = recordCookieWrites(document);
    createCookieJar(document, { testEnv: false, domain: 'tsuzuri.example' }).set(
      'finger_id',
      'abc',
    );
    expect(writes).toEqual([`finger_id=abc; Max-Age=${30 * DAY}; Path=/; SameSite=Lax`]);
  });

  it('adds Secure on https and shares the cookie with the site’s subdomains when on one of them', () => {
    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    happyDOM.setURL('https://blog.tsuzuri.example/dvd-copy');
    try {
      const writes = recordCookieWrites(document);
      createCookieJar(document, { testEnv: false, domain: 'tsuzuri.example' }).set('guid', 'g');
      createCookieJar(document, { testEnv: false, domain: 'other.example' }).set('guid', 'g');
      expect(writes).toEqual([
        `guid=g; Max-Age=${365 * DAY}; Path=/; SameSite=Lax; Domain=tsuzuri.example; Secure`,
        `guid=g; Max-Age=${365 * DAY}; Path=/; SameSite=Lax; Secure`,
      ]);
    } finally {
      happyDOM.setURL('http://localhost:3000/');
    }
  });

  it('prefixes every name with test_ in the test environment, and reads its own names back', () => {
    const jar = createCookieJar(document, { testEnv: true, domain: 'tsuzuri.example' });
    jar.set('guid', 'visitor-1');
    expect(readCookie(document, 'test_guid')).toBe('visitor-1');
    expect(readCookie(document, 'guid')).toBeUndefined();
    expect(jar.get('guid')).toBe('visitor-1');
    expect(createCookieJar(document, { testEnv: false, domain: '' }).get('guid')).toBeUndefined();
  });

  it('reads document.cookie once per task, its own writes included, and sees other writers in the next task', async () => {
    const watched = watchCookies(document);
    const jar = createCookieJar(document, { testEnv: false, domain: '' });
    jar.set('guid', 'g1');
    expect(jar.get('guid')).toBe('g1');
    jar.set('s_id', 's1');
    expect([jar.get('s_id'), jar.get('doc_id')]).toEqual(['s1', undefined]);
    expect(watched.reads).toBe(1);
    await Promise.resolve(); // the task is over
    createCookieJar(document, { testEnv: false, domain: '' }).set('guid', 'another-writer');
    watched.reads = 0;
    expect(jar.get('guid')).toBe('another-writer');
    expect(watched.reads).toBe(1);
  });

  it('reads the site’s other cookies (the A/B variants every event carries) from the same copy', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the page's other writer (the front's A/B cookie)
    document.cookie = 'sidebarAB=b';
    const watched = watchCookies(document);
    const jar = createCookieJar(document, { testEnv: true, domain: '' });
    jar.set('guid', 'g1');
    expect([jar.other('sidebarAB'), jar.other('resourceBannerAB'), jar.get('guid')]).toEqual([
      'b',
      undefined,
      'g1',
    ]);
    // Each read of document.cookie after a write waits for the browser's cookie store (Chromium).
    expect(watched.reads).toBe(1);
  });

  it('reads a hostile cookie string safely: prototype names, broken escapes, markup, control characters, oversize', () => {
    const long = 'x'.repeat(8000);
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () =>
        `__proto__=polluted; constructor=c; =nameless; guid=%E0%A4%A; s_id=<script>\u0007</script>; doc_id=${long}; sidebarAB=<b>\u0000${long}; resourceBannerAB=b`,
    });
    const jar = createCookieJar(document, { testEnv: false, domain: '' });
    expect(readCookie(document, '__proto__')).toBe('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(jar.get('guid')).toBe('%E0%A4%A'); // not decodable: kept as sent
    expect(jar.get('s_id')).toBe('<script>\u0007</script>');
    expect(jar.get('doc_id')).toHaveLength(8000);
    expect(readCookie(document, '')).toBeUndefined();
    // The site's other cookies through the jar: the same safe map, and only a or b is a variant.
    expect([jar.other('__proto__'), jar.other('constructor'), jar.other('toString')]).toEqual([
      'polluted',
      'c',
      undefined,
    ]);
    expect(abTryList(jar)).toEqual([
      { key: 'resourceBannerAB', value: 'b', version: '1', expire_day: 30 },
    ]);
  });

  it('encodes values so JSON and Japanese survive', () => {
    const jar = createCookieJar(document, { testEnv: false, domain: '' });
    jar.set('guest', '{"user_agent":"a; b=c","name":"綴り"}');
    expect(JSON.parse(jar.get('guest')!)).toEqual({ user_agent: 'a; b=c', name: '綴り' });
  });
});
