import { siteConfig } from '@tsuzuri/config';
import type { Db } from '@tsuzuri/db';
import { productWriteTags } from '../cache-tags';
import { ImportFileError } from '../import/parse-file';
import { validateProductData } from '../products/product-file';
import type { ProductPlanCode } from '../products/types';
import { upsertProduct } from '../products/upsert-product';
import { EditorialError } from './errors';
import { refusePrototypeKeys } from './forged-keys';
import { type ProductInput, ProductInputSchema } from './product-input';

/** A row of the console's product list: the default locale's name, ids and prices. */
export type ConsoleProduct = {
  slug: string;
  name: string;
  appId: string;
  pid: string;
  sortOrder: number;
  plans: { code: ProductPlanCode; priceJpy: number }[];
  updatedAt: string;
};

/** Every product for the console's list, in the site's order. */
export async function listConsoleProducts(db: Db): Promise<ConsoleProduct[]> {
  const [products, plans, names] = await Promise.all([
    db.selectFrom('products').selectAll().orderBy('sort_order').orderBy('slug').execute(),
    db.selectFrom('product_plans').selectAll().orderBy('sort_order').execute(),
    db.selectFrom('product_texts').select(['product_slug', 'locale', 'name']).execute(),
  ]);
  const main = siteConfig().defaultLocale;
  return products.map((p) => {
    const own = names.filter((n) => n.product_slug === p.slug);
    return {
      slug: p.slug,
      name: (own.find((n) => n.locale === main) ?? own[0])?.name ?? p.slug,
      appId: p.app_id,
      pid: p.pid,
      sortOrder: p.sort_order,
      plans: plans
        .filter((x) => x.product_slug === p.slug)
        .map((x) => ({ code: x.code, priceJpy: x.price_jpy })),
      updatedAt: p.updated_at,
    };
  });
}

/** A product as the edit form holds it, and the version the form's save is based on. */
export type ProductForEditing = { input: ProductInput; version: string };

/** Every field of one product, every locale's texts; undefined for an unknown slug. */
export async function getProductForEditing(
  db: Db,
  slug: string,
): Promise<ProductForEditing | undefined> {
  const p = await db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!p) return undefined;
  const [plans, texts] = await Promise.all([
    db
      .selectFrom('product_plans')
      .selectAll()
      .where('product_slug', '=', slug)
      .orderBy('sort_order')
      .execute(),
    db.selectFrom('product_texts').selectAll().where('product_slug', '=', slug).execute(),
  ]);
  const input: ProductInput = {
    slug: p.slug,
    appId: p.app_id,
    pid: p.pid,
    sortOrder: p.sort_order,
    applicationCategory: p.application_category,
    platforms: JSON.parse(p.platforms),
    downloadUrls: { windows: p.download_url_windows ?? '', mac: p.download_url_mac ?? '' },
    plans: plans.map((x) => ({ code: x.code, priceJpy: x.price_jpy })),
    screenshots: JSON.parse(p.screenshots),
    texts: Object.fromEntries(
      texts.map((t) => [
        t.locale,
        {
          name: t.name,
          pitch: t.pitch,
          description: t.description,
          promo: { eyebrow: t.promo_eyebrow, points: JSON.parse(t.promo_points) },
          planLabels: JSON.parse(t.plan_labels),
          features: JSON.parse(t.features),
          requirements: JSON.parse(t.requirements),
          faq: JSON.parse(t.faq),
          screenshotAlts: JSON.parse(t.screenshot_alts),
        },
      ]),
    ),
  };
  return { input, version: p.content_hash };
}

/** What a save changed: the product's slug, its new version and the cache tags to purge. */
export type ProductSave = { slug: string; version: string; tags: string[] };

/** Refuses an app id or pid another product already has (both are how links name a product). */
async function checkIdsFree(db: Db, slug: string, appId: string, pid: string) {
  const other = await db
    .selectFrom('products')
    .select(['slug', 'app_id', 'pid'])
    .where('slug', '!=', slug)
    .where((eb) => eb.or([eb('app_id', '=', appId), eb('pid', '=', pid)]))
    .executeTakeFirst();
  if (!other) return;
  const which =
    other.app_id === appId
      ? { ja: `アプリID「${appId}」`, en: `app id “${appId}”`, field: 'appId' }
      : { ja: `PID「${pid}」`, en: `PID “${pid}”`, field: 'pid' };
  throw new EditorialError(
    'invalid',
    {
      ja: `${which.ja}は製品「${other.slug}」が使っています`,
      en: `The product “${other.slug}” already has this ${which.en}`,
    },
    which.field,
  );
}

/**
 * Creates (`edit` absent) or replaces a product through the import's own write path
 * (upsertProduct), so a console save and a product file store exactly the same thing. An edit
 * names the slug it opened (the slug never changes) and the version it was based on: a product
 * saved meanwhile (by someone else, or a re-import) is refused as a conflict, never overwritten.
 * `record` runs inside the save's transaction (the console's audit entry: both or neither).
 */
export async function saveProduct(
  db: Db,
  input: ProductInput,
  edit?: { slug: string; baseVersion: string },
  record?: (trx: Db, saved: ProductSave) => Promise<void>,
): Promise<ProductSave> {
  refusePrototypeKeys(input);
  const values = ProductInputSchema.parse(input);
  if (edit && values.slug !== edit.slug)
    throw new EditorialError(
      'invalid',
      {
        ja: 'スラッグは作成後に変更できません',
        en: 'A product’s slug cannot change once it exists',
      },
      'slug',
    );
  let file: ReturnType<typeof validateProductData>;
  try {
    file = validateProductData(values);
  } catch (e) {
    if (e instanceof ImportFileError)
      throw new EditorialError('invalid', { ja: e.message, en: e.message });
    throw e;
  }
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('products')
      .select('content_hash')
      .where('slug', '=', values.slug)
      .executeTakeFirst();
    if (!edit && stored)
      throw new EditorialError(
        'slug_taken',
        {
          ja: `製品のスラッグ「${values.slug}」はほかの製品が使っています`,
          en: `Another product already has the slug “${values.slug}”`,
        },
        'slug',
      );
    if (edit && !stored)
      throw new EditorialError('not_found', {
        ja: `製品「${edit.slug}」がありません`,
        en: `There is no product “${edit.slug}”`,
      });
    if (edit && stored?.content_hash !== edit.baseVersion)
      throw new EditorialError('conflict', {
        ja: 'この製品は編集中に別の人が保存しました。再読み込みしてから保存してください',
        en: 'Someone else saved this product while you were editing it. Reload the page, then save again',
      });
    await checkIdsFree(trx, values.slug, values.appId, values.pid);
    await upsertProduct(trx, file);
    const saved = {
      slug: values.slug,
      version: file.contentHash,
      tags: productWriteTags(values.slug),
    };
    await record?.(trx, saved);
    return saved;
  });
}
