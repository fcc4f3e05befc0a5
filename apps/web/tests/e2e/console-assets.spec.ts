import { expect, type Page, test } from '@playwright/test';
import { staffOf } from './console-team';
import { EN_SITE, wake } from './support';

/**
 * The console's code stays in the console: its scripts, styles and chart library never load on a
 * public page (they would cost every reader bytes and give an attacker a map of the console).
 */
const SITE = EN_SITE;
const ARTICLE = 'dvd-bitrate-recording-time';
const READER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const staff = staffOf(SITE);

test('no console script or style reaches a public page', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.url().endsWith('.js') || r.url().includes('.js?')) scripts.add(r.url());
  });
  for (const path of ['/', `/${ARTICLE}`]) {
    await page.goto(`${SITE}${path}`);
    // The reader moves: the framework and the page's chunks load too (decision 19).
    await wake(page);
    await page.waitForLoadState('networkidle');
    expect(await page.content()).not.toContain('c-shell');
  }
  expect(scripts.size, 'the framework was loaded and is checked').toBeGreaterThan(3);
  for (const url of scripts) {
    const body = await (await fetch(url)).text();
    expect(body, url).not.toContain('c-menu-button');
    expect(body, url).not.toContain('login-email');
    // The article editor (Tiptap) stays in the console.
    expect(body, url).not.toMatch(/ProseMirror|tiptap|c-editor__/);
  }
});

test('uPlot is in the dashboard’s scripts and in none of a public page’s', async ({ browser }) => {
  test.setTimeout(60_000);
  const scriptsOf = async (page: Page, url: string) => {
    const loaded: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') loaded.push(r.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // A public page's framework loads at the reader's first move (decision 19).
    if (!url.includes('/admin')) await wake(page);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(loaded.map(async (u) => (await fetch(u)).text()));
    // uPlot's root class name, a string literal every build of it keeps.
    return bodies.some((b) => /["'`]uplot["'`]/.test(b));
  };
  const email = await staff.create(browser, 'analyst');
  const analyst = await staff.signIn(browser, email, 'analyst');
  expect(await scriptsOf(analyst, `${SITE}/admin`)).toBe(true);
  const reader = await browser.newPage({ userAgent: READER_UA });
  expect(await scriptsOf(reader, `${SITE}/${ARTICLE}`)).toBe(false);
  expect(await scriptsOf(reader, `${SITE}/`)).toBe(false);
});
