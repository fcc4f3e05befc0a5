import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { makeImage } from '@tsuzuri/media/test-images';
import {
  body,
  bodyBlocks,
  chooseLibraryImage,
  cutSaves,
  saveStatus,
  selectInBody,
} from './article-screen';
import {
  answerNextDialog,
  closeAsksToLeave,
  openConsole,
  ownConsoleSite,
  signIn,
} from './console-staff';

/**
 * The article editor never loses an editor's work (docs/product.md#the-article-screen): the
 * toolbar's small insert form inserts without a page load, a picture just inserted is not
 * replaced by the next letter, leaving with unsaved changes asks first, a save that does not
 * reach the server says so in plain words and is retried (a body too large to send:
 * admin-editor-limits.spec.ts); and the heading and サイトで見る follow a first save and a publication. Its own
 * site (one worker), signed in as an editor.
 */
const PORT = 3190;
const EDITOR = {
  email: 'keeps-work@example.jp',
  role: 'editor',
  name: '保存 守',
  password: 'keeps work pass phrase 26',
};
const ALT = '緑の見本画像';

const site = ownConsoleSite(PORT, {}, [EDITOR]);

/** A new article, signed in, with React in charge of the page. */
async function newArticle(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, site.url, EDITOR.email, EDITOR.password);
  await openConsole(page, `${site.url}/admin/articles/new`);
  await expect(page.getByRole('toolbar', { name: '書式' })).toBeVisible();
}

test('a link, a ruby and a video go into the body by Enter or 挿入, and nothing reloads the page', async ({
  page,
}) => {
  await newArticle(page);
  // Side by side at 1366 px, the category's select (its longest option is long) ends before the
  // author's begins: it ran under it, its arrow hidden.
  const box = async (label: string) =>
    (await page.getByLabel(label, { exact: true }).boundingBox())!;
  const [category, author] = [await box('カテゴリ'), await box('著者')];
  expect(category.x + category.width).toBeLessThanOrEqual(author.x);
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await page.getByLabel('タイトル').fill('挿入の確認');
  await body(page).click();
  await page.keyboard.type('漢字とリンクの文');
  // A page load would drop this mark (and, before the fix, everything typed).
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  await selectInBody(page, 3, 6); // 「リンク」
  await page.getByRole('button', { name: 'リンク', exact: true }).click();
  await page.getByLabel('リンク先のURL').fill('https://www.example.com/');
  await page.getByLabel('リンク先のURL').press('Enter');
  await expect(body(page).locator('a[href="https://www.example.com/"]')).toHaveText('リンク');
  await expect(page.getByLabel('リンク先のURL')).toHaveCount(0);

  await selectInBody(page, 0, 2); // 「漢字」
  await page.getByRole('button', { name: 'ルビ', exact: true }).click();
  await expect(page.getByLabel('ルビを振る文字')).toHaveValue('漢字');
  // The reading through an IME: the Enter that confirms a conversion does not insert yet.
  await page.getByLabel('ふりがな').click();
  await cdp.send('Input.insertText', { text: 'かん' });
  await cdp.send('Input.imeSetComposition', { text: 'じ', selectionStart: 1, selectionEnd: 1 });
  await page.keyboard.press('Enter');
  await cdp.send('Input.insertText', { text: 'じ' });
  await expect(page.getByLabel('ふりがな')).toHaveValue('かんじ');
  await expect(body(page).locator('ruby')).toHaveCount(0);
  const insert = page.getByRole('button', { name: '挿入', exact: true });
  // Styled as the console's main buttons, not the browser's own.
  const publish = page.getByRole('button', { name: '公開', exact: true });
  for (const property of ['background-color', 'min-height', 'border-radius'])
    await expect(insert).toHaveCSS(
      property,
      await publish.evaluate((b, p) => getComputedStyle(b).getPropertyValue(p), property),
    );
  await insert.click();
  await expect(body(page).locator('ruby')).toHaveCount(1);
  await expect(body(page).locator('ruby rt')).toHaveText('かんじ');

  await body(page).press('End');
  await page.getByRole('button', { name: '動画', exact: true }).click();
  await page
    .getByLabel('動画のURL（YouTube・Vimeo・Dailymotion）')
    .fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByLabel('動画のタイトル').fill('見本の動画');
  await page.getByLabel('動画のタイトル').press('Enter');
  await expect(body(page).locator('.c-editor__video')).toHaveCount(1);

  // An invalid link is refused in words; キャンセル closes the form and nothing changes.
  await page.getByRole('button', { name: 'リンク', exact: true }).click();
  await page.getByLabel('リンク先のURL').fill('javascript:alert(1)');
  await page.getByLabel('リンク先のURL').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'http(s)://' })).toBeVisible();
  await page.getByRole('button', { name: 'キャンセル', exact: true }).click();
  await expect(page.getByLabel('リンク先のURL')).toHaveCount(0);
  // A click on the link in the text places the caret: it goes nowhere.
  await body(page).locator('a').click();

  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
  await expect(page).toHaveURL(`${site.url}/admin/articles/new`);
  await expect(page.getByLabel('タイトル')).toHaveValue('挿入の確認');
  await expect(page.locator('form form')).toHaveCount(0);
});

