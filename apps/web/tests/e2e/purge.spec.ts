import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request, test } from '@playwright/test';
import { EN_SITE } from './support';
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
  await api.get(`${SITE}/en/paravi`);
  // Cached (STALE too: the ranking watcher of this site purges its lists now and then).
  expect((await api.get(`${SITE}/en/paravi`)).headers()['x-page-cache']).toMatch(/HIT|STALE/);
  expect(await (await api.get(`${SITE}/en/paravi`)).text()).not.toContain(slug);

  // The operator's command, against this site's database and cache service.
  importArticles(3101, [{ slug, title: 'Purge check', category: 'paravi', locale: 'en' }]);
  const importedAt = Date.now();
  await expect
    .poll(async () => (await api.get(`${SITE}/en/paravi`)).text(), {
      intervals: [100],
      timeout: 3000,
    })
    .toContain(slug);
  expect(Date.now() - importedAt).toBeLessThan(1000);
  expect((await api.get(`${SITE}/en/${slug}`)).status()).toBe(200);
});

test('a cached page is purged by what its render read, not by what its URL looks like', async () => {
  const api = await request.newContext({
    extraHTTPHeaders: { cookie: 'sidebarAB=a; resourceBannerAB=a' },
  });
  const adminKey = fs
    .readFileSync(path.join(root, 'data', 'e2e-3101', '.cache-admin-key'), 'utf8')
    .trim();
  const purge = async (tag: string) => {
    const reply = await api.post(`http://127.0.0.1:4101/purge?domain=tsuzuri.example&tags=${tag}`, {
      headers: { 'x-cache-admin-key': adminKey },
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
  await purge('category:netflix');
  const after = await api.get(page);
  expect(after.headers()['x-page-cache']).toBe('MISS');
  expect(after.headers()['x-tsuzuri-tags']).toBeUndefined();
});
