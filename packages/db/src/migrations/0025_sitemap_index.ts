import type { Kysely } from 'kysely';

/**
 * The sitemap's reads kept off the rows (docs/database.md, "The sitemap's indexes"). Read from the
 * table, SQLite follows each row's overflow pages past its body to reach `status` or
 * `updated_at`: 1.4 s to list 100,000 articles.
 * - `articles_sitemap_parts_idx`: the sitemap index groups every published article's id and date
 *   into parts, from this index alone (the slug too: the adult-listed ones are left out).
 * - `articles_category_newest_idx`: a category's newest article in a locale is its last entry
 *   here, one seek per category.
 * - `articles_slug_status_idx`: the published locales of a part's 2,000 slugs (its alternates),
 *   one seek per slug.
 * Each leads with what no page's listing query asks in that order, so none takes a listing
 * query's place (a planner prefers the index matching more of a query's terms: an index on
 * status, locale and category_id made the home page's list read every article).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('articles_sitemap_parts_idx')
    .on('articles')
    .columns(['status', 'id', 'locale', 'updated_at', 'slug'])
    .execute();
  await db.schema
    .createIndex('articles_category_newest_idx')
    .on('articles')
    .columns(['category_id', 'updated_at', 'status', 'locale'])
    .execute();
  await db.schema
    .createIndex('articles_slug_status_idx')
    .on('articles')
    .columns(['slug', 'status', 'locale'])
    .execute();
}
