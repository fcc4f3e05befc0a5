import type { Kysely } from 'kysely';

/**
 * Site settings that editors change in the console (docs/product.md#site-settings), which
 * lived in code or env before: one row per setting, its value as JSON checked by the schema
 * in @tsuzuri/content/settings. No row means "as configured" (packages/config), so a site
 * that never opens the settings screen behaves as before.
 *
 * - `key`: top_articles, promo or social.
 * - `value`: the setting's JSON.
 * - `updated_at`, `updated_by`: the last change and the staff account that made it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}
