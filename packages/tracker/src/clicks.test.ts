// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTracker } from './start';
import { type OpenPage, openPage, pageConfig, payloads, runNow } from './testing';

const BODY = `
  <a id="download" href="/mlink/download.php?pid=301&app_id=9">無料ダウンロード</a>
  <a id="tracked-download" href="/mlink/download.php" data-track="download"><span id="inner">ダウンロード</span></a>
  <a id="buy" href="https://store.tsuzuri.example/checkout.htm?pid=301&pid=302">購入</a>
  <a id="subscribe" href="/order/subscribe.php">サブスク</a>
  <a id="out" href="https://partner.example/products">partner</a>
  <a id="excluded" href="https://help.tsuzuri.example/faq">help</a>
  <a id="same-host" href="http://127.0.0.1:3000/dvd">same host, absolute</a>
  <a id="inside" href="/blog">blog</a>
  <button id="share" data-track="share_x" data-track-label="X で共有">share</button>`;

let page: OpenPage;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  page = openPage('http://127.0.0.1:3000/dvd-copy-guide', BODY);
  await startTracker(pageConfig(), page.win, runNow);
});
afterEach(async () => {
  vi.useRealTimers();
  await page.close();
});

/** Clicks each element 600 ms apart (past the click throttle) and returns the non-page-view events. */
async function clickEach(...ids: string[]) {
  for (const id of ids) {
    (page.doc.getElementById(id) as HTMLElement).click();
    vi.advanceTimersByTime(600);
  }
  return (await page.beacons.read()).map((s) => s.payload).filter((p) => p.event !== 'page_view');
}

describe('click tracking', () => {
  it('recognises a download by its link path and reports what was downloaded', async () => {
    const [download] = await clickEach('download');
    expect(download).toMatchObject({
      event: 'download',
      event_action: '無料ダウンロード',
      event_label: 'dvd_copy_guide',
      event_target: {
        url: 'http://127.0.0.1:3000/mlink/download.php',
        fullurl: 'http://127.0.0.1:3000/mlink/download.php?pid=301&app_id=9',
      },
      install: {
        app_id: '9',
        download_url: 'http://127.0.0.1:3000/mlink/download.php?pid=301&app_id=9',
        package_name: 'TsuzuriVideoStudio',
        pid: '301',
      },
    });
  });

  it('recognises purchases by the buy paths, on this site or the store', async () => {
    const events = await clickEach('buy', 'subscribe');
    expect(events.map((e) => e.event)).toEqual(['purchase', 'purchase']);
    expect(events[0].pids).toEqual(['301', '302']);
  });

  it('reports outbound links to the configured domains, except excluded ones and this host', async () => {
    const events = await clickEach('out', 'excluded', 'same-host', 'inside');
    expect(events.map((e) => [e.event, e.event_target?.url])).toEqual([
      ['outbound', 'https://partner.example/products'],
    ]);
  });

  it('counts an element carrying a track attribute once, by its attribute, also when a child is clicked', async () => {
    const events = await clickEach('inner');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'download', event_action: 'ダウンロード' });
  });

  it('sends a named plain click for a tracked element that is not a link', async () => {
    const [share] = await clickEach('share');
    expect(share).toMatchObject({ event: 'click', event_action: 'X で共有' });
    expect(share.event_target).toBeUndefined();
  });

  it('counts one click per 500 ms: a double click is one download', async () => {
    const link = page.doc.getElementById('download') as HTMLElement;
    link.click();
    vi.advanceTimersByTime(200);
    link.click();
    vi.advanceTimersByTime(299);
    link.click();
    expect(payloads(await page.beacons.read(), 'download')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    link.click();
    const downloads = payloads(await page.beacons.read(), 'download');
    expect(downloads).toHaveLength(2);
    expect(downloads[1].event_time).toBeGreaterThan(downloads[0].event_time!); // two uploads, not a replay
  });
});
