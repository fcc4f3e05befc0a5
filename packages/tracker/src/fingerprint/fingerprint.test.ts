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
import { confidenceFor, FONT_PROBE_WIDTH, fontsComponent } from './device';
import { collectFingerprint } from './index';

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
    fontsComponent(doc);
    expect((appended.mock.calls[0][0] as HTMLElement).style.width).toBe(`${FONT_PROBE_WIDTH}px`);
    expect(doc.body.children).toHaveLength(0);
  });
});
