import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { type OwnSite, startOwnSite } from './own-site';
import { childrenOf, isWebServer } from './process-sockets';
import { rawRequest } from './raw-http';
import { wake } from './support';

// Page views are counted from the tracker's page_view events at /api/web/report (not by
// rendering: pages come from the cache), bots left out, one per address and article per half
// hour (another loopback address, 127.x.y.z, is another visitor). The ingestion queue writes at
// least once a second. The ranking is refreshed by a purge: the last test runs on a site of its
// own whose ranking is checked every 3 seconds (each changed order purges every page with the
// popular sidebar; on the shared English site that re-rendered the whole site all run long).
const PORT = 3101;
const SITE = `http://127.0.0.1:${PORT}`;
/** The ranking test's own site: English on, the ranking checked every 3 s, no cache warming. */
const RANKING_PORT = 3160;
const READER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function query<T>(sql: string, ...args: unknown[]): T {
  const db = new Database(path.join(root, 'data', 'e2e-3101', 'tsuzuri.sqlite'), {
    readonly: true,
  });
  try {
    return db.prepare(sql).get(...args) as T;
  } finally {
    db.close();
  }
}
/** The article's views in the ranking window (what by-popularity orders by). */
const windowViews = (slug: string) =>
  query<{ n: number }>(
    "select coalesce(sum(v.views), 0) n from article_views_daily v join articles a on a.id = v.article_id where a.slug = ? and a.locale = 'en'",
    slug,
  ).n;
/** Readers' page views of the page in the analytics rollup (every reload included). */
const pageViews = (slug: string) =>
  query<{ n: number }>(
    'select coalesce(sum(views), 0) n from analytics_daily where page_path = ?',
    `/en/${slug}`,
  ).n;

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
let sent = 0;
/** A page_view beacon body as the tracker builds it (protocol.ts UploadWrapper). */
function pageView(slug: string, tokenId: string, site = SITE): string {
  const payload = {
    event: 'page_view',
    token_id: tokenId,
    url: `${site}/en/${slug}`,
    web_version: '2.2.12',
    event_time: Date.now(),
  };
  const data = b64(JSON.stringify(payload));
  return b64(
    JSON.stringify({ data, mode: 'beacon', upload_id: `${tokenId}-${Date.now()}-${++sent}` }),
  );
}
/** A beacon from one visitor's address (a fresh one per call of `visitor()`). */
async function report(from: { address: string; userAgent: string }, body: string, port = PORT) {
  const res = await rawRequest({
    port,
    path: '/api/web/report',
    method: 'POST',
    localAddress: from.address,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': from.userAgent },
    body,
  });
  return { status: () => res.status, json: async () => JSON.parse(res.body) };
}
let visitors = 0;
/**
 * A visitor no other try of this run has been: the second octet is the worker's index, which
 * Playwright never reuses within a run (a retry starts a new worker), so a retry's views are
 * never taken for the first try's repeats within the half hour.
 */
const visitor = (userAgent = READER_UA) => ({
  address: `127.${20 + (test.info().workerIndex % 200)}.${Math.floor(++visitors / 250)}.${(visitors % 250) + 1}`,
  userAgent,
});

test("a reader's view is counted once per half hour, a bot's never", async () => {
  const slug = 'video-format-basics-guide';
  const reader = `reader-${Date.now()}`;
  const [rankedBefore, viewsBefore] = [windowViews(slug), pageViews(slug)];
  const bot = visitor('Mozilla/5.0 (compatible; Googlebot/2.1)');
  expect((await report(bot, pageView(slug, 'googlebot'))).status()).toBe(200);
  const api = visitor();
  const first = await report(api, pageView(slug, reader));
  expect(first.status()).toBe(200);
  expect(await first.json()).toMatchObject({ cscode: 0, data: { token_id: reader } });
  await expect.poll(() => windowViews(slug)).toBe(rankedBefore + 1);
  expect((await report(api, pageView(slug, reader))).status()).toBe(200); // a reload
  // The same address with a made-up reader id: still the same visitor for the ranking.
  expect((await report(api, pageView(slug, `${reader}-forged`))).status()).toBe(200);
  // Every view reached the rollup (the bot's did not), the ranking got one.
  await expect.poll(() => pageViews(slug)).toBe(viewsBefore + 3);
  expect(windowViews(slug)).toBe(rankedBefore + 1);
  expect((await report(api, 'not a report')).status()).toBe(400);
});

