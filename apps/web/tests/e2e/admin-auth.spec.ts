import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { root, users as usersOf } from './console-staff';
import { type OwnSite, startOwnSite } from './own-site';
import { PASSWORD_HASHING } from './support';

/**
 * Staff accounts end to end (docs/product.md#staff): a fresh site prints its setup link, the
 * owner sets the site up and signs in, an analyst added with `npm run users` is refused the users
 * page, five wrong passwords slow an account down, disabling signs a person out, and every
 * console answer is noindex and never from the page cache. Its own site (port 3120, two
 * workers), so the counters and the one owner are its own.
 */
const PORT = 3120;
const OWNER = {
  name: '綴 花子',
  email: 'hanako@example.jp',
  password: 'かな混じりの長いパスフレーズ2026',
};
const ANALYST = { email: 'analyst@example.jp', password: 'analyst pass phrase 42' };
const SHOTS = path.join(root, 'test-results', 'admin-auth');
let site: OwnSite;
/** The users page's disable form as the owner saw it (its server action's fields). */
let disableForm: [string, string][] = [];

// Serial (one owner, one site); a slow shared machine needs more than the default 30 s per test.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(360_000);
  site = await startOwnSite(PORT, { WEB_CONCURRENCY: '2', WARM_CACHE: 'false' }, 300_000);
});
test.afterAll(async () => site?.stop());

/** `npm run users -- …` against this site's database; its output. */
const users = (...args: string[]) => usersOf(PORT, ...args);

const linkIn = (text: string, kind: 'setup' | 'password') => {
  const found = new RegExp(`http://\\S+/admin/${kind}\\?token=[\\w-]{43}`).exec(text)?.[0];
  if (!found) throw new Error(`no ${kind} link in:\n${text.slice(-2000)}`);
  return found;
};

/** The page's own alert (Next's route announcer is an empty role=alert too). */
const alert = (page: Page) => page.locator('.c-alert-error');

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${site.url}/admin/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

