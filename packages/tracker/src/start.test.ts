// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar, readCookie } from './cookies';
import { isDevMode } from './dev';
import { WEB_VERSION } from './protocol';
import { startTracker } from './start';
import { type OpenPage, openPage, pageConfig, payloads, runNow, watchCookies } from './testing';

let page: OpenPage;
beforeEach(() =>
  vi.useFakeTimers({
    now: new Date('2025-06-01T09:00:00Z'),
    toFake: ['setTimeout', 'clearTimeout', 'Date'],
  }),
);
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await page.close();
});

const ARTICLE = 'http://127.0.0.1:3000/en/dvd-copy-guide-new2?medium=top_nav';

describe('the page view', () => {
  it('is sent as soon as the bundle starts, with the page, the viewport and the visitor’s new ids', async () => {
    page = openPage(ARTICLE);
    Object.defineProperty(page.doc, 'referrer', { value: 'https://search.example/?q=dvd' });
    await startTracker(pageConfig(), page.win, runNow);
    const [sent, ...rest] = await page.beacons.read();
    expect(rest).toHaveLength(0);
    expect(sent.url).toBe('/api/web/report');
    const view = sent.payload;
    expect(view).toMatchObject({
      event: 'page_view',
      web_version: WEB_VERSION,
      url: ARTICLE,
      referer_url: 'https://search.example/?q=dvd',
      event_label: 'dvd_copy_guide',
      lang_domain: 'ja',
      viewport_width: 1024,
      viewport_height: 768,
      scroll_height: 4000,
      first_access: 1,
      event_time: Date.now(),
    });
    expect(view.s_id).toBe(readCookie(page.doc, 's_id'));
    expect(view.doc_id).toBe(readCookie(page.doc, 'doc_id'));
    expect(view.page_load_id).toBe(readCookie(page.doc, 'page_load_id'));
    expect(sent.wrapper.upload_id.startsWith(readCookie(page.doc, 'guid')!)).toBe(true);
    // Cleaned and sorted: no empty fields, keys in order.
    expect(Object.keys(view)).toEqual([...Object.keys(view)].sort());
    expect(view).not.toHaveProperty('token_id');
  });

  it('counts a returning visitor as such and links the page to the previous one', async () => {
    page = openPage('http://127.0.0.1:3000/blog/2');
    page.doc.cookie = 'guid=returning-visitor';
    page.doc.cookie = 'doc_id=previous-page';
    await startTracker(pageConfig(), page.win, runNow);
    const [{ payload, wrapper }] = await page.beacons.read();
    expect(payload).toMatchObject({
      event: 'page_view',
      event_label: 'blog',
      first_access: 0,
      prev_doc_id: 'previous-page',
    });
    expect(payload.doc_id).not.toBe('previous-page');
    expect(wrapper.upload_id.startsWith('returning-visitor')).toBe(true);
    expect(readCookie(page.doc, 'guid')).toBe('returning-visitor');
  });

  it('carries the front’s A/B variants and the visitor’s attribution cookies', async () => {
    page = openPage('http://127.0.0.1:3000/?ad_channel=newsletter');
    page.doc.cookie = 'sidebarAB=b';
    await startTracker(pageConfig(), page.win, runNow);
    const [{ payload }] = await page.beacons.read();
    expect(payload.ab_try_list).toEqual([
      { expire_day: 30, key: 'sidebarAB', value: 'b', version: '1' },
    ]);
    expect(payload.ad_channel).toBe('newsletter');
  });

  it('uses test_ cookie names in the test environment', async () => {
    page = openPage(ARTICLE);
    await startTracker(pageConfig({ testEnv: true }), page.win, runNow);
    expect(readCookie(page.doc, 'test_guid')).toMatch(/^[0-9a-f]{32}$/);
    expect(readCookie(page.doc, 'guid')).toBeUndefined();
  });
});

