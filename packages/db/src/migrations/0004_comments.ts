import { type Kysely, sql } from 'kysely';

// Visitors' comments on articles, held for moderation. The article is referenced by slug and
// locale, not by id: a comment must survive its article being re-imported or re-created.
// The visitor's address is stored only as a salted hash (enough to group one sender's burst).
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('comments')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('article_slug', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected', 'spam')`),
    )
    /** Why the checks flagged it (comma-separated: links, ng-word, captcha-…); null = nothing. */
    .addColumn('hold_reason', 'text')
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('moderated_at', 'text')
    .execute();

  // The article page: approved comments of one article in one locale, oldest first.
  await db.schema
    .createIndex('comments_article_idx')
    .on('comments')
    .columns(['article_slug', 'locale', 'status', 'created_at'])
    .execute();
  // The editor's queue: comments of one status, in arrival order.
  await db.schema.createIndex('comments_status_idx').on('comments').columns(['status', 'created_at']).execute();
}
