import type { ArticleStatus } from '@tsuzuri/db';

/**
 * The columns of an `articles` row a test inserts straight into the table (no import pipeline):
 * a placeholder body and a published date of now; give what the test is about.
 */
export function testArticleRow(row: {
  slug: string;
  locale: string;
  status: ArticleStatus;
  category_id?: number | null;
}) {
  const now = new Date().toISOString();
  return {
    title: `Test ${row.slug}`,
    description: '',
    keywords: '',
    body_source: '<p>x</p>',
    body_html: '<p>x</p>',
    body_images: '[]',
    toc_json: '[]',
    thumbnail: null,
    plain_text: 'x',
    author_id: null,
    category_id: null,
    published_at: now,
    updated_at: now,
    content_hash: `${row.slug}-${row.locale}`,
    ...row,
  };
}
