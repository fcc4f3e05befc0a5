import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { root, shootBoth, signIn } from './console-staff';
import { consoleActions, cookieOf, postAction, staffOf } from './console-team';
import { EN_SITE, PASSWORD_HASHING } from './support';

/**
 * The owner manages people in the console, without the command line (docs/product.md#staff):
 * adds a person with a role and passes on the one-time link the screen shows; that person
 * chooses a password and signs in with that role; the owner changes their role, makes a new
 * link, and is refused what must not happen (a taken address, a made-up one, their own role).
 * On the en site, whose staff are every console spec's own accounts.
 */
const SITE = EN_SITE;
const SHOTS = path.join(root, 'test-results', 'admin-users');
const staff = staffOf(SITE);
const stamp = Date.now().toString(36);
const PERSON = { name: '追加 太郎', email: `added-${stamp}@example.jp` };
const PASSWORD = 'added person pass phrase 2026';
let ownerEmail = '';

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ownerEmail = await staff.create(browser, 'owner');
});

/** Text as a Japanese keyboard types it in full-width mode (ｔａｒｏ＠…). */
const fullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const row = (page: Page, email: string) => page.locator(`tr[data-user="${email}"]`);
const linkBox = (page: Page) => page.locator('.c-users-link');
/** Posts a users-page action by hand, as a script would. */
const post = (cookie: string, id: string, args: unknown[] | string) =>
  postAction(`${SITE}/admin/users`, id, args, cookie);
const userActions = () => {
  const actions = consoleActions(/lib\/console\/user-actions\.ts$/);
  expect(actions.map((a) => a.name).sort()).toEqual([
    'addPersonAction',
    'changeRoleAction',
    'passwordLinkAction',
    'toggleUserAction',
  ]);
  return actions;
};

test('an owner adds a person; the link the screen shows lets them choose a password and sign in with that role', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await staff.signIn(browser, ownerEmail, 'owner');
  await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE });
  await owner.goto(`${SITE}/admin/users`);

  const form = owner.locator('form.c-users-add');
  await form.getByLabel('名前').fill(PERSON.name);
  await form.getByLabel('メールアドレス').fill(PERSON.email);
  await form.getByLabel('役割').selectOption({ label: 'モデレーター' });
  await expect(form).toContainText('コメント・お問い合わせ・購読者');
  await form.getByRole('button', { name: '追加' }).click();

  await expect(linkBox(owner)).toContainText(`${PERSON.name} を追加しました。`);
  await expect(linkBox(owner)).toContainText('一度だけ使えます');
  await expect(linkBox(owner)).toBeFocused();
  const link = await linkBox(owner).getByLabel('パスワード設定用リンク').inputValue();
  expect(link).toMatch(new RegExp(`^${SITE}/admin/password\\?token=[\\w-]{43}$`));
  await linkBox(owner).getByRole('button', { name: 'コピー' }).click();
  await expect(linkBox(owner).getByRole('button', { name: 'コピーしました' })).toBeVisible();
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(form.getByLabel('名前'), 'the form is empty for the next person').toHaveValue('');
  await expect(row(owner, PERSON.email)).toContainText('パスワード未設定');
  await shootBoth(owner, path.join(SHOTS, 'added'));

  // The person, in a browser of their own: the link, a password, then the console as a moderator.
  const person = await (await browser.newContext()).newPage();
  await person.goto(link);
  await person.getByLabel('パスワード', { exact: true }).fill(PASSWORD);
  await person.getByLabel('パスワード(確認)').fill(PASSWORD);
  await person.getByRole('button', { name: 'パスワードを設定' }).click();
  await expect(person).toHaveURL(/\/admin\/login\?done=password$/, PASSWORD_HASHING);
  // Their address typed with a Japanese keyboard (full-width): the same account.
  await signIn(person, SITE, fullWidth(PERSON.email), PASSWORD);
  const nav = person.getByRole('navigation', { name: '管理メニュー' });
  await expect(nav.getByRole('link', { name: 'コメント' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '記事' })).toHaveCount(0);

  // The owner makes them an editor: their next page has the articles.
  await owner.reload();
  await expect(row(owner, PERSON.email)).toContainText('有効');
  await row(owner, PERSON.email)
    .getByRole('combobox', { name: `${PERSON.name} の役割` })
    .selectOption({ label: '編集者' });
  await row(owner, PERSON.email)
    .getByRole('button', { name: `${PERSON.name} の役割を変更` })
    .click();
  await expect(owner.getByRole('status').filter({ hasText: 'の役割を' })).toHaveText(
    `${PERSON.name} の役割を「編集者」にしました。`,
  );
  await person.reload();
  await expect(nav.getByRole('link', { name: '記事' })).toBeVisible();

  // A new link for them: the old password works until it is used.
  await row(owner, PERSON.email)
    .getByRole('button', { name: `${PERSON.name} のパスワード再設定リンク` })
    .click();
  await expect(linkBox(owner)).toContainText(
    `${PERSON.name} のパスワード再設定リンクを作りました。`,
  );
  await expect(linkBox(owner)).toContainText(
    '今のパスワードは、このリンクが使われるまで使えます。',
  );
  const second = await linkBox(owner).getByLabel('パスワード設定用リンク').inputValue();
  expect(second).not.toBe(link);
  await person.reload();
  await expect(nav.getByRole('link', { name: '記事' }), 'still signed in').toBeVisible();

  await owner.goto(`${SITE}/admin/audit`);
  for (const action of ['users.add', 'users.role', 'users.reset'])
    await expect(
      owner.locator(`tr[data-action="${action}"]`, { hasText: PERSON.email }),
      action,
    ).toHaveCount(1);
});

