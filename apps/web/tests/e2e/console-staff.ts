import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { type OwnSite, siteDataDir, startOwnSite } from './own-site';
import { PASSWORD_HASHING } from './support';
import { operatorCommand } from './operator-command';

/** Console helpers for specs that run their own site: staff accounts, signing in, IME typing. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** `npm run users -- …` against the site on `port`; its output. */
export function users(port: number, ...args: string[]): string {
  return operatorCommand('users.ts', args, { DATA_DIR: siteDataDir(port), PORT: String(port) });
}

export type StaffAccount = { email: string; role: string; name: string; password: string };

/** Adds an account with `npm run users -- add` and sets its password through the printed link. */
export async function addStaff(page: Page, url: string, port: number, who: StaffAccount) {
  const out = users(port, 'add', '--email', who.email, '--role', who.role, '--name', who.name);
  const link = /http:\/\/\S+\/admin\/password\?token=[\w-]{43}/.exec(out)?.[0];
  if (!link) throw new Error(`no password link in:\n${out}`);
  await page.goto(link.replace(/^http:\/\/[^/]+/, url));
  await page.getByLabel('パスワード', { exact: true }).fill(who.password);
  await page.getByLabel('パスワード(確認)').fill(who.password);
  await page.getByRole('button', { name: 'パスワードを設定' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?done=password$/, PASSWORD_HASHING);
}

/**
 * A console spec's own site (fresh seeded database, its own cache) with its staff accounts:
 * started before the file's tests, which run one after another, and stopped after them. Its
 * `url` and `port` are known at once; `output()` is the web server's log so far.
 */
export function ownConsoleSite(
  port: number,
  env: Record<string, string>,
  staff: StaffAccount[],
): Omit<OwnSite, 'pid'> {
  let started: OwnSite | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(360_000);
    started = await startOwnSite(port, { WARM_CACHE: 'false', ...env }, 240_000);
    const page = await browser.newPage();
    for (const who of staff) await addStaff(page, started.url, port, who);
    await page.close();
  });
  test.afterAll(async () => started?.stop());
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => started?.output() ?? '',
    stop: async () => started?.stop(),
  };
}

/** Opens a console page and waits until React has taken it over (a click before that is lost). */
export async function openConsole(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/**
 * A full-page screenshot at 1366 and at 390 px wide (`<file>-1366.png`, `<file>-390.png`), from
 * the top (the console's header is sticky and would otherwise sit over the middle), back at
 * 1366 after.
 */
export async function shootBoth(page: Page, file: string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${file}-${width}.png`, fullPage: true });
  }
}

export async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(`${url}/admin/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(`${url}/admin`, PASSWORD_HASHING);
}

/**
 * Types Japanese the way an IME does in Chromium (CDP, as a real IME reaches the page): each
 * reading is shown as a composition that grows (`に` → `にほ` → `にほん`), then the chosen
 * conversion is committed. `holdMs` keeps the last composition open that long first (to let an
 * autosave tick fall inside it).
 */
export async function typeWithIme(cdp: CDPSession, reading: string, committed: string, holdMs = 0) {
  const chars = [...reading];
  for (let i = 1; i <= chars.length; i++) {
    const text = chars.slice(0, i).join('');
    await cdp.send('Input.imeSetComposition', { text, selectionStart: i, selectionEnd: i });
  }
  if (holdMs) await new Promise((r) => setTimeout(r, holdMs));
  await cdp.send('Input.insertText', { text: committed });
}

/**
 * Answers the page's next dialog (a confirm, or the browser's leave-page question): "stay"
 * (dismiss) unless `accept`. Resolves with `type: message` once it has been answered.
 */
export function answerNextDialog(page: Page, accept = false): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void (accept ? dialog.accept() : dialog.dismiss());
    }),
  );
}

/** Closing the tab with unsaved work: the browser asks, and "stay" keeps the page open. */
export async function closeAsksToLeave(page: Page): Promise<string> {
  const asked = answerNextDialog(page);
  await page.close({ runBeforeUnload: true });
  return asked;
}
