import { expect, type Page, test } from '@playwright/test';
import { openConsole } from './console-staff';
import { staffOf } from './console-team';
import { EN_SITE } from './support';

/**
 * Every one-time link the users screen makes stays on it for the visit, each naming its person
 * (docs/product.md#staff): adding a second person never takes the first one's link off the
 * screen before the owner has passed it on, and neither does a role change; a person's new link
 * replaces only their own older one, which no longer works. On the en site.
 */
const SITE = EN_SITE;
const staff = staffOf(SITE);
const stamp = Date.now().toString(36);
const FIRST = { name: '最初 一郎', email: `first-${stamp}@example.jp` };
const SECOND = { name: '二番 花子', email: `second-${stamp}@example.jp` };
let ownerEmail = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ownerEmail = await staff.create(browser, 'owner');
});

const boxes = (page: Page) => page.locator('.c-users-link');
const boxOf = (page: Page, who: typeof FIRST) => boxes(page).filter({ hasText: who.email });
const linkOf = (page: Page, who: typeof FIRST) =>
  boxOf(page, who).getByLabel(`パスワード設定用リンク: ${who.name}`).inputValue();

async function add(page: Page, who: typeof FIRST) {
  const form = page.locator('form.c-users-add');
  await form.getByLabel('名前').fill(who.name);
  await form.getByLabel('メールアドレス').fill(who.email);
  await form.getByRole('button', { name: '追加' }).click();
  await expect(boxOf(page, who)).toContainText(`${who.name} を追加しました。`);
}

test("adding a second person keeps the first one's link on screen; a person's new link replaces only theirs", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await staff.signIn(browser, ownerEmail, 'owner');
  await openConsole(owner, `${SITE}/admin/users`);

  await add(owner, FIRST);
  const first = await linkOf(owner, FIRST);
  await add(owner, SECOND);
  await expect(boxes(owner)).toHaveCount(2);
  // Newest first, and it has the focus; the first person's link is still there, unchanged.
  await expect(boxes(owner).first()).toContainText(SECOND.email);
  await expect(boxOf(owner, SECOND)).toBeFocused();
  expect(await linkOf(owner, FIRST)).toBe(first);
  expect(await linkOf(owner, SECOND)).not.toBe(first);

  // A role change is said beside them, not instead of them.
  const row = owner.locator(`tr[data-user="${FIRST.email}"]`);
  await row
    .getByRole('combobox', { name: `${FIRST.name} の役割` })
    .selectOption({ label: 'モデレーター' });
  await row.getByRole('button', { name: `${FIRST.name} の役割を変更` }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'の役割を' })).toHaveText(
    `${FIRST.name} の役割を「モデレーター」にしました。`,
  );
  await expect(boxes(owner)).toHaveCount(2);

  // A new link for the first person: theirs is replaced (the old one is dead), the second stays.
  const second = await linkOf(owner, SECOND);
  await row.getByRole('button', { name: `${FIRST.name} のパスワード設定リンク` }).click();
  await expect(boxOf(owner, FIRST)).toContainText(
    `${FIRST.name} のパスワード設定リンクを作り直しました。`,
  );
  await expect(boxes(owner)).toHaveCount(2);
  expect(await linkOf(owner, FIRST)).not.toBe(first);
  expect(await linkOf(owner, SECOND)).toBe(second);
});
