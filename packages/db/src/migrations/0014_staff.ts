import type { Kysely } from 'kysely';

/**
 * Staff accounts of the console (/admin, docs/product.md#staff): the four tables better-auth keeps
 * (users, sessions, password accounts, verifications), the one-time links that set a password
 * (the owner's setup link, `npm run users -- add|reset`) and the audit log.
 *
 * Both dialects store the same shapes: times as ISO-8601 text (UTC, `…Z`, so text order is time
 * order) and flags as 0/1 integers, as every other table here does. better-auth is told so (its
 * Kysely adapter converts them: packages/staff/src/auth.ts), which keeps export/import and a move
 * between dialects a plain copy.
 *
 * - `staff_users.role`: owner, editor, moderator or analyst; `disabled`: 1 = may not sign in (and
 *   every session was ended when it was set).
 * - `staff_links`: only the SHA-256 of a link's token is kept; `used_at` makes it single use.
 * - `staff_audit`: one row per console write; `actor_id` stays after an account is removed
 *   (accounts are disabled, never deleted), `actor_email` is what the account was called then.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_user_idx').on('staff_sessions').column('user_id').execute();

  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', 'text')
    .addColumn('refresh_token_expires_at', 'text')
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_accounts_user_idx').on('staff_accounts').column('user_id').execute();

  await db.schema
    .createTable('staff_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    // null for the owner's setup link: the account does not exist yet.
    .addColumn('user_id', 'text', (c) => c.references('staff_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'text', (c) => c.notNull())
    // null: the operator's command line (npm run users), not a signed-in person.
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    // JSON object: what changed (never a password or a token).
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('staff_audit_at_idx').on('staff_audit').column('at').execute();
  await db.schema.createIndex('staff_audit_actor_idx').on('staff_audit').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('staff_audit_action_idx').on('staff_audit').columns(['action', 'at']).execute();
}
