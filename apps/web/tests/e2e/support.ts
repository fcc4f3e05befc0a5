import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

/** The English-enabled site started by playwright.config.ts (SITE_LOCALES=ja,en, LANGUAGE_CHANGE, SOCIAL_X). */
export const EN_SITE = 'http://127.0.0.1:3101';

/** Seed articles the specs rely on (packages/content/seed/articles). */
export const ARTICLE = 'best-free-dvd-software';
/**
 * How long a sign-in or a new password may take to land: the password is hashed (scrypt) on
 * purpose slowly, and on a loaded 2-core machine a sign-in took over 5 s (the default wait).
 */
export const PASSWORD_HASHING = { timeout: 20_000 };
export const ARTICLE_TITLE =
  'DVDフリーソフトおすすめ5選【2025年版】書き込み・作成・再生・変換の定番を比較';
export const BILINGUAL_ARTICLE = 'video-format-basics-guide';
export const ADULT_ARTICLE = 'fanza-download-player-guide';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The operator's view of the ja site's database (scripts/e2e-server.mjs seeds data/e2e-3100):
 * article ids are assigned at import and appear in no page, so the /{slug}/{id} test reads them here.
 */
function withJaDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(root, 'data', 'e2e-3100', 'tsuzuri.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function articleId(slug: string): number {
  const row = withJaDatabase((db) =>
    db.prepare("select id from articles where slug = ? and locale = 'ja'").get(slug),
  ) as { id: number } | undefined;
  if (!row) throw new Error(`seed article ${slug} not found`);
  return row.id;
}

export function isSubscribed(email: string): boolean {
  return withJaDatabase((db) =>
    Boolean(db.prepare('select 1 from subscribers where email = ?').get(email)),
  );
}

/** Every URL entry of the site's sitemaps as one text: the index at /sitemap.xml and each child it names. */
export async function wholeSitemap(request: {
  get(url: string): Promise<{ text(): Promise<string> }>;
}): Promise<string> {
  const index = await (await request.get('/sitemap.xml')).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const texts = await Promise.all(children.map(async (c) => (await request.get(c)).text()));
  return texts.join('\n');
}

/**
 * A reader's first move on the page: React and Next load at the first intent, not with the page
 * (docs/decisions/0019-framework-on-intent.md). Resolves once the page has hydrated.
 */
export async function wake(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

/**
 * Where an in-page jump finally leaves the reader: resolves once the page has stopped scrolling
 * (the same scroll position twice, 300 ms apart). A smooth scroll passes its target on the way,
 * so a retrying "in view" check made during it can pass although the jump lands elsewhere.
 */
export async function scrollSettled(page: Page): Promise<void> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const [previous, now] = [last, await page.evaluate(() => window.scrollY)];
        last = now;
        return now === previous;
      },
      { message: 'the page stops scrolling', intervals: [300] },
    )
    .toBe(true);
}

/**
 * Checks where a jump to `target` (a contents-box link, #plans) leaves the reader once the page
 * has stopped scrolling: its top edge `belowHeader` px (±4) below the sticky header's bottom.
 * The page's scroll padding puts a target 12 px below it, #plans 108 px (its own scroll margin).
 */
export async function expectLanding(page: Page, target: string, belowHeader: number) {
  await scrollSettled(page);
  const landed = await page.evaluate((selector) => {
    const header = document.querySelector('header');
    const el = document.querySelector(selector);
    if (!header || !el) throw new Error(`no header or no ${selector}`);
    return el.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
  }, target);
  expect(
    Math.abs(landed - belowHeader),
    `${target} landed ${landed} px below the header`,
  ).toBeLessThanOrEqual(4);
}

/**
 * Asks for a page with `ask` until `fresh(answer)`; resolves to that answer and to how long after
 * `since` the last answer that was not fresh arrived (ms; -1 if none was). What a purge promises
 * (docs/caching.md, "What a purge guarantees") is that no answer sent a second after it is the
 * old page. The first fresh answer may itself arrive later than that: the request that starts
 * the new render waits for it, on a busy machine past the second. Gives up after `giveUpMs`.
 */
export async function untilFresh<T>(
  ask: () => Promise<T>,
  fresh: (answer: T) => boolean,
  since: number,
  giveUpMs = 10_000,
): Promise<{ answer: T; lastStaleMs: number }> {
  let lastStaleMs = -1;
  for (;;) {
    const answer = await ask();
    if (fresh(answer)) return { answer, lastStaleMs };
    lastStaleMs = Date.now() - since;
    if (lastStaleMs > giveUpMs) throw new Error(`still the old page ${lastStaleMs} ms after`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Asks until the page cache answers from a stored copy (`x-page-cache: HIT`). A miss is answered
 * as soon as its first encoding is made; the entry is kept in that worker a moment later, and
 * in the shared store the other worker reads later still — so the request right after a miss
 * may miss too (CI-like run 155 caught one).
 */
export async function untilStored<T>(
  ask: () => Promise<T>,
  cacheState: (answer: T) => string | undefined = (answer) =>
    (answer as { headers(): Record<string, string> }).headers()['x-page-cache'],
): Promise<T> {
  return (await untilFresh(ask, (answer) => cacheState(answer) === 'HIT', Date.now(), 5_000))
    .answer;
}
