import { expect, test } from '@playwright/test';
import { body, saveStatus } from './article-screen';
import { openConsole, signIn } from './console-staff';
import { passwordOf, staffOf } from './console-team';
import { EN_SITE } from './support';

/**
 * The article screen's size limit (docs/product.md#the-article-screen): a body too large to send
 * is refused before sending, with the limit; one at the limit saves and reads back whole. On the
 * en site, a draft nobody publishes.
 */
const SITE = EN_SITE;
const staff = staffOf(SITE);
let editorEmail = '';

test.beforeAll(async ({ browser }) => {
  editorEmail = await staff.create(browser, 'editor');
});

test('a body too large to send is refused before sending, with the limit; one at the limit saves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, SITE, editorEmail, passwordOf('editor'));
  await openConsole(page, `${SITE}/admin/articles/new`);
  await expect(page.getByRole('toolbar', { name: '書式' })).toBeVisible();
  await page.getByLabel('タイトル').fill('とても長い記事');
  await page.getByLabel('スラッグ (URL)').fill(`very-long-article-${Date.now().toString(36)}`);
  const setBody = (html: string) =>
    page.evaluate((h) => {
      type WithEditor = { editor: { commands: { setContent(h: string, o: object): void } } };
      const dom = document.querySelector('.ProseMirror') as unknown as WithEditor;
      dom.editor.commands.setContent(h, { emitUpdate: true });
    }, html);
  // The size of every save posted: an autosave of the title and slug may go out meanwhile (it
  // did, on a busy box in CI run 146), the body too large must not.
  const posted: number[] = [];
  page.on(
    'request',
    (r) =>
      r.method() === 'POST' &&
      r.headers()['next-action'] &&
      posted.push(r.postDataBuffer()?.length ?? 0),
  );

  // 300,007 bytes of UTF-8 (100,000 kana): over the 200 KB limit.
  await setBody(`<p>${'あ'.repeat(100_000)}</p>`);
  await page.getByRole('button', { name: '下書き保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '本文が長すぎます' })).toContainText(
    '最大 200 KB',
  );
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'error');
  expect(
    posted.filter((bytes) => bytes > 200 * 1024),
    'the body too large is not sent',
  ).toEqual([]);

  // 204,799 bytes: saved, and the same again after a reload.
  await setBody(`<p>${'あ'.repeat(68_264)}</p>`);
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
  await page.reload();
  await expect(body(page)).toHaveText('あ'.repeat(68_264));
});