test('refused at the field: a taken address, a made-up one, a name with a direction character; an address typed full-width is taken plain', async ({
  browser,
}) => {
  const owner = await staff.signIn(browser, ownerEmail, 'owner');
  await owner.goto(`${SITE}/admin/users`);
  const form = owner.locator('form.c-users-add');
  const email = form.getByLabel('メールアドレス');

  await form.getByLabel('名前').fill('同じ 人');
  await email.fill(ownerEmail);
  await form.getByRole('button', { name: '追加' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('このメールアドレスの人はすでに登録されています');

  await email.fill('not an address');
  await form.getByRole('button', { name: '追加' }).click();
  await expect(email).toHaveAccessibleDescription('メールアドレスの形式が正しくありません');
  await expect(form.getByLabel('名前'), 'what was typed is kept').toHaveValue('同じ 人');

  await form.getByLabel('名前').fill('\u202e');
  await email.fill(`ｗｉｄｅ-${stamp}＠ｅｘａｍｐｌｅ．ｊｐ`);
  await form.getByRole('button', { name: '追加' }).click();
  await expect(form.getByLabel('名前')).toHaveAccessibleDescription(
    '名前に使えない文字が含まれています',
  );
  await expect(linkBox(owner)).toHaveCount(0);

  await form.getByLabel('名前').fill('全角 入力');
  await form.getByRole('button', { name: '追加' }).click();
  await expect(linkBox(owner)).toContainText('全角 入力 を追加しました。');
  await expect(row(owner, `wide-${stamp}@example.jp`)).toBeVisible();
  // No password yet: their link is a first one, not a reset.
  await expect(
    row(owner, `wide-${stamp}@example.jp`).getByRole('button', {
      name: '全角 入力 のパスワード設定リンク',
    }),
  ).toBeVisible();

  // Their own row: a role, not a choice; no link or disable button.
  const own = row(owner, ownerEmail);
  await expect(own.getByRole('combobox')).toHaveCount(0);
  await expect(own.getByRole('button')).toHaveCount(0);
  await expect(own).toContainText('あなた');
});

test("only the owner manages people: an editor posting the users page's actions is refused and nothing is written; nobody changes their own role", async ({
  browser,
}) => {
  const editorEmail = await staff.create(browser, 'editor');
  const editor = await staff.signIn(browser, editorEmail, 'editor');
  const actions = userActions();
  const taken = `taken-${stamp}@example.jp`;
  const ownerId = staff.read(
    (db) =>
      (db.prepare('select id from staff_users where email = ?').get(ownerEmail) as { id: string })
        .id,
  );
  const editorCookie = await cookieOf(editor);
  for (const { id, name } of actions) {
    const args =
      name === 'addPersonAction'
        ? [{ name: '乗っ取り', email: taken, role: 'owner' }]
        : [ownerId, 'editor'];
    const r = await post(editorCookie, id, args);
    // The toggle is a plain form (its 403 page is the answer); the others answer the screen's
    // script in words, so a role changed while the screen is open never takes the screen away.
    if (name === 'toggleUserAction') expect([403, 404], name).toContain(r.status);
    else expect(await r.text(), name).toContain('"code":"not-allowed"');
  }
  const written = staff.read((db) => ({
    user: db.prepare('select count(*) as n from staff_users where email = ?').get(taken),
    owner: db.prepare('select role, disabled from staff_users where id = ?').get(ownerId),
  }));
  expect(written).toEqual({ user: { n: 0 }, owner: { role: 'owner', disabled: 0 } });

  // The owner's own role, posted by hand (the screen offers no choice): refused in words.
  const owner = await staff.signIn(browser, ownerEmail, 'owner');
  const change = actions.find((a) => a.name === 'changeRoleAction');
  const answer = await (
    await post(await cookieOf(owner), change?.id ?? '', [ownerId, 'editor'])
  ).text();
  expect(answer).toContain('own-role');
  expect(
    staff.read((db) => db.prepare('select role from staff_users where id = ?').get(ownerId)),
  ).toEqual({
    role: 'owner',
  });
});

test('a hand-made post adding a person: prototype keys change nothing, markup in a name stays text, a name over 80 characters is refused', async ({
  browser,
}) => {
  const owner = await staff.signIn(browser, ownerEmail, 'owner');
  const cookie = await cookieOf(owner);
  const add = userActions().find((a) => a.name === 'addPersonAction')?.id ?? '';
  const email = `proto-${stamp}@example.jp`;
  const name = '<img src=x onerror="document.title=1">太郎';
  // JSON text: an object literal's __proto__ would set the prototype, not send the key.
  const body = `[{"__proto__":{"role":"owner","disabled":1},"constructor":{"prototype":{"role":"owner"}},"name":${JSON.stringify(name)},"email":"${email}","role":"moderator"}]`;
  expect((await post(cookie, add, body)).status).toBe(200);
  expect(
    staff.read((db) =>
      db.prepare('select name, role, disabled from staff_users where email = ?').get(email),
    ),
  ).toEqual({ name, role: 'moderator', disabled: 0 });
  await owner.goto(`${SITE}/admin/users`);
  await expect(row(owner, email)).toContainText(name);
  await expect(row(owner, email).locator('img')).toHaveCount(0);
  await owner.goto(`${SITE}/admin/audit`);
  await expect(owner.locator('tr[data-action="users.add"]', { hasText: email })).toContainText(
    name,
  );
  await expect(owner.locator('main img')).toHaveCount(0);
  expect(await owner.title()).not.toBe('1');

  const long = `${'長'.repeat(81)}`;
  const refused = await (
    await post(cookie, add, [{ name: long, email: `long-${stamp}@example.jp`, role: 'editor' }])
  ).text();
  expect(refused).toContain('名前は80文字以内で入力してください');
  expect(
    staff.read((db) =>
      db
        .prepare('select count(*) as n from staff_users where email = ?')
        .get(`long-${stamp}@example.jp`),
    ),
  ).toEqual({ n: 0 });
});
