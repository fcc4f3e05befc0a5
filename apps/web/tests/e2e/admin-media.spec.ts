import { expect, type Page, test } from '@playwright/test';
import { chooseLibraryImage, LIBRARY_PATH } from './article-screen';
import { openConsole } from './console-staff';
import { staffOf } from './console-team';
import { EN_SITE } from './support';

/**
 * The media screen's own edits (docs/product.md#media): an image's alternative text changed in
 * place, refused empty; an image in use is not deleted, and the refusal names what uses it,
 * not only articles (an author's avatar here); once nothing uses it, it is deleted. On the en
 * site, with an author of its own that no article shows.
 */
const SITE = EN_SITE;
const staff = staffOf(SITE);
const stamp = Date.now().toString(36);
const ALT = `削除の見本 ${stamp}`;
const FILE = `avatar-${stamp}.png`;
let editorEmail = '';

test.beforeAll(async ({ browser }) => {
  editorEmail = await staff.create(browser, 'editor');
});

/** The image's card (by its file name), found through the screen's search. */
async function card(page: Page) {
  await openConsole(page, `${SITE}/admin/media?q=${encodeURIComponent(stamp)}`);
  return page.locator('.c-media-card', { hasText: FILE });
}

test('an image’s alt text is edited in place; one in use as an avatar is not deleted, and says where it is used', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await staff.signIn(browser, editorEmail, 'editor');
  const sharp = (await import('sharp')).default;
  const png = await sharp({
    create: {
      width: 320,
      height: 320,
      channels: 3,
      background: `#${(Date.now() % 0xffffff).toString(16).padStart(6, '0')}`,
    },
  })
    .png()
    .toBuffer();
  const upload = await page.request.post(
    `${SITE}/admin/api/media?name=${FILE}&alt.ja=${encodeURIComponent(`見本 ${stamp}`)}`,
    { data: png, headers: { origin: SITE, 'content-type': 'image/png' } },
  );
  expect(upload.status(), await upload.text()).toBe(201);

  // The alt text: refused empty (the message at the card), then changed.
  const image = await card(page);
  await expect(image).toContainText(`見本 ${stamp}`);
  await image.getByRole('button', { name: '代替テキストを編集' }).click();
  await image.getByLabel('代替テキスト (日本語・必須)').fill('');
  await image.getByRole('button', { name: '保存' }).click();
  await expect(image.getByRole('alert')).toHaveText(/代替テキスト（日本語）を入力してください/);
  await image.getByLabel('代替テキスト (日本語・必須)').fill(ALT);
  await image.getByRole('button', { name: '保存' }).click();
  await expect(image.locator('.c-media-card__alt')).toHaveText(ALT);

  // An author of its own wears it.
  await openConsole(page, `${SITE}/admin/authors`);
  const add = page.locator('form').last();
  await add.getByLabel('スラッグ').fill(`media-${stamp}`);
  await add.getByLabel('名前 (日本語)').fill('画像 使用中');
  await chooseLibraryImage(page, ALT, 'アバター画像をメディアから選ぶ');
  await expect(add.getByRole('textbox', { name: /^アバター画像/ })).toHaveValue(LIBRARY_PATH);
  await add.getByRole('button', { name: '追加' }).click();
  await expect(page.locator('.c-author', { hasText: `media-${stamp}` })).toBeVisible();

  // Deleting it is refused, naming the author; the image stays.
  await card(page);
  page.once('dialog', (d) => void d.accept());
  await image.getByRole('button', { name: '削除' }).click();
  await expect(image.getByRole('alert')).toHaveText(
    `この画像は使われているため削除できません。使っているところから先に外してください。 この画像を使っているところ: 著者 media-${stamp}`,
  );
  await page.reload();
  await expect(image).toHaveCount(1);

  // The author takes another picture: now it is deleted.
  await openConsole(page, `${SITE}/admin/authors`);
  const author = page.locator('li', { hasText: `media-${stamp}` });
  await author.getByRole('button', { name: '編集', exact: true }).click();
  await author.getByRole('textbox', { name: /^アバター画像/ }).fill('');
  await author.getByRole('button', { name: '保存' }).click();
  await expect(author.locator('img')).toHaveCount(0);
  await card(page);
  page.once('dialog', (d) => void d.accept());
  await image.getByRole('button', { name: '削除' }).click();
  await expect(image).toHaveCount(0);
});
