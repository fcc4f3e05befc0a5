import { expect, request, test } from '@playwright/test';
import { ARTICLE, EN_SITE, untilStored, wake } from './support';

// The front server: its edge rules and the page cache, seen from outside (docs/product.md#edge-rules, #caching).
const JA = 'http://127.0.0.1:3100';
const ab = { cookie: 'sidebarAB=a; resourceBannerAB=a' };

test('a cached page is served from memory, compressed as the client asks, with ETag and 304', async () => {
  const api = await request.newContext({ extraHTTPHeaders: ab });
  await untilStored(() => api.get(`${JA}/dvd`));
  const br = await api.get(`${JA}/dvd`, { headers: { 'accept-encoding': 'br' } });
  expect(br.headers()['x-page-cache']).toBe('HIT');
  expect(br.headers()['content-encoding']).toBe('br');
  expect(await br.text()).toContain('<html lang="ja"');
  const gz = await api.get(`${JA}/dvd`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  const etag = gz.headers().etag;
  const again = await api.get(`${JA}/dvd`, {
    headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
  });
  expect(again.status()).toBe(304);
  const head = await api.head(`${JA}/dvd`);
  expect(head.status()).toBe(200);
  expect(head.headers()['x-page-cache']).toBe('HIT');
});

test('the cache key keeps only the parameters a page reads, in any order: an ad click is a hit', async () => {
  const api = await request.newContext({ extraHTTPHeaders: ab });
  await untilStored(() => api.get(`${JA}/by-latest?category=dvd&x=1`));
  const same = await api.get(
    `${JA}/by-latest?gclid=EAIaIQ&x=2&medium=top_nav_logo&category=dvd&source=lang_switch&author=z&utm_campaign=spring`,
  );
  expect(same.headers()['x-page-cache']).toBe('HIT');
});

test('www hosts are sent to the bare domain with path and query', async () => {
  const api = await request.newContext({ maxRedirects: 0 });
  const res = await api.get(`${JA}/dvd?a=1`, {
    headers: { host: 'www.tsuzuri.example' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('http://tsuzuri.example/dvd?a=1');
});

test('the home page redirects by Accept-Language only to a served, non-default locale', async () => {
  const api = await request.newContext({ maxRedirects: 0 });
  const en = await api.get(`${EN_SITE}/`, {
    headers: { 'accept-language': 'en-US,en;q=0.9' },
    maxRedirects: 0,
  });
  expect(en.status()).toBe(302);
  expect(en.headers().location).toBe('/en');
  expect(en.headers().vary).toContain('Accept-Language');
  for (const lang of ['zh-CN,zh;q=0.9', 'ja-JP', 'fr-FR']) {
    expect(
      (
        await api.get(`${EN_SITE}/`, { headers: { 'accept-language': lang }, maxRedirects: 0 })
      ).status(),
    ).toBe(200);
  }
  expect(
    (
      await api.get(`${JA}/`, { headers: { 'accept-language': 'en-US' }, maxRedirects: 0 })
    ).status(),
  ).toBe(200);
  expect(
    (
      await api.get(`${EN_SITE}/dvd`, { headers: { 'accept-language': 'en-US' }, maxRedirects: 0 })
    ).status(),
  ).toBe(200);
});

test('/cookie_set sets cookies from its query and answers an empty 200', async () => {
  const api = await request.newContext();
  const res = await api.get(`${JA}/cookie_set?utm_campaign=spring&bad%20name=x`);
  expect(res.status()).toBe(200);
  expect(await res.text()).toBe('');
  const cookies = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  expect(cookies).toEqual([expect.stringMatching(/^utm_campaign=spring; Path=\/; Max-Age=604800/)]);
});

test('a new visitor gets A/B variants for 30 days, and each variant is its own page', async ({
  browser,
}) => {
  const api = await request.newContext();
  const first = await api.get(`${JA}/contact`);
  const setCookie = first
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value)
    .join('\n');
  expect(setCookie).toMatch(/sidebarAB=[ab]; Path=\/; Max-Age=2592000/);
  expect(setCookie).toMatch(/resourceBannerAB=[ab]; Path=\/; Max-Age=2592000/);
  for (const variant of ['a', 'b']) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'sidebarAB', value: variant, url: JA }]);
    const page = await context.newPage();
    await page.goto(`${JA}/contact`);
    await expect(page.locator('[data-sidebar-variant]')).toHaveAttribute(
      'data-sidebar-variant',
      variant,
    );
    await context.close();
  }
});

