import type { Db } from '@tsuzuri/db';
import type { ProductFile } from './product-file';

export type ProductUpsert = { status: 'created' | 'updated' | 'unchanged' };

/**
 * Writes one product file: the facts, then its plans and texts replaced as a whole (a plan or a
 * locale removed from the file disappears). Run it in a transaction; an unchanged file is skipped.
 */
export async function upsertProduct(db: Db, p: ProductFile): Promise<ProductUpsert> {
  const existing = await db
    .selectFrom('products')
    .select('content_hash')
    .where('slug', '=', p.slug)
    .executeTakeFirst();
  if (existing?.content_hash === p.contentHash) return { status: 'unchanged' };
  const facts = {
    app_id: p.appId,
    pid: p.pid,
    sort_order: p.sortOrder,
    application_category: p.applicationCategory,
    platforms: JSON.stringify(p.platforms),
    download_url_windows: p.downloadUrls.windows || null,
    download_url_mac: p.downloadUrls.mac || null,
    screenshots: JSON.stringify(p.screenshots),
    content_hash: p.contentHash,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('products')
    .values({ slug: p.slug, ...facts })
    .onConflict((oc) => oc.column('slug').doUpdateSet(facts))
    .execute();
  await db.deleteFrom('product_plans').where('product_slug', '=', p.slug).execute();
  await db
    .insertInto('product_plans')
    .values(
      p.plans.map((plan, i) => ({
        product_slug: p.slug,
        code: plan.code,
        price_jpy: plan.priceJpy,
        sort_order: i + 1,
      })),
    )
    .execute();
  await db.deleteFrom('product_texts').where('product_slug', '=', p.slug).execute();
  for (const [locale, t] of Object.entries(p.texts)) {
    await db
      .insertInto('product_texts')
      .values({
        product_slug: p.slug,
        locale,
        name: t.name,
        pitch: t.pitch,
        description: t.description,
        promo_eyebrow: t.promo.eyebrow,
        promo_points: JSON.stringify(t.promo.points),
        plan_labels: JSON.stringify(t.planLabels),
        features: JSON.stringify(t.features),
        requirements: JSON.stringify(t.requirements),
        faq: JSON.stringify(t.faq),
        screenshot_alts: JSON.stringify(t.screenshotAlts),
      })
      .execute();
  }
  return { status: existing ? 'updated' : 'created' };
}
