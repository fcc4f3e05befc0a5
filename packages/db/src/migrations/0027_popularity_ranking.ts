import type { Kysely } from 'kysely';

/**
 * The popularity ranking, kept (docs/database.md, "The popularity ranking"). The popular lists
 * (every page's sidebar, `/by-popularity`) summed the window's daily views of every article read
 * lately at each render: 8 ms with 1,000 articles read a day, 26 ms with 3,000 and 91 ms with
 * 10,000 (docs/benchmarks.md, "The popular list, kept"). The rankings' refresh
 * (`refreshPopularity`, every POPULAR_REFRESH_MINUTES) now writes the order here, one row per
 * article read within the window; a list reads it in rank order, as far as it shows.
 *
 * Derived data: not exported (`db:export`). Its data step (@tsuzuri/content's site.ts) ranks the
 * views a site already has, and `db:import` the views it brings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_popularity')
    .addColumn('article_id', 'integer', (c) =>
      c.primaryKey().references('articles.id').onDelete('cascade'),
    )
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_popularity_rank_idx')
    .on('article_popularity')
    .columns(['rank'])
    .execute();
}
