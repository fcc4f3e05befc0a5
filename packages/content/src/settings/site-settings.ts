import { SUPPORTED_LOCALES, siteConfig } from '@tsuzuri/config';
import type { Db } from '@tsuzuri/db';
import { z } from 'zod';
import { tags } from '../cache-tags';

/**
 * The settings editors change in the console instead of the code or env (docs/product.md#site-
 * settings): the home page's nine recommended entries, the product the promo boxes show, and
 * the social links of the footer. Stored one JSON row per setting (migration 0019); a setting
 * with no row is "as configured" and the pages fall back to packages/config and the message
 * bundles, so nothing changes until an editor saves.
 */

const SitePath = z
  .string()
  .trim()
  .max(300)
  .regex(
    /^\/(?!\/)[^\s"'<>\\]*$/,
    '/ で始まるサイト内のパスを入力してください (a site path starting with /)',
  );
const ImagePath = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^(\/(?!\/)[^\s"'<>\\]*|https:\/\/[^\s"'<>\\]+)$/,
    '画像は / で始まるサイト内のパスか https:// のURLで入力してください (a site path starting with / or an https:// URL)',
  );

export const TopArticleSchema = z
  .object({
    image: ImagePath,
    label: z.string().trim().min(1, '見出しを入力してください (label is empty)').max(80),
    link: SitePath,
  })
  .strict();

/** Nine entries per locale (a locale without its own list uses the configured one). */
export const TopArticlesSchema = z.partialRecord(
  z.enum(SUPPORTED_LOCALES),
  z.array(TopArticleSchema).length(9, 'おすすめは9件です (exactly nine entries)'),
);
export const PromoSchema = z
  .object({ product: z.string().trim().min(1).max(80).nullable() })
  .strict();
const SocialUrl = z
  .union([
    z.literal(''),
    z.url({
      protocol: /^https$/,
      error: 'https:// で始まるURLを入力してください (an https:// URL)',
    }),
  ])
  .transform((u) => u || undefined);
export const SocialSchema = z
  .object({
    x: SocialUrl.optional(),
    facebook: SocialUrl.optional(),
    youtube: SocialUrl.optional(),
  })
  .strict();

export const SETTING_SCHEMAS = {
  top_articles: TopArticlesSchema,
  promo: PromoSchema,
  social: SocialSchema,
} as const;
export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SiteSettings = { [K in SettingKey]?: z.output<(typeof SETTING_SCHEMAS)[K]> };

/** Every stored setting (absent: as configured). A row that no longer parses is ignored, not fatal. */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const settings: Record<string, unknown> = {};
  for (const row of rows) {
    const schema = SETTING_SCHEMAS[row.key as SettingKey];
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      continue;
    }
    const parsed = schema?.safeParse(value);
    if (parsed?.success) settings[row.key] = parsed.data;
  }
  return settings as SiteSettings;
}

/**
 * Stores one setting, checked by its schema (a ZodError for bad input). Returns the cache tags
 * to purge: every page of every locale (the footer and sidebars are on all of them; the home
 * page shows the nine), and the products' pages for the promo box.
 */
export async function saveSiteSetting<K extends SettingKey>(
  db: Db,
  key: K,
  input: z.input<(typeof SETTING_SCHEMAS)[K]>,
  by: string,
  now = new Date(),
): Promise<string[]> {
  const value = JSON.stringify(SETTING_SCHEMAS[key].parse(input));
  const at = now.toISOString();
  await db
    .insertInto('site_settings')
    .values({ key, value, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at, updated_by: by }))
    .execute();
  return [...siteConfig().locales.map(tags.locale), ...(key === 'promo' ? [tags.products] : [])];
}
