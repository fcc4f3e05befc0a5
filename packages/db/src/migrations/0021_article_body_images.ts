import type { Kysely } from 'kysely';

/**
 * The images an article's body shows, kept beside its HTML (docs/database.md): the image
 * sitemaps list them, and reading them out of every body made each child sitemap read the
 * whole corpus (docs/benchmarks.md, "How cost grows"). Written with body_html by every writer;
 * the data step (content's migrateSite) fills the rows that exist.
 *
 * - `body_images`: JSON array of the body's image URLs as stored, in order; '[]' for none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('body_images', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
