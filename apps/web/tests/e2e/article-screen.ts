import type { Page } from '@playwright/test';

// The article screen as the console specs drive it (admin-editor, admin-changes,
// admin-editor-keeps-work): its body, its save status, a selection, a cut connection.

/** The path an image field holds once a library image is chosen (its served variant). */
export const LIBRARY_PATH = /^\/media\/\S+\.(webp|png|jpg)$/;

/** The rich editor's body. */
export const body = (page: Page) => page.getByRole('textbox', { name: '本文' });

/** The save status beside the workflow buttons (`data-status`: saved, dirty, error…). */
export const saveStatus = (page: Page) => page.locator('[data-status]');

/**
 * Chooses the library's image whose alternative text is `alt`, through the toolbar's 画像, or
 * through another button that opens the picker (an image field's 「…をメディアから選ぶ」).
 */
export async function chooseLibraryImage(page: Page, alt: string, opener = '画像') {
  await page.getByRole('button', { name: opener, exact: true }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(alt) })
    .click();
}

/** The body's blocks in order: each paragraph's text, each image as `img:<alt>`. */
export const bodyBlocks = (page: Page) =>
  body(page).evaluate((root) =>
    [...root.children].map((c) =>
      c.tagName === 'IMG' ? `img:${c.getAttribute('alt')}` : (c.textContent ?? ''),
    ),
  );

/** Selects the body's text from `start` to `end` (character offsets in its first paragraph). */
export async function selectInBody(page: Page, start: number, end: number) {
  await page.evaluate(
    ([s, e]) => {
      const text = document.querySelector('.ProseMirror p')?.firstChild;
      if (!text) throw new Error('no text in the body');
      const range = document.createRange();
      range.setStart(text, s);
      range.setEnd(text, e);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    },
    [start, end],
  );
}

/** Every server action (a save) fails as an unreachable server does, until the returned undo. */
export async function cutSaves(page: Page): Promise<() => Promise<void>> {
  const matcher = (url: URL) => url.pathname.startsWith('/admin/articles');
  await page.route(matcher, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );
  return () => page.unroute(matcher);
}

/**
 * When a URL first answered 200, asked every 100 ms until `until` (ms since the epoch): `sentAt`
 * is when that request was sent (every request sent before it found nothing), `answeredAt` when
 * its answer came; both 0 if it never did.
 */
export async function firstPublic(url: string, until: number) {
  while (Date.now() < until) {
    const sent = Date.now();
    if ((await fetch(url)).status === 200) return { sentAt: sent, answeredAt: Date.now() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { sentAt: 0, answeredAt: 0 };
}
