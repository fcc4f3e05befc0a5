import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

/** The English-enabled site started by playwright.config.ts (SITE_LOCALES=ja,en, LANGUAGE_CHANGE, SOCIAL_X). */
export const EN_SITE = 'http://127.0.0.1:3101';

/** Seed articles the specs rely on (packages/content/seed/articles). */
export const ARTICLE = 'best-free-dvd-software';
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

/**
 * Imports one article into the English site (data/e2e-3101) with the operator's command, which
 * purges the site's cache service (4101) as in production. English only: an English article
 * purges only English pages, so the ja-site cache tests running alongside are not disturbed.
 */
export function importEnglishArticle(a: {
  slug: string;
  title: string;
  category: string;
  publishedAt: string;
  body?: string;
}): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-import-'));
  fs.writeFileSync(
    path.join(dir, `${a.slug}.md`),
    [
      '---',
      `slug: ${a.slug}`,
      `title: ${JSON.stringify(a.title)}`,
      'description: Is it on the site right after the import?',
      'keywords: test',
      `category: ${a.category}`,
      'locale: en',
      'author: editorial',
      `published_at: ${a.publishedAt}`,
      'status: published',
      '---',
      '',
      a.body ?? '## Heading\n\nBody.',
    ].join('\n'),
  );
  execFileSync('npx', ['tsx', 'apps/cli/src/import.ts', dir], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: path.join(root, 'data', 'e2e-3101'),
      CACHE_URL: 'http://127.0.0.1:4101',
    },
  });
}
