// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPage } from '../testing';
import { AD_BAITS, detectAdBlock } from './adblock';
import {
  AUDIO_TIMEOUT,
  AUDIO_UNSUPPORTED,
  AUDIO_UNSUPPORTED_BROWSER,
  audioFingerprint,
} from './audio';
import { confidenceFor } from './device';
import { FONT_PROBE_WIDTH, FONTS_PER_STEP, installedFonts, PROBED_FONTS } from './fonts';
import { collectFingerprint } from './index';
import { TIME_ZONE_WORKER_SRC, TIME_ZONE_WORKER_WAIT_MS, timeZone, timeZoneHere } from './timezone';

const pages: { close(): Promise<void> }[] = [];
const open = () => {
  const page = openPage('http://127.0.0.1:3000/');
  pages.push(page);
  return page;
};
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(pages.splice(0).map((p) => p.close()));
});

/** An offline audio context whose rendering never finishes (a suspended one, as WebKit does without a gesture). */
function hangingAudioContext() {
  const param = () => ({ value: 0 });
  return class {
    createOscillator = () => ({ type: '', frequency: param(), connect() {}, start() {} });
    createDynamicsCompressor = () => ({
      threshold: param(),
      knee: param(),
      ratio: param(),
      attack: param(),
      release: param(),
      connect() {},
    });
    destination = {};
    startRendering = () => new Promise(() => {});
  };
}

describe('the audio component’s sentinels (-1, -2, -3)', () => {
  it('is -2 where offline audio does not exist', async () => {
    expect(await audioFingerprint(open().win)).toBe(AUDIO_UNSUPPORTED);
  });

  it('is -1 on iOS WebKit, which suspends offline rendering without a gesture', async () => {
    const { win } = open();
    Object.assign(win, { OfflineAudioContext: hangingAudioContext() });
    Object.defineProperty(win.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15',
    });
    expect(await audioFingerprint(win)).toBe(AUDIO_UNSUPPORTED_BROWSER);
  });

  it('is -3 when rendering does not finish within about 5 s', async () => {
    vi.useFakeTimers();
    const { win } = open();
    Object.assign(win, { OfflineAudioContext: hangingAudioContext() });
    let result: number | undefined;
    audioFingerprint(win).then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(AUDIO_TIMEOUT);
  });
});

describe('ad-blocker detection', () => {
  const hide = (doc: Document, names: string[]) => {
    const style = doc.createElement('style');
    style.textContent = names.map((n) => `.${n}{display:none !important}`).join('\n');
    doc.head.appendChild(style);
  };

  it('reports a blocker when more than 60 % of the bait elements are hidden', () => {
    const { doc } = open();
    hide(doc, AD_BAITS.slice(0, 7));
    expect(detectAdBlock(doc)).toBe(true);
  });

  it('reports none at exactly 60 % or below, and leaves no bait behind', () => {
    const { doc } = open();
    expect(detectAdBlock(doc)).toBe(false);
    hide(doc, AD_BAITS.slice(0, 6));
    expect(detectAdBlock(doc)).toBe(false);
    expect(doc.body.children).toHaveLength(0);
  });
});

