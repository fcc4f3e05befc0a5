import { expect, type Page, test } from '@playwright/test';
import { ARTICLE } from './support';

// The first-party tracker bundle (packages/tracker) in Chromium, against the ja site: loaded after
// the page is interactive, and its beacons to /api/web/report (docs/product.md#tracking, docs/analytics.md).

type Report = {
  wrapper: { data: string; mode: string; upload_id: string };
  json: string;
  payload: Record<string, unknown>;
};

const fromBase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

/**
 * Records every report the page sends. Chromium hands Playwright a beacon's Blob body only while
 * requests are intercepted, so the route is on — and passes each report through unchanged.
 */
async function recordReports(page: Page): Promise<Report[]> {
  const reports: Report[] = [];
  await page.route('**/api/web/report', (route) => route.continue());
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/web/report') || request.method() !== 'POST') return;
    const wrapper = JSON.parse(fromBase64(request.postData() ?? ''));
    const json = fromBase64(wrapper.data);
    reports.push({ wrapper, json, payload: JSON.parse(json) });
  });
  return reports;
}

const sent = (reports: Report[], event: string) => reports.filter((r) => r.payload.event === event);

/** The tracker bundle's URL, whatever version it names (`?v=`, src/lib/page-assets.ts). */
const isTracker = (url: string) => new URL(url).pathname === '/tracker/tracker.js';

/** Opens the article with reports recorded, once its page view has been sent. */
async function openArticle(page: Page): Promise<Report[]> {
  const reports = await recordReports(page);
  await page.goto(`/${ARTICLE}`);
  await expect.poll(() => sent(reports, 'page_view').length).toBe(1);
  return reports;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('the bundle is not in the page’s critical path: it loads after the page is interactive', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`/${ARTICLE}`)).text();
  expect(html).toContain('id="tsuzuri-tracker-config"');
  expect(html).not.toMatch(/<script[^>]*src="\/tracker\/tracker\.js/); // no parser-blocking or preloaded tag

  const loaded = page.waitForResponse((r) => isTracker(r.url()));
  await page.goto(`/${ARTICLE}`);
  expect((await loaded).status()).toBe(200);
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const [bundle] = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname === '/tracker/tracker.js');
    return {
      interactive: nav.domInteractive,
      loadEvent: nav.loadEventStart,
      bundleStart: bundle.startTime,
    };
  });
  expect(timing.bundleStart).toBeGreaterThanOrEqual(timing.interactive);
  expect(timing.bundleStart).toBeGreaterThanOrEqual(timing.loadEvent);
});

test('the page view is sent by the browser alone: React’s chunks never arriving stops nothing', async ({
  page,
}) => {
  // Every framework chunk fails (a flaky network, a deploy that removed them): no hydration.
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  const reports = await openArticle(page);
  expect(sent(reports, 'page_view')[0].payload).toMatchObject({ http_code: 200 });
  expect(
    await page.evaluate(
      () => document.querySelectorAll('script[src*="/tracker/tracker.js"]').length,
    ),
  ).toBe(1);
});

test('a page view goes to /api/web/report as a base64 wrapper around a sorted, cleaned payload', async ({
  page,
}) => {
  const reports = await openArticle(page);
  const [{ wrapper, json, payload }] = sent(reports, 'page_view');
  expect(Object.keys(wrapper)).toEqual(['data', 'mode', 'upload_id']);
  expect(wrapper.mode).toBe('beacon');
  expect(Object.keys(payload)).toEqual([...Object.keys(payload)].sort());
  expect(json).not.toMatch(/:""|:null|"undefined"|:\[\]|:\{\}/);
  expect(payload).toMatchObject({
    web_version: '2.2.12',
    url: expect.stringMatching(new RegExp(`/${ARTICLE}$`)),
    event_label: ARTICLE.replace(/-/g, '_'),
    lang_domain: 'ja',
    first_access: 1,
    http_code: 200,
    viewport_width: 1280,
    viewport_height: 800,
  });
  const guid = (await page.context().cookies()).find((c) => c.name === 'guid');
  expect(guid?.sameSite).toBe('Lax');
  expect(wrapper.upload_id.startsWith(guid!.value)).toBe(true);
});

test('scrolling to the bottom sends page_scroll with highest_page_viewed_percent 100', async ({
  page,
}) => {
  const reports = await openArticle(page);
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return sent(reports, 'page_scroll').map((r) => r.payload.highest_page_viewed_percent);
    })
    .toContain(100);
  const percents = sent(reports, 'page_scroll').map(
    (r) => r.payload.highest_page_viewed_percent as number,
  );
  expect(percents).toEqual([...percents].sort((a, b) => a - b)); // only ever grows
  expect(new Set(percents).size).toBe(percents.length); // each milestone once
});

test('clicking the download link sends one download event with what was downloaded', async ({
  page,
}) => {
  const reports = await openArticle(page);
  // The beacon is what this test reads; the site's record of the click is conversion.spec.ts's
  // (one click per address and link counts in half an hour, and every reader here is 127.0.0.1).
  await page.route('**/mlink/download.php?*', (route) => route.fulfill({ status: 204 }));
  // The header's button downloads the promoted product: its pid rides on the link and the event.
  await page.locator('header a[href="/mlink/download.php?pid=10421"]').click();
  await expect.poll(() => sent(reports, 'download').length).toBe(1);
  expect(sent(reports, 'download')[0].payload).toMatchObject({
    event_label: ARTICLE.replace(/-/g, '_'),
    event_target: { url: expect.stringMatching(/\/mlink\/download\.php$/) },
    install: {
      download_url: expect.stringMatching(/\/mlink\/download\.php\?pid=10421$/),
      package_name: 'TsuzuriVideoStudio',
      pid: '10421',
    },
  });
  expect(sent(reports, 'click')).toHaveLength(0); // counted once, as a download
});

test('a first visit gets its fingerprint id in idle steps, the time zone from a worker, and sends it with the next event', async ({
  page,
}) => {
  const worker = page.waitForRequest((r) => r.url().endsWith('/tracker/timezone.js'));
  const reports = await openArticle(page);
  expect(sent(reports, 'page_view')[0].payload.finger_id).toBeUndefined();
  await worker;
  const fingerId = async () =>
    (await page.context().cookies()).find((c) => c.name === 'finger_id')?.value;
  await expect.poll(fingerId, { timeout: 15_000 }).toMatch(/^[0-9a-f]{16}$/);
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return sent(reports, 'page_scroll').length;
    })
    .toBeGreaterThan(0);
  expect(sent(reports, 'page_scroll')[0].payload.finger_id).toBe(await fingerId());
});
