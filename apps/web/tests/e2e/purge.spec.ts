import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request, test } from '@playwright/test';
import { EN_SITE, untilFresh } from './support';
import { importArticles } from './content-import';

// The English site: an English article purges only English pages, so the ja-site cache tests
// running alongside are not disturbed.
const SITE = EN_SITE;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

test('an imported article is on the running site within a second, cached pages included', async () => {
  const api = await request.newContext({
    extraHTTPHeaders: { cookie: 'sidebarAB=a; resourceBannerAB=a' },
  });
  const slug = `purge-check-${Date.now()}`;
  // Cached (STALE too). Another spec's import purges this site's lists now and then, and the
  // request after such a purge waits for the new render (MISS): the next one is cached again.
  await expect
    .poll(async () => (await api.get(`${SITE}/en/paravi`)).headers()['x-page-cache'], {
      intervals: [100],
      timeout: 3000,
    })
    .toMatch(/HIT|STALE/);
  expect(await (await api.get(`${SITE}/en/paravi`)).text()).not.toContain(slug);

  // The operator's command, against this site's database and cache service.
  importArticles(3101, [{ slug, title: 'Purge check', category: 'paravi', locale: 'en' }]);
  const { lastStaleMs } = await untilFresh(
    async () => (await api.get(`${SITE}/en/paravi`)).text(),
    (html) => html.includes(slug),
    Date.now(),
  );
  expect(lastStaleMs, 'no listing without the article a second after the import').toBeLessThan(
    1000,
  );
  expect((await api.get(`${SITE}/en/${slug}`)).status()).toBe(200);
});

test('a cached page is purged by what its render read, not by what its URL looks like', async () => {
  const api = await request.newContext({
    extraHTTPHeaders: { cookie: 'sidebarAB=a; resourceBannerAB=a' },
  });
  const adminKey = fs
    .readFileSync(path.join(root, 'data', 'e2e-3101', '.cache-admin-key'), 'utf8')
    .trim();
  const service = 'http://127.0.0.1:4101';
  const admin = { 'x-cache-admin-key': adminKey };
  const purge = async (tag: string) => {
    const reply = await api.post(`${service}/purge?domain=tsuzuri.example&tags=${tag}`, {
      headers: admin,
    });
    expect(reply.status()).toBe(200);
    // Past the feed's lag (~250 ms): every front has heard of it.
    await new Promise((r) => setTimeout(r, 600));
  };
  // "/en/netflix" is a category: its render reads category:netflix and no article of that slug.
  const page = `${SITE}/en/netflix?tag-check=${Date.now()}`;
  const cached = async () => {
    await expect
      .poll(async () => (await api.get(page)).headers()['x-page-cache'], {
        intervals: [100],
        timeout: 3000,
      })
      .toBe('HIT');
  };
  /** The tags the cache service holds the page under (what its render read), or null if gone. */
  const storedTags = async () => {
    const list = await api.get(`${service}/keys?domain=tsuzuri.example`, { headers: admin });
    const { keys } = (await list.json()) as { keys: string[] };
    const key = keys.find((k) => k.includes(new URL(page).search.slice(1)));
    if (!key) return null;
    const entry = await api.get(
      `${service}/get?domain=tsuzuri.example&key=${encodeURIComponent(key)}`,
    );
    return entry.status() === 200 ? (entry.headers()['x-cache-tags'] ?? '').split(',') : null;
  };
  const first = await api.get(page);
  expect(first.headers()['x-tsuzuri-tags']).toBeUndefined();
  // The page's sidebars read the English lists, which the other tests on this site purge now and
  // then (an import, the ranking refresh): one MISS may be theirs. A purge of article:netflix that
  // took the page down would do it on every attempt.
  let keptAfterUnrelatedPurge = false;
  for (let attempt = 0; attempt < 3 && !keptAfterUnrelatedPurge; attempt++) {
    await cached();
    await purge('article:netflix');
    keptAfterUnrelatedPurge = (await api.get(page)).headers()['x-page-cache'] === 'HIT';
  }
  expect(keptAfterUnrelatedPurge).toBe(true);
  // The tags it is stored under, where the shared store holds it (a front under load may skip
  // the store for a second and keep the page to itself).
  const tags = await storedTags();
  if (tags) {
    expect(tags).toContain('category:netflix');
    expect(tags).not.toContain('article:netflix');
  }
  await purge('category:netflix');
  // Gone from the shared store at once, and from the front as soon as its feed poll hears it.
  expect(await storedTags()).toBeNull();
  let after: Awaited<ReturnType<typeof api.get>> | undefined;
  await expect
    .poll(
      async () => {
        after = await api.get(page);
        return after.headers()['x-page-cache'];
      },
      { intervals: [100], timeout: 3000 },
    )
    .toBe('MISS');
  expect(after?.headers()['x-tsuzuri-tags']).toBeUndefined();
});
