import { expect, test } from '@playwright/test';
import { makeImage } from '@tsuzuri/media/test-images';
import { JA_PORT } from '../../playwright.config';
import { importArticles } from './content-import';
import { FUZZ_ADMIN as ADMIN } from './fuzz/generate';

// A media-library image end to end on the ja site (3100): uploaded through the admin API,
// used by an imported article, shown in Chromium as AVIF at its true size.
const SLUG = 'media-library-e2e';

test('an article image from the library loads as AVIF with its width and height', async ({
  page,
  request,
}) => {
  // An import runs as its own command (npx tsx), which takes a while on a busy machine.
  test.setTimeout(120_000);
  const photo = await makeImage('jpeg', 1600, 900, '#2b6cb0');
  const alt = '設定画面のスクリーンショット';
  const upload = await request.post(
    `/api/admin/media?name=settings.jpg&alt.ja=${encodeURIComponent(alt)}`,
    { headers: ADMIN, data: photo },
  );
  expect([200, 201]).toContain(upload.status());
  const { media } = await upload.json();
  expect(media.src).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{32}-1600x900-1440\.webp$/);

  importArticles(JA_PORT, [
    {
      slug: SLUG,
      title: 'メディアライブラリの画像',
      category: 'dvd',
      locale: 'ja',
      body: `## 画面\n\n![${alt}](${media.src})\n\n本文です。`,
    },
  ]);

  const avif = page.waitForResponse((r) => /\/media\/.+\.avif$/.test(r.url()));
  await page.goto(`/${SLUG}`);
  const img = page.locator(`.article-body picture img[alt="${alt}"]`);
  await expect(img).toHaveAttribute('width', '1440');
  await expect(img).toHaveAttribute('height', '810');
  await expect(page.locator('.article-body picture source[type="image/avif"]')).toHaveCount(1);
  await img.scrollIntoViewIfNeeded();
  const response = await avif;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/avif');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  // The browser chose the AVIF, at a width from the library's ladder.
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
    /-(480|960|1440)\.avif$/,
  );
  // No layout shift: the box had the image's ratio before it loaded, and keeps it.
  const box = await img.boundingBox();
  expect(box && Math.abs(box.width / box.height - 1440 / 810)).toBeLessThan(0.02);
});
