import { type Kysely, sql } from 'kysely';

// Written against Kysely's portable schema builder: the same migration runs on SQLite and on
// PostgreSQL. Generated ids use `integer … autoIncrement` on SQLite and `serial` on PostgreSQL.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const serial = dialect === 'postgres' ? 'serial' : 'integer';

  await db.schema
    .createTable('categories')
    .addColumn('cid', 'integer', (c) => c.primaryKey())
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('category_translations')
    .addColumn('cid', 'integer', (c) => c.notNull().references('categories.cid').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addPrimaryKeyConstraint('category_translations_pk', ['cid', 'locale'])
    .execute();

  await db.schema
    .createTable('authors')
    .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('avatar', 'text')
    .execute();

  await db.schema
    .createTable('author_translations')
    .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('author_translations_pk', ['author_id', 'locale'])
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_source', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('toc_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('thumbnail', 'text')
    .addColumn('plain_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author_id', 'integer', (c) => c.references('authors.id').onDelete('set null'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.cid').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addUniqueConstraint('articles_slug_locale_unique', ['slug', 'locale'])
    .execute();

  // The list pages: published articles of a locale, newest first or most viewed first.
  await db.schema
    .createIndex('articles_listing_idx')
    .on('articles')
    .columns(['locale', 'status', 'published_at'])
    .execute();
  await db.schema.createIndex('articles_category_idx').on('articles').columns(['category_id']).execute();
}