describe('client-side navigation', () => {
  it('sends a new page view with the previous page as referrer; hash changes and state-only updates do not', async () => {
    page = openPage('http://127.0.0.1:3000/');
    await startTracker(pageConfig(), page.win, runNow);
    const firstDoc = readCookie(page.doc, 'doc_id');
    page.win.history.replaceState({ scroll: 1 }, '', '/'); // scroll restoration: same page
    page.win.history.pushState({}, '', '/#comments');
    page.win.history.pushState({}, '', '/by-latest/2');
    const views = payloads(await page.beacons.read(), 'page_view');
    expect(views).toHaveLength(2);
    expect(views[1]).toMatchObject({
      event_label: 'index',
      url: 'http://127.0.0.1:3000/by-latest/2',
      referer_url: 'http://127.0.0.1:3000/',
      prev_doc_id: firstDoc,
    });
    expect(views[1].doc_id).not.toBe(firstDoc);
    expect(views[1].first_access).toBe(0);
  });
});

describe('the start', () => {
  it('holds the page for no part of it: the cookies, then the page view with its listeners, each in an idle task', async () => {
    page = openPage(
      'http://127.0.0.1:3000/dvd?ad_channel=newsletter',
      '<a id="get" href="/mlink/download.php?pid=301">ダウンロード</a>',
    );
    const idle: (() => void)[] = [];
    Object.assign(page.win, { requestIdleCallback: (task: () => void) => idle.push(task) });
    const runNext = async () => {
      idle.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    };
    const started = startTracker(pageConfig(), page.win);
    const clickDownload = () => (page.doc.getElementById('get') as HTMLElement).click();

    // Nothing while the script runs: no cookie, no beacon.
    expect(readCookie(page.doc, 'ad_channel')).toBeUndefined();
    expect(idle).toHaveLength(1);
    await runNext(); // the visitor's cookies
    expect(readCookie(page.doc, 'ad_channel')).toBe('newsletter');
    expect(page.beacons.count()).toBe(0);
    await runNext(); // the page view, and the listeners in the same task
    await started;
    clickDownload();
    expect(payloads(await page.beacons.read()).map((p) => p.event)).toEqual([
      'page_view',
      'download',
    ]);
  });
});

