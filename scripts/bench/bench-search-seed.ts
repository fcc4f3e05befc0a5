// Writes a generated corpus (bench-search-corpus.ts) into a migrated database: its categories and
// its articles, 200 rows per insert in one transaction (the search and profile benchmarks).
import type { Db } from '@tsuzuri/db';
import type { GeneratedArticle } from './bench-search-corpus';

export async function seedCorpus(
  db: Db,
  articles: GeneratedArticle[],
  categories: number,
): Promise<void> {
  await db
    .insertInto('categories')
    .values(
      Array.from({ length: categories }, (_, i) => ({
        cid: i + 1,
        pid: 0,
        uid: `c${i + 1}`,
        sort_order: i,
      })),
    )
    .execute();
  await db
    .insertInto('category_translations')
    .values(
      Array.from({ length: categories }, (_, i) => ({
        cid: i + 1,
        locale: 'ja',
        name: `カテゴリ${i + 1}`,
        description: null,
      })),
    )
    .execute();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < articles.length; i += 200) {
      const rows = articles.slice(i, i + 200).map((a) => ({
        slug: a.slug,
        locale: 'ja',
        title: a.title,
        description: '',
        keywords: '',
        body_source: '',
        body_html: '',
        body_images: '[]',
        toc_json: '[]',
        thumbnail: null,
        plain_text: a.plainText,
        author_id: null,
        category_id: a.categoryIndex + 1,
        status: 'published' as const,
        published_at: a.publishedAt,
        updated_at: a.publishedAt,
        content_hash: a.slug,
      }));
      await trx.insertInto('articles').values(rows).execute();
    }
  });
}
