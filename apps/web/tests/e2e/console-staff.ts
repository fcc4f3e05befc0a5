import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CDPSession, expect, type Page } from '@playwright/test';
import { siteDataDir } from './own-site';
import { PASSWORD_HASHING } from './support';

/** Console helpers for specs that run their own site: staff accounts, signing in, IME typing. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** `npm run users -- …` against the site on `port`; its output. */
export function users(port: number, ...args: string[]): string {
  return execFileSync('npx', ['tsx', 'apps/cli/src/users.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: siteDataDir(port), PORT: String(port) },
    encoding: 'utf8',
  });
}

/** Adds an account with `npm run users -- add` and sets its password through the printed link. */
export async function addStaff(
  page: Page,
  url: string,
  port: number,
  who: { email: string; role: string; name: string; password: string },
) {
  const out = users(port, 'add', '--email', who.email, '--role', who.role, '--name', who.name);
  const link = /http:\/\/\S+\/admin\/password\?token=[\w-]{43}/.exec(out)?.[0];
  if (!link) throw new Error(`no password link in:\n${out}`);
  await page.goto(link.replace(/^http:\/\/[^/]+/, url));
  await page.getByLabel('パスワード', { exact: true }).fill(who.password);
  await page.getByLabel('パスワード(確認)').fill(who.password);
  await page.getByRole('button', { name: 'パスワードを設定' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?done=password$/, PASSWORD_HASHING);
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
