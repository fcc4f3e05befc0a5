// Test helpers for the DOM tests (never bundled: only *.test.ts import this file).
import processConsole from 'node:console';
import { Window as HappyWindow } from 'happy-dom';
import { onTestFinished, vi } from 'vitest';
import type { TrackerPageConfig, TrackingPayload, UploadWrapper } from './protocol';
import type { Step } from './idle';

export function pageConfig(overrides: Partial<TrackerPageConfig> = {}): TrackerPageConfig {
  return {
    enabled: true,
    endpoint: '/api/web/report',
    legacy: false,
    domain: 'tsuzuri.example',
    outboundDomains: ['tsuzuri.example', 'partner.example'],
    outboundExclusions: ['help.tsuzuri.example', 'partner.example/affiliate'],
    downloadPaths: ['/mlink/download.php'],
    purchasePaths: ['/checkout.htm', '/order/subscribe.php'],
    installerName: 'TsuzuriVideoStudio',
    locales: ['ja', 'en'],
    defaultLocale: 'ja',
    testEnv: false,
    push: { isOpen: false, publicKey: '', appId: '', blockedPages: ['checkout'] },
    ...overrides,
  };
}

export const fromBase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

export type Sent = {
  url: string;
  wrapper: UploadWrapper;
  payload: TrackingPayload;
  json: string;
  contentType: string;
};

/** Decodes one /api/web/report body the way ingestion does: base64 wrapper, base64 data. */
export function decodeReport(body: string): Pick<Sent, 'wrapper' | 'payload' | 'json'> {
  const wrapper = JSON.parse(fromBase64(body)) as UploadWrapper;
  const json = fromBase64(wrapper.data);
  return { wrapper, payload: JSON.parse(json), json };
}

/**
 * Replaces navigator.sendBeacon with one that records what the tracker sent and accepts it, as
 * a browser with room in its beacon queue does. `read()` decodes everything sent so far.
 */
export function captureBeacons(win: Window = window): { read(): Promise<Sent[]>; count(): number } {
  const bodies: { url: string; body: Blob }[] = [];
  Object.defineProperty(win.navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      bodies.push({ url, body });
      return true;
    },
  });
  return {
    count: () => bodies.length,
    // Blob.text() settles in microtasks, so this works under fake timers too.
    read: () =>
      Promise.all(
        bodies.map(async ({ url, body }) => ({
          url,
          contentType: body.type,
          ...decodeReport(await body.text()),
        })),
      ),
  };
}

export const payloads = (sent: Sent[], event?: string) =>
  sent.map((s) => s.payload).filter((p) => !event || p.event === event);

/** Removes every cookie the page can see, so each test starts as a first-time visitor. */
export function clearCookies(doc: Document = document): void {
  for (const part of doc.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) doc.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

export type OpenPage = {
  win: Window;
  doc: Document;
  beacons: ReturnType<typeof captureBeacons>;
  close(): Promise<void>;
};

/**
 * A fresh browser window per test (happy-dom), so listeners and cookies never leak between
 * tests. Links do not navigate (a bubbling listener cancels them, as the App Router's links do).
 * happy-dom has no layout: the page is given a height and the viewport 1024×768.
 */
export function openPage(
  url: string,
  bodyHtml = '',
  opts: { scrollHeight?: number } = {},
): OpenPage {
  const happy = new HappyWindow({ url, width: 1024, height: 768 });
  const win = happy as unknown as Window;
  const doc = win.document;
  doc.documentElement.lang = 'ja';
  doc.body.innerHTML = bodyHtml;
  Object.defineProperty(doc.documentElement, 'scrollHeight', {
    configurable: true,
    value: opts.scrollHeight ?? 4000,
  });
  doc.addEventListener('click', (event) => event.preventDefault());
  const beacons = captureBeacons(win);
  return { win, doc, beacons, close: () => happy.happyDOM.close() };
}

/** Scrolls so the viewport's bottom edge is at `percent` of the page, and fires the scroll event. */
export function scrollToPercent(win: Window, percent: number): void {
  const height = win.document.documentElement.scrollHeight;
  win.scrollTo(0, Math.max(0, (height * percent) / 100 - win.innerHeight));
  win.dispatchEvent(new (win as Window & typeof globalThis).Event('scroll'));
}

/**
 * What the page's console said with `console.error`, kept out of the test output: the lines
 * happy-dom prints for a failed request (a status ≥ 400, a refused connection), as Chromium
 * does. Vitest hands happy-dom Node's own console, not the test's, so that is the one watched,
 * until the test ends.
 */
export function watchPageErrors(): () => string[] {
  const spy = vi.spyOn(processConsole, 'error').mockImplementation(() => {});
  onTestFinished(() => spy.mockRestore());
  return () => spy.mock.calls.map(([line]) => String(line));
}

/**
 * Runs each part of the tracker's start at once (the page runs each in an idle task), so a test
 * awaits `startTracker(config, win, runNow)` and goes on with the tracker running.
 */
export const runNow: Step = async (work) => work();

/**
 * Watches document.cookie: the strings written to it (the attributes never show when reading it
 * back) and how many times it was read.
 */
export function watchCookies(doc: Document): { writes: string[]; reads: number } {
  const watched = { writes: [] as string[], reads: 0 };
  let proto: object | null = doc;
  let descriptor: PropertyDescriptor | undefined;
  while (proto && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    proto = Object.getPrototypeOf(proto);
  }
  Object.defineProperty(doc, 'cookie', {
    configurable: true,
    get: () => {
      watched.reads++;
      return descriptor!.get!.call(doc);
    },
    set: (value: string) => {
      watched.writes.push(value);
      descriptor!.set!.call(doc, value);
    },
  });
  return watched;
}