test('signed out, /admin goes to the login page; console answers are noindex and never cached', async () => {
  for (const p of ['/admin', '/admin/users']) {
    const r = await fetch(`${site.url}${p}`, { redirect: 'manual' });
    expect(r.status).toBe(307);
    expect(r.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(p)}`);
  }
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const r = await fetch(`${site.url}/admin/login`);
    expect(r.status).toBe(200);
    expect(r.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('x-page-cache')).toBeNull();
    expect(r.headers.get('referrer-policy')).toBe('same-origin');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/googletagmanager|google-analytics/);
    const html = await r.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow/);
    // No inline script runs without this answer's nonce, and every script of Next's carries it.
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const nonce = /'nonce-([A-Za-z0-9+/=]{20,})'/.exec(scriptSrc)?.[1] ?? '';
    expect(nonce).not.toBe('');
    nonces.add(nonce);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(3);
  // The public pages keep their own policy (and are cached as before).
  const home = await fetch(`${site.url}/`);
  expect(home.headers.get('x-robots-tag')).toBeNull();
  expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  const robots = await (await fetch(`${site.url}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /admin');
});

test('the owner sets the site up from the printed link, signs in and sees the shell', async ({
  page,
}) => {
  const link = linkIn(site.output(), 'setup');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'サイトの初期設定' })).toBeVisible();
  await page.getByLabel('お名前').fill(OWNER.name);
  await page.getByLabel('メールアドレス').fill(OWNER.email);
  // Too short: the browser refuses (minlength) and the page says the rule beside the field.
  await page.getByLabel('パスワード', { exact: true }).fill('short');
  await expect(page.getByText('12文字以上128文字以内')).toBeVisible();
  await page.getByLabel('パスワード', { exact: true }).fill(OWNER.password);
  await page.getByLabel('パスワード(確認)').fill(`${OWNER.password}!`);
  await page.getByRole('button', { name: 'オーナーを作成' }).click();
  await expect(alert(page)).toContainText('確認用のパスワードが一致しません');
  await page.getByLabel('パスワード', { exact: true }).fill(OWNER.password);
  await page.getByLabel('パスワード(確認)').fill(OWNER.password);
  await page.getByRole('button', { name: 'オーナーを作成' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?done=setup$/, PASSWORD_HASHING);
  await expect(page.getByRole('status')).toContainText('オーナーのアカウントを作成しました');
  await page.screenshot({ path: path.join(SHOTS, 'login-1366.png'), fullPage: true });

  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(`${site.url}/admin`, PASSWORD_HASHING);
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toContainText('Tsuzuri');
  await expect(header).toContainText(OWNER.name);
  await expect(header.getByRole('button', { name: 'ログアウト' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: '管理メニュー' });
  for (const entry of [
    'ダッシュボード',
    '記事',
    'メディア',
    'カテゴリ',
    '著者',
    '製品',
    'リダイレクト',
    'サイト設定',
    'コメント',
    'お問い合わせ',
    '購読者',
    'プッシュ通知',
    'キャッシュ',
    'ユーザー',
    '監査ログ',
  ])
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'shell-1366.png'), fullPage: true });

  // The link is dead now.
  await page.goto(link);
  await expect(alert(page)).toContainText('すでに使われています');

  // English, kept for this person across pages, and back.
  await page.goto(`${site.url}/admin/users`);
  await expect(page.getByRole('cell', { name: 'あなた' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: '日本語' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();

  // Phones: the navigation folds into a menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}/admin`);
  await expect(page.getByRole('navigation', { name: '管理メニュー' })).toBeHidden();
  await page.screenshot({ path: path.join(SHOTS, 'shell-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'メニュー' }).click();
  await expect(page.getByRole('navigation', { name: '管理メニュー' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'shell-390-menu.png'), fullPage: true });
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?done=signout$/);
  await expect(page.getByRole('status')).toContainText('ログアウトしました');
  await page.screenshot({ path: path.join(SHOTS, 'login-390.png'), fullPage: true });
  await page.goto(`${site.url}/admin`);
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
});

test('an analyst added by `npm run users` sets a password and cannot reach the users page (403)', async ({
  page,
}) => {
  const out = users('add', '--email', ANALYST.email, '--role', 'analyst', '--name', '分析 次郎');
  expect(out).not.toContain(ANALYST.password);
  await page.goto(linkIn(out, 'password').replace(/^http:\/\/[^/]+/, site.url));
  await page.getByLabel('パスワード', { exact: true }).fill(ANALYST.password);
  await page.getByLabel('パスワード(確認)').fill(ANALYST.password);
  await page.getByRole('button', { name: 'パスワードを設定' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?done=password$/, PASSWORD_HASHING);
  await signIn(page, ANALYST.email, ANALYST.password);
  await expect(page.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: '管理メニュー' });
  await expect(nav.getByRole('link', { name: 'ユーザー' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: '記事' })).toHaveCount(0);

  // The owner's page now lists the analyst with a disable button: keep its form's fields.
  const owner = await page.context().browser()?.newPage();
  if (!owner) throw new Error('no second page');
  await signIn(owner, OWNER.email, OWNER.password);
  await expect(owner).toHaveURL(`${site.url}/admin`, PASSWORD_HASHING);
  await owner.goto(`${site.url}/admin/users`);
  await expect(owner.getByRole('button', { name: '無効にする' })).toBeVisible();
  disableForm = await owner
    .locator('form:has(input[name="disable"])')
    .first()
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value]),
    );
  await owner.close();
  expect(disableForm.map(([name]) => name).join(' ')).toMatch(/\$ACTION_ID_/);
  // The analyst posts the owner's server action themselves: 403, and nothing changes.
  const forged = await page.request.post(`${site.url}/admin/users`, {
    headers: { origin: site.url },
    multipart: Object.fromEntries(disableForm),
    maxRedirects: 0,
  });
  // Refused (Next answers a forbidden() thrown in an action with its not-found answer, 404;
  // pages answer 403), and the write never ran.
  expect([403, 404]).toContain(forged.status());
  expect(users('list')).not.toMatch(/\tdisabled/);

  const refused = await page.goto(`${site.url}/admin/users`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'この画面を開く権限がありません' })).toBeVisible();
  expect(await page.content()).not.toContain(OWNER.email);
  const article = await page.goto(`${site.url}/admin/articles`);
  expect(article?.status()).toBe(403);

  // Disabled from the command line: the open session ends at once.
  expect(users('disable', ANALYST.email)).toMatch(/1 session\(s\) ended/);
  await page.goto(`${site.url}/admin`);
  await expect(page).toHaveURL(/\/admin\/login/);
  await signIn(page, ANALYST.email, ANALYST.password);
  await expect(alert(page)).toContainText('無効');
  expect(users('list')).toMatch(/analyst@example\.jp\tanalyst\tdisabled/);
});

