import type { Db } from '@tsuzuri/db';
import { ignoreReadTags, type ReadTagSink, tags } from '../cache-tags';
import type { Product, ProductPlan, ProductPlanCode } from '../products/types';

/**
 * The vendor's products with their texts in a locale, falling back to the default locale's texts
 * for a locale without its own (as categories do). `read` hears the tags of what was read.
 */
export function productsRepository(
  db: Db,
  fallbackLocale: string,
  read: ReadTagSink = ignoreReadTags,
) {
  /** The products matching `where` (all when omitted), in sort order, localised. */
  async function load(
    locale: string,
    filter?: { column: 'slug' | 'app_id' | 'pid'; value: string },
  ): Promise<Product[]> {
    let q = db.selectFrom('products').selectAll().orderBy('sort_order').orderBy('slug');
    if (filter) q = q.where(filter.column, '=', filter.value);
    const rows = await q.execute();
    if (!rows.length) return [];
    const slugs = rows.map((r) => r.slug);
    const [texts, plans] = await Promise.all([
      db
        .selectFrom('product_texts')
        .selectAll()
        .where('product_slug', 'in', slugs)
        .where('locale', 'in', [locale, fallbackLocale])
        .execute(),
      db
        .selectFrom('product_plans')
        .selectAll()
        .where('product_slug', 'in', slugs)
        .orderBy('sort_order')
        .execute(),
    ]);
    return rows.flatMap((r) => {
      const own = texts.filter((t) => t.product_slug === r.slug);
      const t =
        own.find((x) => x.locale === locale) ?? own.find((x) => x.locale === fallbackLocale);
      if (!t) return []; // no text to show: as if the product did not exist in this locale
      const labels = JSON.parse(t.plan_labels) as Partial<Record<ProductPlanCode, string>>;
      const alts = JSON.parse(t.screenshot_alts) as string[];
      const shots = JSON.parse(r.screenshots) as Omit<Product['screenshots'][number], 'alt'>[];
      const productPlans: ProductPlan[] = plans
        .filter((p) => p.product_slug === r.slug)
        .map((p) => ({ code: p.code, priceJpy: p.price_jpy, label: labels[p.code] ?? p.code }));
      const points = JSON.parse(t.promo_points) as string[];
      return [
        {
          slug: r.slug,
          appId: r.app_id,
          pid: r.pid,
          locale: t.locale,
          name: t.name,
          pitch: t.pitch,
          description: t.description,
          sortOrder: r.sort_order,
          applicationCategory: r.application_category,
          platforms: JSON.parse(r.platforms),
          downloadUrls: { windows: r.download_url_windows, mac: r.download_url_mac },
          plans: productPlans,
          screenshots: shots.map((s, i) => ({ ...s, alt: alts[i] ?? '' })),
          features: JSON.parse(t.features),
          requirements: JSON.parse(t.requirements),
          faq: JSON.parse(t.faq),
          promo: { eyebrow: t.promo_eyebrow, points },
          updatedAt: r.updated_at,
        },
      ];
    });
  }

  /** Every product, in sort order. */
  const list = (locale: string): Promise<Product[]> => {
    read([tags.products]);
    return load(locale);
  };

  return {
    list,

    async bySlug(slug: string, locale: string): Promise<Product | undefined> {
      // A product added later under this slug must replace the cached not-found page too.
      read([tags.product(slug), tags.products]);
      return (await load(locale, { column: 'slug', value: slug }))[0];
    },

    /** The product a download or purchase link names, by app id or pid (the app id wins). */
    async byAppIdOrPid(
      ids: { appId?: string | null; pid?: string | null },
      locale: string,
    ): Promise<Product | undefined> {
      read([tags.products]);
      if (ids.appId) {
        const [byApp] = await load(locale, { column: 'app_id', value: ids.appId });
        if (byApp) return byApp;
      }
      return ids.pid ? (await load(locale, { column: 'pid', value: ids.pid }))[0] : undefined;
    },

    /** The product the promo boxes show: the first by sort order; undefined when there is none. */
    async promoted(locale: string): Promise<Product | undefined> {
      return (await list(locale))[0];
    },
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
