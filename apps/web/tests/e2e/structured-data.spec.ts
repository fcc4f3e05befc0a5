import { expect, type Page, request, test } from '@playwright/test';
import type { Graph } from '../../src/lib/structured-data/graph';
import { graphProblems, nodesOf } from '../../src/lib/structured-data/graph-check';
import { importArticles } from './content-import';
import { ARTICLE, EN_SITE } from './support';

// What crawlers and social networks read from every page type: one JSON-LD graph whose types,
// properties and @id links hold, breadcrumbs equal to the visible ones, Open Graph and Twitter
// tags with absolute URLs, and a card image that loads (docs/product.md#structured-data).

const BLOG_ARTICLE = 'how-editorial-team-tests-software';
const PAGES: { path: string; types: string[]; kind?: string }[] = [
  { path: '/', types: ['Organization', 'WebSite', 'WebPage'] },
  { path: '/dvd', types: ['Organization', 'WebSite', 'CollectionPage', 'BreadcrumbList'] },
  {
    path: `/${ARTICLE}`,
    types: ['Organization', 'WebSite', 'WebPage', 'BreadcrumbList', 'Article'],
    kind: 'article',
  },
  {
    path: `/${BLOG_ARTICLE}`,
    types: ['Organization', 'WebSite', 'WebPage', 'BreadcrumbList', 'BlogPosting'],
    kind: 'article',
  },
  { path: '/blog', types: ['Organization', 'WebSite', 'CollectionPage', 'BreadcrumbList'] },
  {
    path: '/by-popularity',
    types: ['Organization', 'WebSite', 'CollectionPage', 'BreadcrumbList'],
  },
  {
    path: '/search-result?q=DVD',
    types: ['Organization', 'WebSite', 'SearchResultsPage', 'BreadcrumbList'],
  },
  { path: '/contact', types: ['Organization', 'WebSite', 'ContactPage', 'BreadcrumbList'] },
  { path: '/privacy-policy', types: ['Organization', 'WebSite', 'WebPage', 'BreadcrumbList'] },
  { path: '/pagelink', types: ['Organization', 'WebSite', 'WebPage', 'BreadcrumbList'] },
  { path: '/products', types: ['Organization', 'WebSite', 'CollectionPage', 'BreadcrumbList'] },
  {
    path: '/products/video-studio',
    types: ['Organization', 'WebSite', 'WebPage', 'BreadcrumbList', 'SoftwareApplication'],
  },
  {
    path: '/external-transmission',
    types: ['Organization', 'WebSite', 'WebPage', 'BreadcrumbList'],
  },
  { path: '/no-such-page-for-graph', types: ['Organization', 'WebSite'] },
];

const meta = (page: Page, key: string) =>
  page
    .locator(`head meta[property="${key}"], head meta[name="${key}"]`)
    .first()
    .getAttribute('content');

async function readGraph(page: Page): Promise<Graph> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts, 'one graph per page').toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? '');
}

/** The visible breadcrumbs: each item's text and its link as an absolute URL (none for the last). */
const visibleCrumbs = (page: Page) =>
  page.locator('nav ol li').evaluateAll((items) =>
    items.map((li) => {
      const a = li.querySelector('a');
      const name = (a ?? li.querySelector('[aria-current]'))?.textContent ?? '';
      return a ? { name, url: a.href } : { name };
    }),
  );

