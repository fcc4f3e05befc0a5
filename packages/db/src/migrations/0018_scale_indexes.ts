import type { Kysely } from 'kysely';

/**
 * Indexes that keep a listing page's cost to what it shows at 100,000 articles
 * (docs/benchmarks.md, "How cost grows"; packages/content/src/repositories/listing.ts):
 * - `articles_category_listing_idx`: a category page's newest articles and its count, read from
 *   the category's own range instead of filtering the whole locale's list;
 * - `articles_popular_idx`: the popular list past the articles read lately, by lifetime views;
 * - `article_views_daily_window_idx`: the window's views per article, summed from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('articles_category_listing_idx')
    .on('articles')
    .columns(['category_id', 'locale', 'status', 'published_at'])
    .execute();
  await db.schema
    .createIndex('articles_popular_idx')
    .on('articles')
    .columns(['locale', 'status', 'view_count', 'published_at'])
    .execute();
  await db.schema
    .createIndex('article_views_daily_window_idx')
    .on('article_views_daily')
    .columns(['day', 'article_id', 'views'])
    .execute();
}
