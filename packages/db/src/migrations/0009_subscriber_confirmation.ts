import type { Kysely } from 'kysely';

// Double opt-in for the footer subscription (docs/readers.md, "Subscription"). An address is
// pending until the link mailed to it is followed; only confirmed ones are subscribed. Rows
// from before are confirmed: they were subscribed under the old single opt-in.
//  - confirm_token_hash: sha256 of the single-use confirmation token (the token is only mailed)
//  - confirm_expires_at / confirm_sent_at: the link's deadline; when the last mail went out
//  - unsubscribe_token: stable per address, kept as is — every later mail must carry it
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscribers').addColumn('status', 'text', (c) => c.notNull().defaultTo('confirmed')).execute();
  await db.schema.alterTable('subscribers').addColumn('confirm_token_hash', 'text').execute();
  await db.schema.alterTable('subscribers').addColumn('confirm_expires_at', 'text').execute();
  await db.schema.alterTable('subscribers').addColumn('confirm_sent_at', 'text').execute();
  await db.schema.alterTable('subscribers').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('subscribers').addColumn('unsubscribe_token', 'text').execute();
  await db.schema.createIndex('subscribers_confirm_token').on('subscribers').column('confirm_token_hash').execute();
  await db.schema.createIndex('subscribers_unsubscribe_token').on('subscribers').column('unsubscribe_token').execute();
}
