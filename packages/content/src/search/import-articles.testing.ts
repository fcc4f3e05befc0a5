import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '@tsuzuri/db';
import { dialectOf } from '@tsuzuri/db';
import { testArticleRow } from '@tsuzuri/test-support/article-row';
import { frontMatter, writeFiles } from '@tsuzuri/test-support/temp-db';
import type { SeededDb } from '@tsuzuri/test-support/seeded';
import { importDirectories } from '../import/import-dir';
import { rebuildSearchIndex } from './index';

export type TestArticle = { slug: string; title: string; body: string };

/**
 * Imports published Japanese articles (one file each, in one import run) into a seeded test
 * database, through the real import and its search index write; fails the test on any error.
 */
export async function importTestArticles(site: SeededDb, articles: TestArticle[]): Promise<void> {
  const files = Object.fromEntries(
    articles.map((a) => [
      `${a.slug}.md`,
      frontMatter(
        {
          slug: a.slug,
          title: a.title,
          locale: 'ja',
          author: 'editorial',
          category: 'dvd-copy',
          published_at: '2026-01-05',
          status: 'published',
        },
        a.body,
      ),
    ]),
  );
  const report = await importDirectories(site.db, [writeFiles(site.dir, files)]);
  expect(report.files.filter((f) => f.status === 'error')).toEqual([]);
}

/**
 * Many published Japanese articles at once, for searches over thousands: rows written straight
 * into an empty test database (one category, batches of 200; ids grow in the given order), then
 * the search index rebuilt and, on PostgreSQL, the planner's statistics written as autovacuum
 * would. `title` defaults to the test row's.
 */
export async function insertSearchableArticles(
  db: Db,
  articles: { slug: string; title?: string; text: string }[],
): Promise<void> {
  const { cid } = await db
    .insertInto('categories')
    .values({ cid: 1, pid: 0, uid: 'dvd', sort_order: 0 })
    .returning('cid')
    .executeTakeFirstOrThrow();
  const rows = articles.map((a) => {
    const row = testArticleRow({
      slug: a.slug,
      locale: 'ja',
      status: 'published',
      category_id: cid,
    });
    return { ...row, title: a.title ?? row.title, plain_text: a.text };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('articles')
      .values(rows.slice(i, i + 200))
      .execute();
  await rebuildSearchIndex(db);
  if (dialectOf(db) === 'postgres') await sql`analyze article_search`.execute(db);
}
