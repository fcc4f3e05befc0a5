import { expect, test } from '@playwright/test';
import { ARTICLE, scrollSettled, wake } from './support';

// Client-side navigation and link prefetching (docs/product.md#navigation-behaviour): following
// an internal link swaps the page without a full reload, and prefetching visible links costs the
// server one answer per route, not a loop of redirects. Both start with the reader's first move,
// which loads Next's router (docs/decisions/0019-framework-on-intent.md).

test.use({ viewport: { width: 1280, height: 800 } });

test('following a navigation link does not reload the whole page', async ({ page }) => {
  await page.goto('/');
  await wake(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page
    .getByRole('navigation', { name: 'main' })
    .getByRole('link', { name: 'ブログ', exact: true })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ブログ');
  expect(
    await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true),
  ).toBe(true);
});

test('prefetching the links of a page is answered without redirects', async ({ page }) => {
  const redirected: string[] = [];
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', (r) => {
    if (r.status() >= 300 && r.status() < 400)
      redirected.push(`${r.status()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
  });
  await page.goto(`/${ARTICLE}`);
  await wake(page);
  await page.waitForTimeout(2000); // the links in view are prefetched after hydration
  await page.waitForLoadState('networkidle');
  expect(redirected.slice(0, 5), `${redirected.length} redirected of ${requests} requests`).toEqual(
    [],
  );
  // A page has ~100 links; even prefetching every one of them with its segments stays far below this.
  expect(requests).toBeLessThan(400);
});

test('going back restores the previous page and its scroll position', async ({ page }) => {
  await page.goto('/by-latest');
  await wake(page);
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  const link = page.locator('main article h3 a').nth(4);
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // A new page starts at the top (the scroll happens right after the new page commits).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/by-latest$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
});

// Deep in a long page, where the late parts (render-near-view) stand in at a guessed height until
// they are near: Back must bring the reader to what they were reading, not to the same pixel
// offset in a page whose parts above have not been laid out again.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`Back from a sidebar link deep in an article returns to that link at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/${ARTICLE}`);
    await wake(page);
    const link = page.locator('aside a[href^="/"]').last();
    // Read down to it, as a reader scrolls: the parts passed on the way are laid out.
    while (!(await link.evaluate((a) => a.getBoundingClientRect().bottom < innerHeight - 100))) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(50);
    }
    await scrollSettled(page);
    const href = (await link.getAttribute('href')) ?? '';
    const topOf = () =>
      page
        .locator(`aside a[href="${href}"]`)
        .last()
        .evaluate((a) => Math.round(a.getBoundingClientRect().top));
    const [before, yBefore] = [await topOf(), await page.evaluate(() => window.scrollY)];
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${ARTICLE}$`));
    await scrollSettled(page);
    expect(await topOf(), `the link was at ${before} px, scrolled ${yBefore}`).toBe(before);
    // The late parts go back to being laid out only near the viewport.
    await expect(page.locator('html')).not.toHaveAttribute('data-restoring-scroll');
  });
}
