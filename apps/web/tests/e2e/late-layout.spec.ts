import { expect, type Locator, type Page, test } from '@playwright/test';
import { ARTICLE } from './support';

// The parts laid out only as they near the viewport (render-near-view, globals.css;
// docs/benchmarks.md, "The first layout"): skipped at load, reached all the same, the pager still
// after a jump to it, and focus rings at their edges drawn whole.

test.describe('below the first screen of a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  /** Whether the browser has laid out `locator` (false while a content-visibility ancestor skips it). */
  const laidOut = (locator: Locator) =>
    locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

  test('the sidebar and the related cards are laid out as they near the screen, and still reached', async ({
    page,
  }) => {
    await page.goto(`/${ARTICLE}`);
    const sidebarLink = page.locator('aside [data-sidebar-variant] a').first();
    const relatedCard = page.locator('article.group h3 a').last();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await laidOut(page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await laidOut(sidebarLink)).toBe(false);
    expect(await laidOut(relatedCard)).toBe(false);

    await relatedCard.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(relatedCard)).toBe(true);
    await expect(relatedCard).toBeVisible();
    await sidebarLink.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(sidebarLink)).toBe(true);

    // A link to the comments lands on them, though most of the body above them was skipped.
    await page.goto(`/${ARTICLE}#comments`);
    await expect(page.locator('#comments-heading')).toBeInViewport();
  });

  // A jump to the pager (End, the scroll bar, a test's click) shows the last results or cards at
  // once: were they laid out late, their stand-in heights gave way to the real ones two frames
  // after the jump and the pager moved up under the pointer (up to 279 px on a phone), so a
  // click aimed at 「次へ」 could land on nothing.
  for (const [name, path] of [
    ['search results', '/search-result?q=画'],
    ['the latest articles', '/by-latest'],
  ] as const) {
    test(`a jump to the pager of ${name} leaves it where it landed`, async ({ page }) => {
      for (const width of [412, 1280]) {
        await page.setViewportSize({ width, height: 823 });
        await page.goto(path);
        const pager = page.locator('main nav[aria-label$="ページ送り"]');
        const tops = await pager.evaluate(async (nav) => {
          nav.scrollIntoView({ block: 'center', behavior: 'instant' });
          const seen: number[] = [];
          for (let frame = 0; frame < 10; frame++) {
            seen.push(Math.round(nav.getBoundingClientRect().top));
            await new Promise((r) => requestAnimationFrame(r));
          }
          return seen;
        });
        expect(new Set(tops).size, `at ${width} px, its top in 10 frames: ${tops.join(' ')}`).toBe(
          1,
        );
      }
    });
  }

  /** The colour of the screenshot's top-left pixel, decoded in a blank page (no CSP there). */
  const firstPixel = async (page: Page, png: Buffer) => {
    const blank = await page.context().newPage();
    try {
      return await blank.evaluate(async (base64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(1, 1);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      }, png.toString('base64'));
    } finally {
      await blank.close();
    }
  };

  for (const [name, path, link] of [
    [
      'a late search result’s title',
      '/search-result?q=画質',
      '[data-testid=search-results] li:nth-child(4) h2 a',
    ],
    ['a sidebar link (wide screen)', `/${ARTICLE}`, 'aside [data-sidebar-variant] a'],
  ] as const) {
    test(`${name} at the edge of a part laid out late shows its whole focus ring`, async ({
      page,
    }) => {
      if (name.includes('wide')) await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const target = page.locator(link).first();
      await page.keyboard.press('Tab');
      await target.focus();
      expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      // The ring (3 px, 2 px off the link, amber #f59e0b) just left of the link: outside the
      // part's box, where its paint containment would clip it without the clip margin. Focus
      // scrolls the part into view and lays it out; on a busy box its real height replaces the
      // stand-in a frame or more later and moves the link, so each look measures the link
      // again. A clipped ring never turns amber.
      const leftOfLink = async () => {
        const box = await target.boundingBox();
        if (!box) return `${link} has no box`;
        // A link moved by a late layout can be off screen for a frame; a clip there throws.
        const view = page.viewportSize();
        const y = box.y + box.height / 2;
        if (!view || box.x < 4 || y < 0 || y >= view.height) return `${link} is off screen`;
        const png = await page.screenshot({
          clip: { x: box.x - 4, y: box.y + box.height / 2, width: 1, height: 1 },
        });
        const [r, g, b] = await firstPixel(page, png);
        return r > 220 && g > 120 && g < 190 && b < 60 ? 'amber' : `rgb(${r}, ${g}, ${b})`;
      };
      await expect
        .poll(leftOfLink, { message: "the ring's amber just left of the link", timeout: 10_000 })
        .toBe('amber');
    });
  }
});
