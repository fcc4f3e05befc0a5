import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

/**
 * Staff for the operators' console specs on a shared e2e site: accounts made with
 * `npm run users` against that site's database, passwords set through the printed one-time
 * link, each person signed in in a browser context of their own.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export type Role = 'owner' | 'editor' | 'moderator' | 'analyst';

export function staffOf(site: string) {
  const port = new URL(site).port;
  const dataDir = path.join(root, 'data', `e2e-${port}`);
  const users = (...args: string[]) =>
    execFileSync('npx', ['tsx', 'apps/cli/src/users.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: port },
      encoding: 'utf8',
    });
  const password = (role: Role) => `${role} の長いパスフレーズ 2026`;

  return {
    /** The site's database, for "nothing changed" checks (read only). */
    read<T>(fn: (db: Database.Database) => T): T {
      const db = new Database(path.join(dataDir, 'tsuzuri.sqlite'), { readonly: true });
      try {
        return fn(db);
      } finally {
        db.close();
      }
    },

    /** Adds an account with the role and sets its password through the link; its email. */
    async create(browser: Browser, role: Role): Promise<string> {
      const email = `ops-${role}-${Date.now()}@example.jp`;
      const out = users('add', '--email', email, '--role', role, '--name', `運用 ${role}`);
      const link = /http:\/\/\S+\/admin\/password\?token=[\w-]{43}/.exec(out)?.[0];
      if (!link) throw new Error(`no password link in:\n${out}`);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(link.replace(/^http:\/\/[^/]+/, site));
      await page.getByLabel('パスワード', { exact: true }).fill(password(role));
      await page.getByLabel('パスワード(確認)').fill(password(role));
      await page.getByRole('button', { name: 'パスワードを設定' }).click();
      await expect(page).toHaveURL(/\/admin\/login\?done=password$/);
      await context.close();
      return email;
    },

    /** A signed-in page for the account (a context of its own, so cookies never mix). */
    async signIn(browser: Browser, email: string, role: Role): Promise<Page> {
      const context = await browser.newContext({ acceptDownloads: true });
      const page = await context.newPage();
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${site}/admin/login`);
      await page.getByLabel('メールアドレス').fill(email);
      await page.getByLabel('パスワード').fill(password(role));
      await page.getByRole('button', { name: 'ログイン' }).click();
      await expect(page).toHaveURL(`${site}/admin`);
      return page;
    },
  };
}
