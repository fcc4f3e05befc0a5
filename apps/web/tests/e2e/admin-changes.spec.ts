import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { saveStatus } from './article-screen';
import { openConsole, ownConsoleSite, root, signIn } from './console-staff';
import { untilFresh } from './support';

/**
 * Unpublished changes end to end (docs/product.md#unpublished-changes): an editor edits a
 * published article's title and body and saves; a visitor without a session still gets the old
 * page, byte for byte; the preview link shows the new text (no-store, noindex); the list marks the
 * article; 「変更を公開」 puts it live within a second on either worker; 「変更を破棄」 drops a
 * later change. Its own site (two workers, seeded demo articles), so its cache is its own.
 */
const PORT = 3140;
const SHOTS = path.join(root, 'test-results', 'admin-changes');
const EDITOR = {
  email: 'changes@example.jp',
  role: 'editor',
  name: '変更 二郎',
  password: 'changes pass phrase 2026',
};
const NEW_TITLE = '公開前に確かめる題名';
const NEW_TEXT = '変更を公開するまで読者には見えない段落。';

const site = ownConsoleSite(PORT, { WEB_CONCURRENCY: '2' }, [EDITOR]);

/** Opens a console page and waits until React has taken it over (a click before that is lost). */
async function open(page: Page, p: string) {
  await openConsole(page, `${site.url}${p}`);
  if (/^\/admin\/articles\/\d+$/.test(p))
    await expect(page.getByRole('toolbar', { name: '書式' })).toBeVisible();
}

const visitor = async (url: string) => (await fetch(url)).text();

/**
 * The article's own bytes in a page: head title, description, heading and body. The rest (the
 * sidebar's rankings, comments) may be re-rendered meanwhile for reasons of its own.
 */
function articleOf(html: string) {
  const from = html.indexOf('<div class="article-body">');
  const to = html.indexOf('aria-label="この記事をシェアする"', from);
  expect(from, 'an article body').toBeGreaterThan(0);
  return {
    title: /<title>[^<]*<\/title>/.exec(html)?.[0],
    description: /<meta name="description" content="[^"]*"/.exec(html)?.[0],
    h1: /<h1[^>]*>[\s\S]*?<\/h1>/.exec(html)?.[0],
    body: html.slice(from, to),
  };
}

test('a published article’s edit waits unpublished; the preview shows it; 変更を公開 puts it live; 変更を破棄 drops one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, site.url, EDITOR.email, EDITOR.password);
  await open(page, '/admin/articles?status=published&locale=ja');
  const href = await page.locator('a.c-table__title').first().getAttribute('href');
  const id = Number(/\/admin\/articles\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await open(page, `/admin/articles/${id}`);
  const title = await page.getByLabel('タイトル').inputValue();
  const live = `${site.url}/${await page.getByLabel('スラッグ (URL)').inputValue()}`;
  await visitor(live); // rendered and stored by the page cache
  const before = articleOf(await visitor(live));
  expect(before.title).toContain(title);

  await page.getByLabel('タイトル').fill(NEW_TITLE);
  const body = page.getByRole('textbox', { name: '本文' });
  await body.locator('p').first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(NEW_TEXT);
  await expect(body).toContainText(NEW_TEXT);
  await page.getByRole('button', { name: '変更を保存' }).click();
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
  const notice = page.locator('[data-change="pending"]');
  await expect(notice).toContainText('公開されていない変更があります');
  await expect(notice).toContainText(EDITOR.name);
  await page.screenshot({ path: path.join(SHOTS, 'article-change-1366.png'), fullPage: true });

  // A visitor keeps getting the published article, byte for byte, over a second and more.
  for (let i = 0; i < 4; i++) {
    expect(articleOf(await visitor(live))).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 400));
  }

  // The preview link shows the change at the live URL, private and noindex.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'プレビュー' }).click(),
  ]);
  await preview.waitForURL(/\?preview=/);
  expect(preview.url().split('?')[0]).toBe(live);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
  await expect(preview.locator('.article-body')).toContainText(NEW_TEXT);
  const r = await fetch(preview.url());
  expect(r.headers.get('cache-control')).toMatch(/no-store/);
  expect(r.headers.get('x-robots-tag')).toMatch(/noindex/);
  const previewed = await r.text();
  expect(previewed).toContain(NEW_TITLE);
  expect(previewed).toMatch(/<meta name="robots" content="[^"]*noindex/);
  await preview.close();
  expect(articleOf(await visitor(live))).toEqual(before);

  // The list marks it; the screen opens on the change; 変更を公開.
  await open(page, '/admin/articles?status=published&locale=ja');
  await expect(page.getByRole('row').filter({ hasText: title }).first()).toContainText(
    '未公開の変更あり',
  );
  await page.screenshot({ path: path.join(SHOTS, 'articles-1366.png'), fullPage: true });
  await open(page, `/admin/articles/${id}`);
  await expect(page.getByLabel('タイトル')).toHaveValue(NEW_TITLE);
  await page.getByRole('button', { name: '変更を公開' }).click();
  await expect(page.locator('[data-change="none"]')).toBeVisible({ timeout: 20_000 });
  const { answer: html, lastStaleMs } = await untilFresh(
    () => visitor(live),
    (page) => page.includes(NEW_TITLE),
    Date.now(),
  );
  expect(html).toContain(NEW_TEXT);
  expect(lastStaleMs, 'no old page a second after 変更を公開').toBeLessThan(1000);
  // Whichever worker answers: all see it.
  for (let i = 0; i < 6; i++) expect(await visitor(live)).toContain(NEW_TITLE);

  // A later change, discarded: the public page and the screen go back to the published text.
  await page.getByLabel('タイトル').fill('破棄される題名');
  await page.getByRole('button', { name: '変更を保存' }).click();
  await expect(page.locator('[data-change="pending"]')).toBeVisible({ timeout: 20_000 });
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: '変更を破棄' }).click();
  await expect(page.locator('[data-change="none"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('タイトル')).toHaveValue(NEW_TITLE);
  expect(await visitor(live)).not.toContain('破棄される題名');
});