test('the API answers with the envelope through the API-response cache', async () => {
  const api = await request.newContext();
  const url = `${JA}/category/list?language=ja&is_simple=1&origin_url=${encodeURIComponent('https://tsuzuri.example/')}`;
  const first = await api.get(url);
  const body = await first.json();
  expect(body.cscode).toBe(200);
  expect(body.data.map((c: { uid: string }) => c.uid)).toEqual([
    'dvd',
    'blu-ray',
    '4k-uhd',
    'multimedia',
    'streaming',
    'ai',
    'blog',
  ]);
  // Stored after the answer went out (the cache service is written in the background).
  await expect
    .poll(async () => (await api.get(url)).headers()['x-from-cache'], { timeout: 10_000 })
    .toBe('1');
  const top = await (await api.get(`${JA}/article/recently_top_article?language=ja`)).json();
  expect(top.data.recent).toHaveLength(5);
  const bad = await api.get(`${JA}/category/list?language=xx`);
  expect(bad.status()).toBe(400);
  expect((await bad.json()).cscode).toBe(400);
});

test('later readers of a page full of links cost the server (almost) no renders', async ({
  browser,
}) => {
  // Three readers, each waiting (up to 20 s) for the router's prefetches to settle: on a slow box
  // the first, cold one alone can take most of the default 30 s.
  test.setTimeout(90_000);
  const visit = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([
      { name: 'sidebarAB', value: 'a', url: JA },
      { name: 'resourceBannerAB', value: 'a', url: JA },
    ]);
    const page = await context.newPage();
    const misses: string[] = [];
    let cached = 0;
    page.on('response', (r) => {
      const state = r.headers()['x-page-cache'];
      if (state === 'MISS') misses.push(r.url());
      if (state === 'HIT' || state === 'STALE') cached += 1;
    });
    await page.goto(`${JA}/${ARTICLE}`);
    await wake(page); // the reader moves: Next's router loads and prefetches the links in view
    for (let y = 0; y < 8; y++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(150);
    }
    // The router prefetches the links it has seen in idle time after hydration: wait until the
    // answers stop coming (the page's load state was reached long before).
    let before = -1;
    await expect
      .poll(
        () => {
          const now = cached + misses.length;
          const settled = now === before && now > 1;
          before = now;
          return settled;
        },
        { intervals: [1000], timeout: 20_000 },
      )
      .toBe(true);
    await context.close();
    return { misses, cached };
  };
  // The first reader of a cold page pays for the page and the prefetch of its links (the first
  // test in the run meets them uncached)…
  await visit();
  await visit();
  // …later readers are served from the cache. Which links the browser prefetches varies a
  // little with scroll timing, so a later reader may still meet a few uncached prefetches.
  const later = await visit();
  const served = later.cached + later.misses.length;
  expect(served).toBeGreaterThan(10);
  expect(later.misses.length / served, later.misses.join('\n')).toBeLessThan(0.2);
});

test('Accept-Encoding is read with its q-values: a refused encoding is never sent', async () => {
  const api = await request.newContext({ extraHTTPHeaders: ab });
  await api.get(`${JA}/dvd`);
  const noBrotli = await api.get(`${JA}/dvd`, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
  expect(noBrotli.headers()['content-encoding']).toBe('gzip');
  const plain = await api.get(`${JA}/dvd`, { headers: { 'accept-encoding': 'br;q=0' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('<html lang="ja"');
  expect(
    (await api.get(`${JA}/dvd`, { headers: { 'accept-encoding': '*' } })).headers()[
      'content-encoding'
    ],
  ).toBe('br');
  expect(
    (
      await api.get(`${JA}/dvd`, { headers: { 'accept-encoding': 'identity;q=0, *;q=0' } })
    ).status(),
  ).toBe(406);
});

test('the page scripts and the logo are fetched once: the next page views take them from the browser’s cache', async ({
  page,
}) => {
  // docs/caching.md#the-page-assets
  const scripts = ['/tracker/tracker.js', '/scripts/article-body.js', '/images/logo.svg'];
  const cacheControl = new Map<string, string>();
  page.on('response', (r) => {
    if (scripts.includes(new URL(r.url()).pathname))
      cacheControl.set(r.url(), r.headers()['cache-control'] ?? '');
  });
  /** How many bytes each one's last fetch moved over the network (0 = the browser's cache). */
  const transferred = () =>
    page.evaluate((names) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return names.map((name) => {
        const mine = entries.filter((e) => new URL(e.name).pathname === name);
        return mine.length ? { url: mine[0].name, bytes: mine[0].transferSize } : null;
      });
    }, scripts);

  await page.goto(`/${ARTICLE}`);
  await expect.poll(async () => (await transferred()).every(Boolean)).toBe(true);
  const first = await transferred();
  for (const script of first) {
    // Named by their version, and kept for a year under it.
    expect(script?.url).toMatch(/\?v=[\w-]{22}$/);
    expect(script?.bytes).toBeGreaterThan(0);
    expect(cacheControl.get(script?.url ?? '')).toBe('public, max-age=31536000, immutable');
  }
  // A full page load of another page: none is asked for again, not even revalidated.
  await page.goto('/dvd');
  await expect.poll(async () => (await transferred()).every(Boolean)).toBe(true);
  expect((await transferred()).map((s) => s?.bytes)).toEqual([0, 0, 0]);
});
