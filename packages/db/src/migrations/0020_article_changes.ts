import type { Kysely } from 'kysely';

/**
 * Unpublished changes to published articles (docs/product.md#unpublished-changes): saving an
 * article that is live keeps the edit here, out of public view, until an editor publishes it
 * (it then goes through the ordinary save) or discards it. At most one change per article.
 *
 * - `article_id`: the article; the change goes with it when it is deleted.
 * - `fields`: JSON of the editable fields as the editor saved them (title, slug, locale,
 *   description, keywords, category uid, author slug, thumbnail, body as HTML source).
 * - `created_at`: the first save of this change; `saved_at`, `saved_by_id`, `saved_by_name`:
 *   the latest save and who made it (text, like revisions: it outlives the account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_changes')
    .addColumn('article_id', 'integer', (c) =>
      c.primaryKey().references('articles.id').onDelete('cascade'),
    )
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('saved_by_id', 'text', (c) => c.notNull())
    .addColumn('saved_by_name', 'text', (c) => c.notNull())
    .execute();
}
