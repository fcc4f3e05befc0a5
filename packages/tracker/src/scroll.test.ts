// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollDepthPercent } from './scroll';
import { startTracker } from './start';
import { type OpenPage, openPage, pageConfig, payloads, runNow, scrollToPercent } from './testing';

let page: OpenPage;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  page = openPage('http://127.0.0.1:3000/dvd-copy-guide');
  await startTracker(pageConfig(), page.win, runNow);
});
afterEach(async () => {
  vi.useRealTimers();
  await page.close();
});

const scrolls = async () =>
  payloads(await page.beacons.read(), 'page_scroll').map((p) => p.highest_page_viewed_percent);

describe('scroll depth', () => {
  it('counts how far a reader had scrolled before the tracker started, and nothing at the top', async () => {
    const before = openPage('http://127.0.0.1:3000/dvd-copy-guide');
    scrollToPercent(before.win, 100);
    await startTracker(pageConfig(), before.win, runNow);
    const sent = payloads(await before.beacons.read(), 'page_scroll');
    expect(sent.map((p) => p.highest_page_viewed_percent)).toEqual([100]);
    await before.close();
    expect(await scrolls()).toEqual([]); // the page opened in beforeEach, at the top
  });

  it('measures the bottom of the viewport against the page height', () => {
    expect(scrollDepthPercent(page.win)).toBe(19); // 768 of 4000 px visible at the top
    scrollToPercent(page.win, 50);
    expect(scrollDepthPercent(page.win)).toBe(50);
  });

  it('sends page_scroll when the highest milestone grows, with that milestone', async () => {
    scrollToPercent(page.win, 25);
    expect(await scrolls()).toEqual([20]);
    vi.advanceTimersByTime(500);
    scrollToPercent(page.win, 65);
    expect(await scrolls()).toEqual([20, 60]);
  });

  it('records each milestone once: scrolling back up and down again sends nothing new', async () => {
    scrollToPercent(page.win, 45);
    vi.advanceTimersByTime(500);
    scrollToPercent(page.win, 10);
    vi.advanceTimersByTime(500);
    scrollToPercent(page.win, 45);
    vi.advanceTimersByTime(500);
    expect(await scrolls()).toEqual([40]);
  });

  it('handles scrolling at most once per 500 ms, and measures where the visitor stopped', async () => {
    scrollToPercent(page.win, 25);
    vi.advanceTimersByTime(100);
    scrollToPercent(page.win, 70);
    vi.advanceTimersByTime(100);
    scrollToPercent(page.win, 100); // a fast fling to the end
    expect(await scrolls()).toEqual([20]);
    vi.advanceTimersByTime(299);
    expect(await scrolls()).toEqual([20]);
    vi.advanceTimersByTime(1);
    expect(await scrolls()).toEqual([20, 100]);
    const [last] = payloads(await page.beacons.read(), 'page_scroll').slice(-1);
    expect(last).toMatchObject({ event_label: 'dvd_copy_guide', scroll_height: 4000 });
  });

  it('starts over on the next page of a client-side navigation', async () => {
    scrollToPercent(page.win, 100);
    vi.advanceTimersByTime(500);
    page.win.history.pushState({}, '', '/blog');
    scrollToPercent(page.win, 100);
    const sent = payloads(await page.beacons.read(), 'page_scroll');
    expect(sent.map((p) => [p.event_label, p.highest_page_viewed_percent])).toEqual([
      ['dvd_copy_guide', 100],
      ['blog', 100],
    ]);
  });
});
