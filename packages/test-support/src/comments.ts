import type { Db, Dialect } from '@tsuzuri/db';
import { type CommentsRepository, commentsRepository } from '@tsuzuri/readers/comments';
import { testArticleRow } from './article-row';
import { type TempDb, tempDb } from './temp-db';

/** Articles every comments test can post to (plus a draft, which must refuse comments). */
export const TEST_ARTICLES = {
  ja: 'comment-test-article',
  en: 'comment-test-article',
  draft: 'comment-test-draft',
} as const;

async function insertArticle(
  db: Db,
  slug: string,
  locale: string,
  status: 'draft' | 'published',
): Promise<void> {
  await db.insertInto('articles').values(testArticleRow({ slug, locale, status })).execute();
}

/**
 * A real, migrated database with the test articles, for tests of the comments feature in this
 * package and in the web app: by default SQLite at `<dir>/tsuzuri.sqlite` (where DATA_DIR points
 * the site), or PostgreSQL (see testing/dialects.ts).
 */
export async function commentsTestDb(
  dialect: Dialect = 'sqlite',
): Promise<TempDb & { comments: CommentsRepository }> {
  const ctx = await tempDb(dialect);
  await insertArticle(ctx.db, TEST_ARTICLES.ja, 'ja', 'published');
  await insertArticle(ctx.db, TEST_ARTICLES.en, 'en', 'published');
  await insertArticle(ctx.db, TEST_ARTICLES.draft, 'ja', 'draft');
  return { ...ctx, comments: commentsRepository(ctx.db) };
}
