import { SUPPORTED_LOCALES, siteConfig } from '@tsuzuri/config';
import type { Db } from '@tsuzuri/db';
import { z } from 'zod';
import { tags } from '../cache-tags';
import { EditorialError } from '../editorial/errors';
import { refusePrototypeKeys } from '../editorial/forged-keys';
import { ImageRefSchema } from '../editorial/image-ref';

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

export const TopArticleSchema = z
  .object({
    image: ImageRefSchema,
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

/**
 * A setting's version: the exact updated_at of its row, or null for one never saved. The console
 * sends back the version it loaded, so a save based on an older one is refused, not silently
 * written over another tab's or person's (docs/product.md#site-settings).
 */
export type SettingVersion = string | null;
export type SettingVersions = { [K in SettingKey]?: string };

/**
 * Every stored setting (absent: as configured) and the version each was read at, from one query
 * so a value never pairs with a newer version. A row that no longer parses is ignored, not fatal.
 */
export async function readSiteSettingsForEditing(
  db: Db,
): Promise<{ settings: SiteSettings; versions: SettingVersions }> {
  const rows = await db
    .selectFrom('site_settings')
    .select(['key', 'value', 'updated_at'])
    .execute();
  const settings: Record<string, unknown> = {};
  const versions: Record<string, string> = {};
  for (const row of rows) {
    versions[row.key] = row.updated_at;
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
  return { settings: settings as SiteSettings, versions };
}

/** Every stored setting, for the pages. */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  return (await readSiteSettingsForEditing(db)).settings;
}

const SAVED_BY_OTHER = {
  ja: 'この設定は編集中に別の人が保存しました。再読み込みしてから保存してください',
  en: 'Someone else saved this setting while you were editing it. Reload the page, then save again',
};
const SAVED_BY_YOU = {
  ja: 'この設定は編集中に、あなたが別のタブか画面で保存しました。再読み込みしてから保存してください',
  en: 'You saved this setting in another tab or window while editing it here. Reload the page, then save again',
};

/** What a save changed: the setting's new version and the cache tags to purge. */
/** A save's answer: the new version, the tags to purge, and the value as stored (for the audit). */
export type SettingSave<K extends SettingKey = SettingKey> = {
  version: string;
  tags: string[];
  value: NonNullable<SiteSettings[K]>;
};

/**
 * Stores one setting, checked by its schema (a ZodError for bad input), if it is still at `base`
 * (the version the editor loaded; null: never saved); otherwise a conflict, and nothing is
 * written. The check and the write are one statement, so two saves at once cannot both pass.
 * The tags to purge: every page of every locale (the footer and sidebars are on all of them;
 * the home page shows the nine), and the products' pages for the promo box.
 */
export async function saveSiteSetting<K extends SettingKey>(
  db: Db,
  key: K,
  input: z.input<(typeof SETTING_SCHEMAS)[K]>,
  by: string,
  base: SettingVersion,
  now = new Date(),
): Promise<SettingSave<K>> {
  refusePrototypeKeys(input);
  const stored = SETTING_SCHEMAS[key].parse(input) as NonNullable<SiteSettings[K]>;
  const value = JSON.stringify(stored);
  // Later than the base even within its millisecond: an equal stamp would let a tab still
  // holding the base overwrite this save.
  const at =
    base && now.toISOString() <= base
      ? new Date(Date.parse(base) + 1).toISOString()
      : now.toISOString();
  const written =
    base === null
      ? (
          await db
            .insertInto('site_settings')
            .values({ key, value, updated_at: at, updated_by: by })
            .onConflict((oc) => oc.column('key').doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows
      : (
          await db
            .updateTable('site_settings')
            .set({ value, updated_at: at, updated_by: by })
            .where('key', '=', key)
            .where('updated_at', '=', base)
            .executeTakeFirst()
        ).numUpdatedRows;
  if (Number(written ?? 0) !== 1) {
    // Who saved it since: the row names them, so the same editor in another tab is told so.
    const since = await db
      .selectFrom('site_settings')
      .select('updated_by')
      .where('key', '=', key)
      .executeTakeFirst();
    throw new EditorialError('conflict', since?.updated_by === by ? SAVED_BY_YOU : SAVED_BY_OTHER);
  }
  return {
    version: at,
    tags: [...siteConfig().locales.map(tags.locale), ...(key === 'promo' ? [tags.products] : [])],
    value: stored,
  };
}
