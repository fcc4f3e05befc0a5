import type { Kysely } from 'kysely';

// Page views per article and day (UTC): the rolling window behind the popularity rankings.
// The lifetime total stays in articles.view_count.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_views_daily')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('article_views_daily_pk', ['article_id', 'day'])
    .execute();
  await db.schema.createIndex('article_views_daily_day_idx').on('article_views_daily').columns(['day']).execute();
}
