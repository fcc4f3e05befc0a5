import { type Kysely, sql } from 'kysely';

/**
 * A listing's page found from an index alone (docs/database.md, "A deep page of a listing"). A
 * page of `/by-latest`, a category or the blog skips `(page - 1) × perPage` articles, and each
 * one skipped was a row read: the listing's filter asks for `category_id`, which the indexes
 * did not hold. At 10,000 articles the last page of `/by-latest` took 107 ms, the first 0.6.
 * The two listing indexes now end with `id` (the order's tie-break) and `category_id`, so the
 * page's ids are read from the index and only the page's own articles from the table.
 * Same names and the same leading columns: every query that used them still does.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema.dropIndex('articles_listing_idx').execute();
  await db.schema
    .createIndex('articles_listing_idx')
    .on('articles')
    .columns(['locale', 'status', 'published_at', 'id', 'category_id'])
    .execute();
  await db.schema.dropIndex('articles_popular_idx').execute();
  await db.schema
    .createIndex('articles_popular_idx')
    .on('articles')
    .columns(['locale', 'status', 'view_count', 'published_at', 'id', 'category_id'])
    .execute();
  // The planner's statistics for the new indexes, read in full as 0026 does (PostgreSQL keeps
  // its own, refreshed by autovacuum).
  if (dialect === 'sqlite') {
    await sql`pragma analysis_limit = 0`.execute(db);
    await sql`analyze articles`.execute(db);
  }
}
