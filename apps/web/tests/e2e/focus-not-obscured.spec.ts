import { expect, test } from '@playwright/test';
import { walkFocus } from './focus-walk';
import { ARTICLE } from './support';

// WCAG 2.2's "Focus Not Obscured" on the public site: wherever keyboard focus goes, the element
// is drawn clear of the sticky header and the back-to-top button (docs/product.md#layout). The
// console's side is in admin-products.spec.ts.

test.describe('focus under the sticky header', () => {
  // The site's header (an article's own header is inside <main>, and scrolls with it).
  const STICKY = ['header:not(main header)', '[data-testid=back-to-top]'];

  // Down a long article from the top and back up from its footer, every link and field that
  // focus brings into view is clear of the header and of the back-to-top button: on a phone (a
  // one-row header), at the width where the navigation wraps to a second row, and on a desktop.
  for (const width of [412, 768, 1280]) {
    test(`Tab and Shift+Tab through an article at ${width} px never leave the focus under the header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 823 });
      await page.goto(`/${ARTICLE}`);
      const down = await walkFocus(page, 'Tab', STICKY, 200);
      expect(down.hidden).toEqual([]);
      await page.locator('footer a').last().focus();
      const up = await walkFocus(page, 'Shift+Tab', STICKY);
      expect(up.hidden).toEqual([]);
      expect([down.looked, up.looked].every((n) => n > 30)).toBe(true);
    });
  }
});
