// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTracker } from './start';
import { type OpenPage, openPage, pageConfig, payloads, runNow } from './testing';

const BODY = `
  <div id="promo" data-track-hover="promo_box"><a id="promo-link" href="/mlink/download.php">DL</a></div>
  <div id="outside">text</div>
  <section id="banner" data-track-expose="resource_banner">banner</section>
  <section id="card" data-track-expose>card</section>`;

/**
 * happy-dom has no layout, so its IntersectionObserver never reports. This stand-in records what
 * is observed and lets the test say how much of an element is visible, as the browser would.
 */
class VisibilityStage {
  static current: VisibilityStage;
  observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    VisibilityStage.current = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {}
  show(el: Element, ratio: number) {
    if (!this.observed.has(el)) return;
    const entry = {
      target: el,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

let page: OpenPage;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  page = openPage('http://127.0.0.1:3000/', BODY);
  (page.win as unknown as { IntersectionObserver: unknown }).IntersectionObserver = VisibilityStage;
  await startTracker(pageConfig(), page.win, runNow);
});
afterEach(async () => {
  vi.useRealTimers();
  await page.close();
});

const el = (id: string) => page.doc.getElementById(id)!;
const mouse = (
  type: 'mouseover' | 'mouseout',
  target: Element,
  relatedTarget: Element | null = null,
) =>
  target.dispatchEvent(
    new (page.win as Window & typeof globalThis).MouseEvent(type, { bubbles: true, relatedTarget }),
  );

describe('hover tracking (500 ms)', () => {
  it('sends one hover event when the pointer rests 500 ms on a data-track-hover element', async () => {
    mouse('mouseover', el('promo'));
    vi.advanceTimersByTime(499);
    expect(payloads(await page.beacons.read(), 'hover')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(payloads(await page.beacons.read(), 'hover')).toMatchObject([
      { event: 'hover', event_action: 'promo_box' },
    ]);
  });

  it('sends nothing when the pointer leaves earlier, and moving onto a child is not leaving', async () => {
    mouse('mouseover', el('promo'));
    vi.advanceTimersByTime(300);
    mouse('mouseout', el('promo'), el('promo-link'));
    mouse('mouseover', el('promo-link'));
    vi.advanceTimersByTime(200);
    expect(payloads(await page.beacons.read(), 'hover')).toHaveLength(1);

    mouse('mouseout', el('promo-link'), el('outside'));
    mouse('mouseover', el('outside'));
    mouse('mouseover', el('promo'));
    vi.advanceTimersByTime(400);
    mouse('mouseout', el('promo'), el('outside'));
    vi.advanceTimersByTime(1000);
    expect(payloads(await page.beacons.read(), 'hover')).toHaveLength(1); // once per element and page
  });
});

describe('exposure tracking (50 % visible)', () => {
  it('observes marked elements once the page settles (1000 ms), at a 50 % threshold', () => {
    expect(VisibilityStage.current.observed.size).toBe(0);
    vi.advanceTimersByTime(1000);
    expect([...VisibilityStage.current.observed].map((e) => e.id)).toEqual(['banner', 'card']);
    expect(VisibilityStage.current.options?.threshold).toBe(0.5);
  });

  it('sends one exposure per element when half of it is visible, not before', async () => {
    vi.advanceTimersByTime(1000);
    VisibilityStage.current.show(el('banner'), 0.3);
    expect(payloads(await page.beacons.read(), 'exposure')).toHaveLength(0);
    VisibilityStage.current.show(el('banner'), 0.5);
    VisibilityStage.current.show(el('banner'), 1);
    VisibilityStage.current.show(el('card'), 0.8);
    expect(payloads(await page.beacons.read(), 'exposure').map((p) => p.event_action)).toEqual([
      'resource_banner',
      'card',
    ]);
  });
});