test('five wrong passwords slow the account down, in the page and through the API', async ({
  page,
}) => {
  const out = users('add', '--email', 'editor@example.jp', '--role', 'editor');
  await page.goto(linkIn(out, 'password').replace(/^http:\/\/[^/]+/, site.url));
  await page.getByLabel('パスワード', { exact: true }).fill('editor pass phrase 7');
  await page.getByLabel('パスワード(確認)').fill('editor pass phrase 7');
  await page.getByRole('button', { name: 'パスワードを設定' }).click();
  for (let i = 1; i <= 5; i++) {
    await signIn(page, 'editor@example.jp', `wrong guess ${i}`);
    await expect(alert(page)).toContainText('メールアドレスまたはパスワードが違います');
  }
  // The right password now waits too, whichever worker answers.
  await signIn(page, 'editor@example.jp', 'editor pass phrase 7');
  await expect(alert(page)).toContainText(/試行が多すぎる.*約\d+分後/);
  const api = await fetch(`${site.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ email: 'editor@example.jp', password: 'editor pass phrase 7' }),
  });
  expect(api.status).toBe(429);
  expect(api.headers.get('set-cookie')).toBeNull();
});

test('writes from another site are refused: better-auth and server actions check the Origin', async ({
  page,
}) => {
  const foreign = await fetch(`${site.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
    body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
  });
  expect(foreign.status).toBe(403);
  expect(foreign.headers.get('set-cookie')).toBeNull();

  // The login form's server action, posted by another site with the right password: no session.
  // Its fields exactly as the page renders them for a post without JavaScript (React's hidden
  // action fields included), with the owner's right password.
  await page.goto(`${site.url}/admin/login`);
  const hidden = await page
    .locator('form:has(#login-email) input[type="hidden"]')
    .evaluateAll((inputs) =>
      inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value]),
    );
  expect(hidden.some(([name]) => name.startsWith('$ACTION'))).toBe(true);
  const form = new FormData();
  for (const [name, value] of hidden) form.set(name, value);
  form.set('email', OWNER.email);
  form.set('password', OWNER.password);
  const forged = await fetch(`${site.url}/admin/login`, {
    method: 'POST',
    headers: { origin: 'http://evil.example' },
    body: form,
    redirect: 'manual',
  });
  expect(forged.status).toBeGreaterThanOrEqual(400);
  expect(forged.headers.get('set-cookie') ?? '').not.toMatch(/tsuzuri-staff/);
  // The same post from the site itself signs in (so the refusal above was the origin's doing).
  const own = await fetch(`${site.url}/admin/login`, {
    method: 'POST',
    headers: { origin: site.url },
    body: form,
    redirect: 'manual',
  });
  expect(own.headers.get('set-cookie') ?? '').toMatch(/(^|, )tsuzuri-staff=/);
  expect(own.headers.get('set-cookie') ?? '').toMatch(/SameSite=Lax/i);
  expect(own.headers.get('set-cookie') ?? '').toMatch(/HttpOnly/i);
});