describe('the visitor id', () => {
  it('has a confidence of 0.4 to 0.7 by platform', () => {
    expect(confidenceFor('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe(0.4);
    expect(confidenceFor('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(0.4);
    expect(confidenceFor('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBe(0.5);
    expect(confidenceFor('Mozilla/5.0 (X11; Linux x86_64)')).toBe(0.6);
    expect(confidenceFor('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(0.7);
  });

  it('is the same for the same device and differs when a component differs', async () => {
    const a = await collectFingerprint(open().win);
    const b = await collectFingerprint(open().win);
    expect(a.visitorId).toMatch(/^[0-9a-f]{16}$/);
    expect(b.visitorId).toBe(a.visitorId);
    expect(a.components).toMatchObject({
      audio: AUDIO_UNSUPPORTED,
      adBlock: false,
      timezone: expect.any(String),
    });
    const other = open();
    Object.defineProperty(other.win.navigator, 'languages', { value: ['en-US'] });
    expect((await collectFingerprint(other.win)).visitorId).not.toBe(a.visitorId);
  });

  it('probes fonts in a 4000 px wide box that it removes again', () => {
    const { doc } = open();
    const appended = vi.spyOn(doc.body, 'appendChild');
    installedFonts(doc, PROBED_FONTS);
    expect((appended.mock.calls[0][0] as HTMLElement).style.width).toBe(`${FONT_PROBE_WIDTH}px`);
    expect(doc.body.children).toHaveLength(0);
  });
});

/** Idle callbacks the test runs one by one, recording what each task appended to the page. */
function manualIdle(win: Window) {
  const queue: (() => void)[] = [];
  Object.assign(win, {
    requestIdleCallback: (task: () => void) => queue.push(task),
  });
  const appendedPerTask: Node[][] = [];
  const appended = vi.spyOn(win.document.body, 'appendChild');
  return {
    appendedPerTask,
    /** Runs the idle tasks (and whatever they await) until none is left. */
    async drain() {
      for (let rounds = 0; rounds < 100; rounds++) {
        await vi.advanceTimersByTimeAsync(0);
        const task = queue.shift();
        if (!task) return;
        appended.mockClear();
        task();
        appendedPerTask.push(appended.mock.calls.map(([node]) => node));
      }
      throw new Error('the idle tasks never ended');
    },
  };
}

describe('the fingerprint in idle steps', () => {
  it('runs each part in its own idle task, at most a few fonts per task, with the same result as at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { win, doc } = open();
    const idle = manualIdle(win);
    let result: Awaited<ReturnType<typeof collectFingerprint>> | undefined;
    collectFingerprint(win).then((fingerprint) => (result = fingerprint));
    await idle.drain();
    const boxes = idle.appendedPerTask.filter((nodes) => nodes.length > 0);
    // Every task puts at most one box on the page: the font probes and the ad baits never share one.
    expect(boxes.every((nodes) => nodes.length === 1)).toBe(true);
    const fontBoxes = boxes.map(([box]) => box as HTMLElement).filter((box) => box.style.width);
    expect(fontBoxes).toHaveLength(Math.ceil(PROBED_FONTS.length / FONTS_PER_STEP));
    for (const box of fontBoxes)
      expect(box.childNodes.length).toBeLessThanOrEqual(3 + 3 * FONTS_PER_STEP);
    // Beside the font steps: device, time zone (no worker here), ad baits, audio (happy-dom has no 2d canvas).
    expect(idle.appendedPerTask).toHaveLength(fontBoxes.length + 4);
    expect(result?.components.fonts).toEqual(installedFonts(doc, PROBED_FONTS));
    expect(result?.components.timezone).toBe(timeZoneHere());
  });
});

describe('the time zone', () => {
  /** A stand-in for the browser's Worker: answers `reply` (or fails) on the next turn. */
  const fakeWorker = (reply: string | 'error' | 'silent') => {
    const started: string[] = [];
    class FakeWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: (() => void) | null = null;
      terminated = false;
      constructor(src: string) {
        started.push(src);
        setTimeout(() => {
          if (reply === 'error') this.onerror?.();
          else if (reply !== 'silent') this.onmessage?.({ data: reply });
        }, 5);
      }
      terminate() {
        this.terminated = true;
      }
    }
    return { FakeWorker, started };
  };

  it('is asked of a worker, so Intl’s first, slow use is not on the page’s thread', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { win } = open();
    const { FakeWorker, started } = fakeWorker('Asia/Tokyo');
    Object.assign(win, { Worker: FakeWorker });
    const zone = timeZone(win);
    await vi.advanceTimersByTimeAsync(5);
    expect(await zone).toBe('Asia/Tokyo');
    expect(started).toEqual([TIME_ZONE_WORKER_SRC]);
  });

  it('is asked on the page when the worker fails or does not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const failing = open().win;
    Object.assign(failing, { Worker: fakeWorker('error').FakeWorker });
    const fromFailed = timeZone(failing);
    await vi.advanceTimersByTimeAsync(10);
    expect(await fromFailed).toBe(timeZoneHere());

    const silent = open().win;
    Object.assign(silent, { Worker: fakeWorker('silent').FakeWorker });
    let zone: string | undefined;
    timeZone(silent).then((value) => (zone = value));
    await vi.advanceTimersByTimeAsync(TIME_ZONE_WORKER_WAIT_MS - 1);
    expect(zone).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10);
    expect(zone).toBe(timeZoneHere());
  });
});
