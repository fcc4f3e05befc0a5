import { expect, test } from '@playwright/test';
import { body, saveStatus } from './article-screen';
import { signIn } from './console-staff';
import { consoleActions, cookieOf, passwordOf, postAction, staffOf } from './console-team';
import { EN_SITE, PASSWORD_HASHING } from './support';

/**
 * A session that ends while a console screen is open never takes the screen, and what was typed,
 * away (docs/product.md#the-article-screen): the save says the sign-in has expired and offers the
 * sign-in page in another tab; signed in there, the next autosave goes through. On the en site,
 * a draft nobody publishes.
 */
const SITE = EN_SITE;
const staff = staffOf(SITE);
let editorEmail = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  editorEmail = await staff.create(browser, 'editor');
});

test('signed out while writing: the article stays on screen, says why, and saves once signed in again in another tab', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await staff.signIn(browser, editorEmail, 'editor');
  await page.goto(`${SITE}/admin/articles/new`);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('タイトル').fill('ログアウトしても消えない');
  await page.getByLabel('スラッグ (URL)').fill(`session-ends-${Date.now().toString(36)}`);
  await body(page).click();
  await page.keyboard.type('最初の段落。');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  const editorUrl = page.url();

  // The session ends (signed out in another tab of the same browser).
  const other = await page.context().newPage();
  await other.goto(`${SITE}/admin`);
  await other.getByRole('button', { name: 'ログアウト' }).click();
  await expect(other).toHaveURL(/\/admin\/login\?done=signout$/);
  await other.close();

  await body(page).press('End');
  await page.keyboard.type('ログアウトのあとの文章。');
  const alert = page.getByRole('alert').filter({ hasText: 'ログインが切れているため' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  expect(page.url()).toBe(editorUrl);
  await expect(body(page)).toContainText('最初の段落。ログアウトのあとの文章。');

  // The sign-in page in a new tab; once signed in there, the next autosave saves.
  const [login] = await Promise.all([
    page.context().waitForEvent('page'),
    alert.getByRole('link', { name: 'ログイン画面を新しいタブで開く' }).click(),
  ]);
  await signIn(login, SITE, editorEmail, passwordOf('editor'));
  await login.close();
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved', { timeout: 15_000 });
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(body(page)).toContainText('ログアウトのあとの文章。');
});

test('signed out, a plain form posted without script goes to the login page, which says nothing was saved and comes back to the screen', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await staff.signIn(browser, editorEmail, 'editor');
  // The same session in a browser without script: the cache screen's purge is a plain form.
  const storageState = await page.context().storageState();
  const plain = await (
    await browser.newContext({ javaScriptEnabled: false, storageState })
  ).newPage();
  await plain.goto(`${SITE}/admin/cache`);
  const purges = () =>
    staff.read(
      (db) =>
        db
          .prepare("select count(*) as n from staff_audit where action like 'cache.purge%'")
          .get() as { n: number },
    ).n;
  const before = purges();
  const field = plain.getByLabel('ページの URL またはパス');
  await field.fill('/ログアウト後に送る');

  // The session ends (signed out with script), then the form is posted.
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?done=signout$/);
  await plain.locator('form', { has: field }).getByRole('button').click();
  const login = `${SITE}/admin/login?next=${encodeURIComponent('/admin/cache')}&done=expired`;
  await expect(plain).toHaveURL(login);
  await expect(plain.locator('.c-alert-error')).toContainText(
    'ログインが切れていたため、送信した内容は保存されていません',
  );
  expect(purges()).toBe(before);

  // Signing in there comes back to the screen the form was on.
  await page.goto(login);
  await page.getByLabel('メールアドレス').fill(editorEmail);
  await page.getByLabel('パスワード').fill(passwordOf('editor'));
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(`${SITE}/admin/cache`, PASSWORD_HASHING);
  await plain.context().close();
});

/** The console's action that is a form post (a page load either way), not a screen's script call. */
const FORM_POSTS = ['toggleUserAction'];

/** Every action a console screen calls from its script, posted with `cookie` as the script posts it. */
async function postEveryScriptAction(cookie: string) {
  // The heartbeat every 15 s, the slug check, the revisions, the picker and every save: each
  // called as the screen's script calls it (its id in Next-Action, its arguments as JSON).
  const actions = consoleActions(
    /lib\/console\/(article|article-change|redirect|product|settings|taxonomy|user|media)-actions\.ts$/,
  ).filter((a) => !FORM_POSTS.includes(a.name));
  expect(actions.map((a) => a.name)).toEqual(
    expect.arrayContaining(['heartbeatAction', 'saveArticleAction', 'saveProductAction']),
  );
  const answers = [];
  for (const { id, name, page } of actions) {
    const url = `${SITE}${page.replace('[id]', '1').replace('[slug]', 'video-studio')}`;
    const r = await postAction(url, id, [1], cookie);
    answers.push({
      name,
      status: r.status,
      redirect: r.headers.get('x-action-redirect'),
      body: await r.text(),
    });
  }
  return answers;
}

test('signed out, no action a console screen calls from its script redirects: each one answers', async () => {
  // The answer is the signed-out refusal, or nothing (a read): never data, never a redirect.
  for (const { name, status, redirect, body } of await postEveryScriptAction(''))
    expect({
      name,
      status,
      redirect,
      answer: /"code":"signed-out"|^1:(\[\]|null)$/m.test(body),
    }).toEqual({
      name,
      status: 200,
      redirect: null,
      answer: true,
    });
});

test('a role without the right (changed while the screen is open): each script call answers in words or with nothing, never the 403 page', async ({
  browser,
}) => {
  const analyst = await staff.signIn(browser, await staff.create(browser, 'analyst'), 'analyst');
  const cookie = await cookieOf(analyst);
  for (const { name, status, redirect, body } of await postEveryScriptAction(cookie))
    expect({
      name,
      status,
      redirect,
      answer: /"code":"not-allowed"|^1:(\[\]|null)$/m.test(body),
    }).toEqual({
      name,
      status: 200,
      redirect: null,
      answer: true,
    });
});