test('a picture from the library keeps its place: the next words typed go after it', async ({
  page,
}) => {
  await newArticle(page);
  const png = await makeImage('png', 800, 450, '#2f855a');
  const upload = await page.request.post(
    `${site.url}/admin/api/media?name=green.png&alt.ja=${encodeURIComponent(ALT)}`,
    { data: png, headers: { origin: site.url, 'content-type': 'image/png' } },
  );
  expect(upload.status(), await upload.text()).toBe(201);
  const choosePicture = () => chooseLibraryImage(page, ALT);

  // At the end of the text: the caret goes to a new paragraph after the picture.
  await body(page).click();
  await page.keyboard.type('前の文。');
  await choosePicture();
  await page.keyboard.type('次の文。');
  const blocks = () => bodyBlocks(page);
  await expect.poll(blocks).toEqual(['前の文。', `img:${ALT}`, '次の文。']);

  // In the middle of a paragraph: the text after the caret continues after the picture.
  await selectInBody(page, 1, 1);
  await choosePicture();
  await page.keyboard.type('挟');
  await expect.poll(blocks).toEqual(['前', `img:${ALT}`, '挟の文。', `img:${ALT}`, '次の文。']);
});

test('leaving with unsaved changes asks first; the status says what autosave still needs', async ({
  page,
}) => {
  await newArticle(page);
  await page.getByLabel('タイトル').fill('スラッグはあとで');
  await body(page).click();
  await page.keyboard.type('本文だけ先に書いた。');
  await expect(saveStatus(page)).toHaveText('未保存の変更があります');
  await expect(page.getByText('スラッグを入力すると自動保存されます')).toBeVisible();

  // A link of the console's menu: a confirmation, and staying keeps everything.
  const asked = answerNextDialog(page);
  await page
    .getByRole('navigation', { name: '管理メニュー' })
    .getByRole('link', { name: '記事', exact: true })
    .click();
  expect(await asked).toMatch(/^confirm: .*保存されていない変更/);
  await expect(page).toHaveURL(`${site.url}/admin/articles/new`);
  await expect(page.getByLabel('タイトル')).toHaveValue('スラッグはあとで');

  // The browser's Back: the editor was opened as a page of its own, so the browser asks, and
  // staying keeps the page and what was typed.
  const back = answerNextDialog(page);
  await page.evaluate(() => window.history.back());
  expect(await back).toMatch(/^beforeunload:/);
  await expect(page).toHaveURL(`${site.url}/admin/articles/new`);
  await expect(page.getByLabel('タイトル')).toHaveValue('スラッグはあとで');
  await expect(body(page)).toHaveText('本文だけ先に書いた。');

  // Closing the tab or reloading: the browser's own leave-page question.
  expect(await closeAsksToLeave(page)).toMatch(/^beforeunload:/);
  expect(page.isClosed()).toBe(false);

  // Once saved, nothing to ask.
  await page.getByLabel('スラッグ (URL)').fill('slug-filled-last');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
  const saved = page.url();
  const later: string[] = [];
  page.on('dialog', (dialog) => {
    later.push(dialog.type());
    void dialog.dismiss();
  });
  await page
    .getByRole('navigation', { name: '管理メニュー' })
    .getByRole('link', { name: '記事', exact: true })
    .click();
  await expect(page).toHaveURL(`${site.url}/admin/articles`);
  // Back to the article: what was saved, and the next save is not taken for someone else's.
  await page.goBack();
  await expect(page).toHaveURL(saved);
  await expect(page.getByLabel('スラッグ (URL)')).toHaveValue('slug-filled-last');
  await body(page).click();
  await page.keyboard.type('追記。');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  expect(later, 'nothing asked once saved').toEqual([]);
});