test('an article page reports its view after it mounts and keeps the recently-viewed cookie', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: READER_UA });
  const page = await context.newPage();
  const slug = 'ai-frame-interpolation-60fps';
  // The browser's address may have viewed it within the half hour (the ranking counts it once): the rollup counts every view.
  const before = pageViews(slug);
  const beacon = page.waitForRequest(
    (r) => r.url().endsWith('/api/web/report') && r.method() === 'POST',
  );
  await page.goto(`${SITE}/en/${slug}`);
  await beacon;
  // The recently-viewed cookie is React's, which loads at the reader's first move (decision 19).
  await wake(page);
  // The beacon's body is not visible to the test; the count in the database is.
  await expect.poll(() => pageViews(slug)).toBeGreaterThan(before);
  // Another article (a Japanese one: the other English article is the first test's, which counts exactly).
  await page.goto(`${SITE}/best-free-dvd-software`);
  await wake(page);
  await expect
    .poll(async () =>
      decodeURIComponent(
        (await context.cookies()).find((c) => c.name === 'recently_viewed')?.value ?? '',
      ),
    )
    .toBe(`best-free-dvd-software|${slug}`);
  await context.close();
});

test.describe('on a site that checks its ranking every 3 seconds', () => {
  let own: OwnSite;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    // Warming off: the process that warms is not what makes the ranking refresh (it once was,
    // and WARM_CACHE=false froze the ranking).
    own = await startOwnSite(RANKING_PORT, {
      SITE_LOCALES: 'ja,en',
      POPULAR_REFRESH_MINUTES: '0.05',
      WARM_CACHE: 'false',
    });
  });
  test.afterAll(async () => own?.stop());

  test('the popularity ranking follows recent views after its refresh purge', async () => {
    await rankingFollowsViews(own.port);
  });
});

test.describe('on two workers, after the worker that checks the ranking died', () => {
  let own: OwnSite;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    own = await startOwnSite(RANKING_PORT + 1, {
      SITE_LOCALES: 'ja,en',
      POPULAR_REFRESH_MINUTES: '0.05',
      WARM_CACHE: 'false',
      WEB_CONCURRENCY: '2',
    });
  });
  test.afterAll(async () => own?.stop());

  test('a replacement worker takes the ranking over', async () => {
    test.setTimeout(90_000);
    // Every worker crashes, the fronts (whichever had the chore) and the render workers; the web
    // server starts four others, the render workers on the sockets the new fronts look for.
    const workers = webWorkers(own.pid);
    expect(workers).toHaveLength(4);
    for (const pid of workers) process.kill(pid, 'SIGKILL');
    await expect
      .poll(
        async () => {
          const now = webWorkers(own.pid);
          // (A connection handed to a worker as it was killed is lost: hence the bound.)
          const up = await fetch(`${own.url}/ping`, { signal: AbortSignal.timeout(2000) }).then(
            (r) => r.ok,
            () => false,
          );
          return up && now.length === 4 && now.every((p) => !workers.includes(p));
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(true);
    await rankingFollowsViews(own.port);
  });
});

/**
 * The node:cluster workers (fronts and render workers) of an own site: the children of its web
 * server (not of its cache service) that run the server too.
 */
function webWorkers(sitePid: number): number[] {
  const web = childrenOf(sitePid).find(isWebServer);
  return web ? childrenOf(web).filter(isWebServer) : [];
}

async function rankingFollowsViews(port: number) {
  const site = `http://127.0.0.1:${port}`;
  const api = await request.newContext({ userAgent: READER_UA });
  // An article that is not first yet, so the test can only pass if the views move it.
  const before = await (await api.get(`${site}/en/by-popularity`)).text();
  const listed = [...before.matchAll(/<h3[^>]*>.*?href="\/en\/([a-z0-9-]+)"/g)].map((m) => m[1]);
  expect(listed.length).toBeGreaterThan(1);
  const slug = listed[listed.length - 1];
  // Ten different readers (addresses): more than any other article gets from the tests running beside this one.
  for (let i = 1; i <= 10; i++)
    expect(
      (
        await report(visitor(), pageView(slug, `ranking-reader-${Date.now()}-${i}`, site), port)
      ).status(),
    ).toBe(200);
  await expect
    .poll(
      async () =>
        (await (await api.get(`${site}/en/by-popularity`)).text()).match(
          /<h3[^>]*>.*?href="\/en\/([a-z0-9-]+)"/,
        )?.[1],
      {
        timeout: 15_000,
        intervals: [500],
      },
    )
    .toBe(slug);
  await api.dispose();
}