describe('dev mode', () => {
  it('is switched on by #dev=1, remembered, and logs each event while still sending it', async () => {
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    page = openPage('http://127.0.0.1:3000/#dev=1');
    await startTracker(pageConfig(), page.win, runNow);
    expect(logged).toHaveBeenCalledWith(
      '[tsuzuri tracker]',
      'page_view',
      expect.objectContaining({ event: 'page_view' }),
    );
    expect(page.beacons.count()).toBe(1);
    expect(page.win.localStorage.getItem('tsuzuri_tracker_dev')).toBe('1');
    page.win.location.hash = '';
    page.win.history.pushState({}, '', '/blog');
    expect(logged).toHaveBeenCalledTimes(2);
    page.win.history.pushState({}, '', '/contact#dev=0');
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('is off without the hash, and then localStorage is never opened', async () => {
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    page = openPage('http://127.0.0.1:3000/');
    const storage = page.win.localStorage;
    storage.setItem('tsuzuri_tracker_dev', '1'); // left by an earlier version, without the cookie
    let opened = 0;
    Object.defineProperty(page.win, 'localStorage', {
      configurable: true,
      get: () => {
        opened++;
        return storage;
      },
    });
    await startTracker(pageConfig(), page.win, runNow);
    page.win.history.pushState({}, '', '/blog');
    expect(logged).not.toHaveBeenCalled();
    expect(opened).toBe(0);
  });

  it('stays off, without opening localStorage, for any other value of its cookie or hash', async () => {
    page = openPage('http://127.0.0.1:3000/');
    const storage = page.win.localStorage;
    storage.setItem('tsuzuri_tracker_dev', '1');
    let opened = 0;
    Object.defineProperty(page.win, 'localStorage', {
      configurable: true,
      get: () => {
        opened++;
        return storage;
      },
    });
    const jar = createCookieJar(page.doc, { testEnv: false, domain: '' });
    const hostile = [
      '__proto__',
      'constructor',
      '<script>1</script>',
      '1\u0000',
      '1\n',
      ' 1',
      '1'.repeat(5000),
      '%00',
    ];
    for (const value of hostile) {
      page.doc.cookie = `tracker_dev=${encodeURIComponent(value)}; Path=/`;
      page.doc.cookie = `__proto__=1; Path=/`;
      page.win.location.hash = `#dev=${encodeURIComponent(value)}&constructor=1`;
      await Promise.resolve(); // a new task: the jar reads the cookies again
      expect(isDevMode(page.win, jar), value.slice(0, 20)).toBe(false);
    }
    expect(readCookie(page.doc, 'tracker_dev')).toBe('%00');
    expect(opened).toBe(0);
  });

  it('keeps its switch in a cookie beside localStorage, and #dev=0 clears both', async () => {
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    page = openPage('http://127.0.0.1:3000/#dev=1');
    const cookies = watchCookies(page.doc);
    const tracker = await startTracker(pageConfig(), page.win, runNow);
    await Promise.resolve(); // a later task: the jar reads the page's cookies again
    tracker.track('page_scroll', { highest_page_viewed_percent: 20 });
    expect(readCookie(page.doc, 'tracker_dev')).toBe('1');
    // Not again with each event while #dev=1 stays in the address.
    expect(cookies.writes.filter((w) => w.startsWith('tracker_dev='))).toHaveLength(1);
    page.win.location.hash = '';
    page.win.history.pushState({}, '', '/blog');
    expect(logged).toHaveBeenCalledTimes(3);
    page.win.history.pushState({}, '', '/contact#dev=0');
    expect(logged).toHaveBeenCalledTimes(3);
    expect(readCookie(page.doc, 'tracker_dev')).toBe('0');
    expect(page.win.localStorage.getItem('tsuzuri_tracker_dev')).toBeNull();
  });
});

describe('link decoration and the fingerprint', () => {
  it('decorates outbound links 1000 ms after start, and links added later 1000 ms after they appear', async () => {
    page = openPage(
      'http://127.0.0.1:3000/',
      '<a id="a" href="https://store.tsuzuri.example/">store</a>',
    );
    await startTracker(pageConfig(), page.win, runNow);
    const guid = readCookie(page.doc, 'guid');
    vi.advanceTimersByTime(999);
    expect(page.doc.getElementById('a')?.getAttribute('href')).toBe(
      'https://store.tsuzuri.example/',
    );
    vi.advanceTimersByTime(1);
    expect(page.doc.getElementById('a')?.getAttribute('href')).toContain(`guid=${guid}`);
    page.doc.body.insertAdjacentHTML(
      'beforeend',
      '<a id="b" href="https://partner.example/x">partner</a>',
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(page.doc.getElementById('b')?.getAttribute('href')).toBe('https://partner.example/x');
    await vi.advanceTimersByTimeAsync(1);
    expect(page.doc.getElementById('b')?.getAttribute('href')).toBe(
      `https://partner.example/x?guid=${guid}&s_id=${readCookie(page.doc, 's_id')}`,
    );
  });

  it('computes the fingerprint in idle time after the page view, and keeps its id 30 days', async () => {
    page = openPage('http://127.0.0.1:3000/');
    await startTracker(pageConfig(), page.win, runNow);
    expect(readCookie(page.doc, 'finger_id')).toBeUndefined();
    const [{ payload }] = await page.beacons.read();
    expect(payload.finger_id).toBeUndefined();
    await vi.advanceTimersByTimeAsync(50); // its parts, one idle step each
    expect(readCookie(page.doc, 'finger_id')).toMatch(/^[0-9a-f]{16}$/);
    page.win.history.pushState({}, '', '/blog');
    const views = payloads(await page.beacons.read(), 'page_view');
    expect(views[1].finger_id).toBe(readCookie(page.doc, 'finger_id'));
  });
});