test('a save that does not reach the server says so in plain words and is retried', async ({
  page,
}) => {
  await newArticle(page);
  await page.getByLabel('タイトル').fill('回線が切れた');
  await page.getByLabel('スラッグ (URL)').fill('offline-save');
  const restore = await cutSaves(page);
  await body(page).click();
  await page.keyboard.type('届かない保存。');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'error', { timeout: 15_000 });
  const alert = page.getByRole('alert').filter({ hasText: '保存' });
  await expect(alert).toContainText('サーバーに届きませんでした');
  await expect(alert).not.toContainText(/TypeError|fetch/);
  await restore();
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  await expect(alert).toHaveCount(0);

  // The English console says the same in English.
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit article' })).toBeVisible();
  await openConsole(page, `${site.url}/admin/articles/new`);
  await page.getByLabel('Title').fill('Offline');
  await page.getByLabel('Slug (URL)').fill('offline-save-en');
  const restoreEn = await cutSaves(page);
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('Not sent.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'save' })).toContainText(
    'did not reach the server',
  );
  await restoreEn();
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  await page.getByRole('banner').getByRole('button', { name: '日本語' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '記事の編集' })).toBeVisible();
});

test('after the first save the heading says 記事の編集; once published, サイトで見る links the public page', async ({
  page,
}) => {
  await newArticle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新しい記事');
  await page.getByLabel('タイトル').fill('公開して確かめる');
  await page.getByLabel('スラッグ (URL)').fill('view-on-site');
  await body(page).click();
  await page.keyboard.type('公開ページへのリンクを確かめる。');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/articles\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('記事の編集');
  await expect(page.getByRole('link', { name: 'サイトで見る' })).toHaveCount(0);

  // No category chosen: published, it would be in no list. Asked first; declined, it stays a draft.
  const asked: string[] = [];
  const answer = (accept: boolean) =>
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  answer(false);
  await page.getByRole('button', { name: '公開', exact: true }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('単独ページ');
  await expect(page.locator('.c-publish .c-badge')).toHaveText('状態: 下書き');
  answer(true);
  await page.getByRole('button', { name: '公開', exact: true }).click();
  await expect(page.locator('.c-publish .c-badge')).toContainText('公開中', { timeout: 20_000 });
  const view = page.getByRole('link', { name: 'サイトで見る' });
  await expect(view).toHaveAttribute('href', `${site.url}/view-on-site`);
  await expect(view).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.waitForEvent('popup'), view.click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('公開して確かめる');

  // Unpublished again (asked first: the live page goes): no public page to link.
  answer(true);
  await page.getByRole('button', { name: '非公開に戻す' }).click();
  await expect.poll(() => asked.length).toBe(3);
  expect(asked[2]).toContain('表示されなくなります');
  await expect(page.locator('.c-publish .c-badge')).toContainText('非公開', { timeout: 20_000 });
  await expect(view).toHaveCount(0);
});