for (const p of PAGES) {
  test(`${p.path}: one sound graph, visible breadcrumbs in it, social tags`, async ({ page }) => {
    await page.goto(p.path);
    const graph = await readGraph(page);
    expect(graph['@graph'].map((n) => n['@type'])).toEqual(p.types);
    expect(graphProblems(graph)).toEqual([]);
    const [org] = nodesOf(graph, 'Organization');
    expect(org.url).toMatch(/^http:\/\/127\.0\.0\.1:3100\/$/);

    const list = nodesOf(graph, 'BreadcrumbList')[0];
    if (list) {
      const shown = await visibleCrumbs(page);
      expect(shown.length).toBeGreaterThan(1);
      const described = (list.itemListElement as { name: string; item?: string }[]).map((i) =>
        i.item ? { name: i.name, url: i.item } : { name: i.name },
      );
      expect(described).toEqual(shown);
    }

    // The same address written either way ("http://host" and "http://host/" are one URL).
    const same = (u: unknown) => new URL(String(u)).href;
    const link = page.locator('head link[rel="canonical"]');
    const canonical = (await link.count()) ? await link.getAttribute('href') : null;
    const webPage = graph['@graph'].find((n) => /Page$/.test(n['@type']));
    if (canonical) expect(same(webPage?.url)).toBe(same(canonical));
    expect(await meta(page, 'og:site_name')).toBe('Tsuzuri');
    expect(await meta(page, 'og:title')).toBeTruthy();
    expect(await meta(page, 'og:description')).toBeTruthy();
    expect(await meta(page, 'og:locale')).toBe('ja_JP');
    expect(await meta(page, 'og:type')).toBe(p.kind ?? 'website');
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    const ogUrl = await meta(page, 'og:url');
    expect(ogUrl).toMatch(/^http:\/\/127\.0\.0\.1:3100(\/|$)/);
    if (canonical) expect(same(ogUrl)).toBe(same(canonical));
    const image = await meta(page, 'og:image');
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:3100\/og\/ja\/[a-z0-9_-]+\.png/);
    expect(await meta(page, 'og:image:width')).toBe('1200');
    expect(await meta(page, 'og:image:height')).toBe('630');
    expect(await meta(page, 'og:image:alt')).toBeTruthy();
    expect(await meta(page, 'twitter:image')).toBe(image);
    if (p.kind === 'article') {
      expect(image).toContain(`${p.path}.png?v=`);
      expect(Date.parse((await meta(page, 'article:published_time')) ?? '')).not.toBeNaN();
      expect(Date.parse((await meta(page, 'article:modified_time')) ?? '')).not.toBeNaN();
      expect(await meta(page, 'article:section')).toBeTruthy();
    }
  });
}

/** Width and height from a PNG's IHDR chunk, after its signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("an article's card image loads in Chromium as a 1200×630 PNG, and is cached", async ({
  page,
}) => {
  await page.goto(`/${ARTICLE}`);
  const image = (await meta(page, 'og:image')) ?? '';
  const response = await page.request.get(image);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  expect((await page.request.get(image)).headers()['x-page-cache']).toMatch(/HIT|STALE/);
  const loaded = await page.evaluate(
    (src) =>
      new Promise<[number, number]>((resolve, reject) => {
        const img = new Image();
        img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
        img.onerror = () => reject(new Error('card image did not load'));
        img.src = src;
      }),
    image,
  );
  expect(loaded).toEqual([1200, 630]);
  const site = await page.request.get('/og/ja/_site.png');
  expect(pngSize(await site.body())).toEqual({ width: 1200, height: 630 });
  expect((await page.request.get('/og/ja/no-such-article.png')).status()).toBe(404);
});

test('the English site: en_US with ja_JP as the alternate, the social links in sameAs', async ({
  page,
}) => {
  await page.goto(`${EN_SITE}/en/video-format-basics-guide`);
  expect(await meta(page, 'og:locale')).toBe('en_US');
  expect(await meta(page, 'og:locale:alternate')).toBe('ja_JP');
  const graph = await readGraph(page);
  expect(graphProblems(graph)).toEqual([]);
  expect(nodesOf(graph, 'Organization')[0].sameAs).toEqual(['https://x.com/tsuzuri_example']);
  expect(nodesOf(graph, 'WebSite')[0]).toMatchObject({
    url: `${EN_SITE}/en`,
    inLanguage: 'en',
    potentialAction: {
      target: { urlTemplate: `${EN_SITE}/en/search-result?q={search_term_string}` },
    },
  });
});

/** Imports one English article into the English site with the operator's command. */
const importArticle = (slug: string, title: string) =>
  importArticles(3101, [{ slug, title, category: 'paravi', locale: 'en' }]);

test("an article's card is drawn once, kept, and drawn again when the article is edited", async () => {
  test.setTimeout(90_000); // two runs of the import command (~10 s each on a busy machine)
  const api = await request.newContext();
  const slug = `card-check-${Date.now()}`;
  const url = `${EN_SITE}/og/en/${slug}.png`;
  importArticle(slug, 'Card check with the first title');
  const first = await api.get(url);
  expect(first.status()).toBe(200);
  // Kept (a render that overlapped the import's purge is not stored: the next one is).
  const cached = () => api.get(url).then((r) => r.headers()['x-page-cache']);
  await expect.poll(cached, { timeout: 5000 }).toMatch(/HIT|STALE/);
  expect((await (await api.get(url)).body()).equals(await first.body())).toBe(true);

  importArticle(slug, 'Card check with an edited title, drawn again');
  await expect
    .poll(async () => (await (await api.get(url)).body()).equals(await first.body()), {
      intervals: [200],
      timeout: 5000,
    })
    .toBe(false);
  await expect.poll(cached, { timeout: 5000 }).toMatch(/HIT|STALE/);
});
