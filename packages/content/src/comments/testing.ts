import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { type CommentsRepository, commentsRepository } from '../repositories/comments';

/** Articles every comments test can post to (plus a draft, which must refuse comments). */
export const TEST_ARTICLES = { ja: 'comment-test-article', en: 'comment-test-article', draft: 'comment-test-draft' } as const;

async function insertArticle(db: Db, slug: string, locale: string, status: 'draft' | 'published'): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('articles')
    .values({
      slug, locale, status, title: `Test ${slug}`, description: '', keywords: '', body_source: '<p>x</p>',
      body_html: '<p>x</p>', toc_json: '[]', thumbnail: null, plain_text: 'x', author_id: null,
      category_id: null, published_at: now, updated_at: now, content_hash: `${slug}-${locale}`,
    })
    .execute();
}

/**
 * A real, migrated SQLite file at `<dir>/tsuzuri.sqlite` (where DATA_DIR points the site) with
 * the test articles, for tests of the comments feature in this package and in the web app.
 */
export async function commentsTestDb(): Promise<{ dir: string; db: Db; comments: CommentsRepository; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-comments-'));
  const db = await openDb({ dialect: 'sqlite', url: path.join(dir, 'tsuzuri.sqlite') });
  await migrateToLatest(db, 'sqlite');
  await insertArticle(db, TEST_ARTICLES.ja, 'ja', 'published');
  await insertArticle(db, TEST_ARTICLES.en, 'en', 'published');
  await insertArticle(db, TEST_ARTICLES.draft, 'ja', 'draft');
  return {
    dir,
    db,
    comments: commentsRepository(db),
    cleanup: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
