import { type Kysely, sql } from 'kysely';

// The vendor's products (the software the site sells). Facts that do not change with the language
// sit on `products` and `product_plans`; every text a visitor reads sits on `product_texts`, one row
// per locale, so a locale without its own row falls back to the default locale's. Lists that are
// only ever read whole (platforms, screenshots, features, FAQ, requirements) are JSON text columns:
// both dialects store them the same way and nothing queries inside them (docs/database.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull().unique())
    .addColumn('pid', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('application_category', 'text', (c) => c.notNull())
    // JSON [{ os, version }].
    .addColumn('platforms', 'text', (c) => c.notNull().defaultTo('[]'))
    // null = not configured (the demo): the download endpoint serves the placeholder instead.
    .addColumn('download_url_windows', 'text')
    .addColumn('download_url_mac', 'text')
    // JSON [{ src, width, height }]; the alt texts are per locale on product_texts.
    .addColumn('screenshots', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_plans')
    .addColumn('product_slug', 'text', (c) => c.notNull().references('products.slug').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().check(sql`code in ('monthly', 'yearly', 'perpetual')`))
    // Yen, consumption tax included (what the visitor pays).
    .addColumn('price_jpy', 'integer', (c) => c.notNull().check(sql`price_jpy >= 0`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_plans_pk', ['product_slug', 'code'])
    .execute();

  await db.schema
    .createTable('product_texts')
    .addColumn('product_slug', 'text', (c) => c.notNull().references('products.slug').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('pitch', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // The sidebar promo box: eyebrow line and JSON array of three points.
    .addColumn('promo_eyebrow', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('promo_points', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON { monthly?, yearly?, perpetual? } → label.
    .addColumn('plan_labels', 'text', (c) => c.notNull().defaultTo('{}'))
    // JSON [{ title, body }], [{ label, value }], [{ question, answer }], [alt, …].
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('faq', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('screenshot_alts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('product_texts_pk', ['product_slug', 'locale'])
    .execute();
}
