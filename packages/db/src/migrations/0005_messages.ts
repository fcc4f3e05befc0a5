import { type Kysely, sql } from 'kysely';

// Contact-form messages. A row is written before the visitor sees success; mailing it comes
// after, so the mail outcome is recorded on the row (mail_status, mail_error, mailed_at) and a
// failed or never-finished send stays visible to the editor instead of losing the message.
// The sender's address is kept only as a salted hash (ip_hash), enough to spot abuse.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('review', 'advertising', 'affiliate')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('ip_hash', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // pending = stored, mail not finished yet (stays so if the process died mid-send).
    .addColumn('mail_status', 'text', (c) =>
      c.notNull().defaultTo('not_configured').check(sql`mail_status in ('pending', 'not_configured', 'sent', 'failed')`),
    )
    .addColumn('mail_error', 'text')
    .addColumn('mailed_at', 'text')
    .execute();
  // The editor's list: newest first.
  await db.schema.createIndex('messages_created_idx').on('messages').columns(['created_at']).execute();
}
