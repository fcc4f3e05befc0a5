import { type Kysely, sql } from 'kysely';

/**
 * The editors' console (docs/product.md#editorial-workflow, docs/database.md).
 *
 * - `articles.editorial_state`: draft, scheduled, published or unpublished. `status` stays what
 *   the public reads ('draft' | 'published', checked since 0001): every public query keeps
 *   filtering on it, and the two are written together (published ⇔ status 'published'). SQLite
 *   cannot change a table's CHECK without making the table again (and its FTS and foreign keys
 *   with it), so the richer state is a column of its own.
 * - `articles.publish_at`: when a scheduled article goes public (UTC ISO text, like every date).
 * - `articles.version`: bumped by every save; a save names the version it was based on, so an
 *   edit made on an older one is refused instead of overwriting (optimistic concurrency).
 * - `article_revisions`: one row per save (who, when, every field as JSON).
 * - `redirects`: old path → final path (301), kept flat: no chains, no loops.
 * - `editing_presence`: who has an article open, refreshed by a heartbeat.
 * Editors are named by text (`saved_by_id`, `saved_by_name`): the staff accounts live in another
 * part of the app, and a revision must outlive its author's account.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .alterTable('articles')
    .addColumn('editorial_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`editorial_state in ('draft', 'scheduled', 'published', 'unpublished')`),
    )
    .execute();
  await db.schema.alterTable('articles').addColumn('publish_at', 'text').execute();
  await db.schema
    .alterTable('articles')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update articles set editorial_state = status`.execute(db);
  // The scheduler's claim: scheduled articles due by now.
  await db.schema
    .createIndex('articles_schedule_idx')
    .on('articles')
    .columns(['editorial_state', 'publish_at'])
    .execute();

  await db.schema
    .createTable('article_revisions')
    .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('saved_by_id', 'text', (c) => c.notNull())
    .addColumn('saved_by_name', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    // What the save did: 'save', 'restore', 'schedule', 'publish', 'unpublish', …
    .addColumn('action', 'text', (c) => c.notNull())
    // JSON of the article's editable fields after the save.
    .addColumn('fields', 'text', (c) => c.notNull())
    .addUniqueConstraint('article_revisions_version_unique', ['article_id', 'version'])
    .execute();

  await db.schema
    .createTable('redirects')
    // A site path without query or trailing slash, prefixed locale included: /old-slug, /en/old.
    .addColumn('from_path', 'text', (c) => c.primaryKey())
    .addColumn('to_path', 'text', (c) => c.notNull())
    // 'slug': made by a slug change; 'manual': added in the console.
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('slug', 'manual')`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('redirects_to_idx').on('redirects').column('to_path').execute();

  await db.schema
    .createTable('editing_presence')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('editor_id', 'text', (c) => c.notNull())
    .addColumn('editor_name', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('editing_presence_pk', ['article_id', 'editor_id'])
    .execute();
}
