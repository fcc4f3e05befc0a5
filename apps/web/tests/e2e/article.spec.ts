import { expect, type Page, test } from '@playwright/test';
import { ADULT_ARTICLE, ARTICLE, ARTICLE_TITLE, expectLanding } from './support';

// The article page as a reader uses it: contents, lazy images, click-to-play video, share links
// without third-party scripts, and the sidebar with the product promotion.

test.use({ viewport: { width: 1280, height: 800 } });

const TABLE_HEADING_ID = '5本の比較表';

/** Every host the page requested; third-party players are blocked so nothing leaves the machine. */
function recordHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (r) => hosts.add(new URL(r.url()).host));
  return hosts;
}

test('the article has its heading and a contents box that jumps to each section', async ({
  page,
}) => {
  await page.goto(`/${ARTICLE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
  const toc = page.getByTestId('toc');
  await expect(toc.getByRole('link')).toHaveCount(
    await page.locator('.article-body :is(h2, h3)').count(),
  );
  for (const href of await toc
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    await expect(page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`), href).toHaveCount(1);
  }
  const target = page.locator(`[id="${TABLE_HEADING_ID}"]`);
  await expect(target).not.toBeInViewport();
  // A reader's jump, smooth scrolling and all: it lands just below the sticky header (two rows on
  // a desktop), not under it, and not short of or past the heading.
  await toc.getByRole('link', { name: TABLE_HEADING_ID }).click();
  await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(TABLE_HEADING_ID)}$`));
  await expectLanding(page, `[id="${TABLE_HEADING_ID}"]`, 12);
  await expect(page.locator('.article-body table')).toBeVisible();
});

test('on a phone, the contents box’s last entry lands on its heading', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${ARTICLE}`);
  const last = page.getByTestId('toc').getByRole('link').last();
  const id = decodeURIComponent(((await last.getAttribute('href')) ?? '').slice(1));
  await last.click();
  await expectLanding(page, `[id="${id}"]`, 12);
});

test('article images load lazily as the reader scrolls near them', async ({ page }) => {
  await page.goto(`/${ARTICLE}`);
  const chart = page.locator(
    '.article-body img.lazy-img[alt="フリーソフトの機能を比較したチャート"]',
  );
  await expect(chart).toHaveAttribute('data-img', '/images/demo/comparison-chart.svg');
  await expect(chart).toHaveAttribute('src', /^data:image\/gif/);
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('src', '/images/demo/comparison-chart.svg');
  await expect(chart).not.toHaveAttribute('data-img', /./);
  await expect
    .poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1))
    .toBe(true);
});

const VIDEOS = [
  {
    slug: 'blu-ray-to-smartphone',
    title: '自作Blu-rayをMP4に変換する手順',
    host: 'player.vimeo.com',
    muted: true,
  },
  {
    slug: 'burn-home-videos-to-dvd',
    title: 'ホームビデオをDVDに焼く手順',
    host: 'www.youtube.com',
    muted: false,
  },
];

for (const video of VIDEOS) {
  test(`a ${video.host} video loads only when the reader presses play, then autoplays and loops`, async ({
    page,
  }) => {
    await page.route(`https://${video.host}/**`, (route) =>
      route.fulfill({ status: 204, body: '' }),
    );
    const hosts = recordHosts(page);
    await page.goto(`/${video.slug}`);
    const embed = page.locator('.article-body .video-embed');
    const play = embed.getByRole('button', { name: `${video.title} を再生` });
    await expect(play).toBeVisible();
    await expect(embed.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect([...hosts].filter((h) => h !== new URL(page.url()).host)).toEqual([]);

    await play.click();
    const iframe = embed.locator('iframe');
    await expect(iframe).toHaveCount(1);
    await expect(play).toHaveCount(0);
    const src = new URL((await iframe.getAttribute('src')) ?? '');
    expect(src.host).toBe(video.host);
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('loop')).toBe('1');
    expect(src.searchParams.get('muted')).toBe(video.muted ? '1' : null);
    await expect(iframe).toHaveAttribute('title', video.title);
  });
}

test('share links are plain links with the article URL, and no third party is contacted', async ({
  page,
}) => {
  const hosts = recordHosts(page);
  await page.goto(`/${ARTICLE}`);
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  const encoded = encodeURIComponent(canonical);
  const share = page.getByRole('region', { name: 'この記事をシェアする' });
  const expected: [string, string][] = [
    ['X でポスト', `https://x.com/intent/post?url=${encoded}&text=`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
    ['LINE で送る', `https://social-plugins.line.me/lineit/share?url=${encoded}`],
    ['はてなブックマーク', `https://b.hatena.ne.jp/entry/panel/?url=${encoded}`],
  ];
  for (const [name, prefix] of expected) {
    const link = share.getByRole('link', { name });
    expect(await link.getAttribute('href'), name).toContain(prefix);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  expect(await share.getByRole('link', { name: 'X でポスト' }).getAttribute('href')).toContain(
    encodeURIComponent(ARTICLE_TITLE),
  );
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  expect([...hosts]).toEqual([new URL(page.url()).host]);
  await expect(page.locator('script[src^="http"]:not([src*="127.0.0.1"])')).toHaveCount(0);
});

test('the sidebar shows the latest and popular articles, the author and the product promotion', async ({
  page,
}) => {
  await page.goto(`/${ARTICLE}`);
  const sidebar = page.getByRole('complementary', { name: 'サイドバー' });
  await expect(sidebar.getByRole('heading', { name: '新着記事' })).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: '人気記事ランキング' })).toBeVisible();
  await expect(
    sidebar
      .getByRole('heading', { name: '新着記事' })
      .locator('xpath=..')
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  const author = sidebar.getByTestId('author-block');
  await expect(author.getByRole('heading', { name: 'この記事を書いた人' })).toBeVisible();
  await expect(author).toContainText('綴 編集部');
  const promo = sidebar.getByTestId('promo-box');
  // The promoted product's links, each naming it by pid (products.spec.ts follows them further).
  await expect(promo.getByRole('link', { name: '無料ダウンロード' })).toHaveAttribute(
    'href',
    '/mlink/download.php?pid=10421',
  );
  await expect(promo.getByRole('link', { name: '今すぐ購入' })).toHaveAttribute(
    'href',
    '/checkout.htm?pid=10421&plan=perpetual',
  );
  await expect(promo.getByRole('link', { name: '年間プラン' })).toHaveAttribute(
    'href',
    '/order/subscribe.php?pid=10421&plan=yearly',
  );
});

test('the adult-listed article carries no promotion', async ({ page }) => {
  await page.goto(`/${ADULT_ARTICLE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('complementary', { name: 'サイドバー' })
      .getByRole('heading', { name: '新着記事' }),
  ).toBeVisible();
  await expect(page.getByTestId('promo-box')).toHaveCount(0);
  await expect(
    page.locator('main a[href^="/checkout.htm"], main a[href^="/order/subscribe.php"]'),
  ).toHaveCount(0);
});
