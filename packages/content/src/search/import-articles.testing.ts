import { expect } from 'vitest';
import { frontMatter, writeFiles } from '@tsuzuri/test-support/temp-db';
import type { SeededDb } from '@tsuzuri/test-support/seeded';
import { importDirectories } from '../import/import-dir';

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
