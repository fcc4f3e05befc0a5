import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { addStaff, root, signIn } from './console-staff';
import { siteDataDir } from './own-site';

/**
 * Staff for the operators' console specs on a shared e2e site: accounts made with
 * `npm run users` against that site's database, passwords set through the printed one-time
 * link, each person signed in in a browser context of their own.
 */
export type Role = 'owner' | 'editor' | 'moderator' | 'analyst';

/** The password every account `staffOf(…).create` makes for a role has. */
export const passwordOf = (role: Role) => `${role} の長いパスフレーズ 2026`;

export function staffOf(site: string) {
  const port = Number(new URL(site).port);
  const dataDir = siteDataDir(port);

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
      const context = await browser.newContext();
      const who = { email, role, name: `運用 ${role}`, password: passwordOf(role) };
      await addStaff(await context.newPage(), site, port, who);
      await context.close();
      return email;
    },

    /** A signed-in page for the account (a context of its own, so cookies never mix). */
    async signIn(browser: Browser, email: string, role: Role): Promise<Page> {
      const context = await browser.newContext({ acceptDownloads: true });
      const page = await context.newPage();
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, site, email, passwordOf(role));
      return page;
    },
  };
}

/**
 * The server actions of the built app whose file matches: id, exported name, and the console
 * page that serves them (from Next's server-reference manifest, so none is forgotten).
 */
export function consoleActions(file: RegExp) {
  const manifest = JSON.parse(
    fs.readFileSync(
      path.join(root, 'apps/web/.next/server/server-reference-manifest.json'),
      'utf8',
    ),
  ) as { node: Record<string, { filename: string; exportedName: string; workers: object }> };
  return Object.entries(manifest.node)
    .filter(([, a]) => file.test(a.filename))
    .map(([id, a]) => ({
      id,
      name: a.exportedName,
      page: `/${Object.keys(a.workers)[0]
        .replace(/^app\//, '')
        .replace('(console)/', '')
        .replace(/\/page$/, '')}`,
    }));
}

/** A reader's contact message (the JSON API) and footer subscription (the page's form). */
export async function readerWrites(browser: Browser, site: string, userAgent: string) {
  const contact = await fetch(`${site}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({
      reason: 'review',
      email: 'hanako@example.jp',
      name: '山田 花子',
      subject: 'レビューのご依頼',
      message: '新しい動画変換ソフトのレビューをお願いできますでしょうか。',
      locale: 'ja',
    }),
  });
  expect(contact.status).toBe(200);
  const reader = await browser.newPage({ userAgent });
  await reader.goto(`${site}/`);
  const footer = reader.getByRole('contentinfo');
  await footer.getByLabel('メールアドレス').fill(`reader-${Date.now()}@example.jp`);
  await footer.getByRole('button', { name: '登録', exact: true }).click();
  await expect(footer).toContainText('ご登録ありがとうございます');
  await reader.close();
}

/** The signed-in page's cookies as one Cookie header (the session's is Secure, __Host-). */
export const cookieOf = async (page: Page) =>
  (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

/** Posts a server action as a screen's script does: its id in Next-Action, its arguments as JSON (or JSON text). */
export const postAction = (url: string, id: string, args: unknown[] | string, cookie = '') =>
  fetch(url, {
    method: 'POST',
    headers: {
      cookie,
      origin: new URL(url).origin,
      accept: 'text/x-component',
      'content-type': 'text/plain;charset=UTF-8',
      'next-action': id,
    },
    body: typeof args === 'string' ? args : JSON.stringify(args),
    redirect: 'manual',
  });
