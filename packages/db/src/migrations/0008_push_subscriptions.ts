import type { Kysely } from 'kysely';

// Browsers subscribed to web push (the register call; docs/product.md#push-subscription). One row per push endpoint: the
// endpoint is the subscription's identity, a re-registration updates its keys and details.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('diff_time', 'integer', (c) => c.notNull())
    .addColumn('device_model', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('explorer', 'text', (c) => c.notNull())
    .addColumn('explorer_version', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
