import { siteConfig } from '@tsuzuri/config';
import { readSiteSettingsForEditing } from '@tsuzuri/content/settings';
import { getDb } from '@tsuzuri/db';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import '@/components/console/articles/articles.css';
import { SettingsScreen } from '@/components/console/settings/SettingsScreen.client';
import { SETTINGS_TEXTS } from '@/components/console/settings/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { repositories } from '@/repositories';
import { ConsolePage } from '@/components/console/ConsolePage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: SETTINGS_TEXTS[await consoleLocale()].title };
}

/** The configured nine of a locale (config + message bundle): the form's starting values. */
async function configuredTop(locale: string) {
  const t = await getTranslations({ locale, namespace: 'topArticles' });
  return siteConfig().topArticles.map((e) => ({
    image: e.image,
    label: t(`${e.labelKey}.label` as 'dvdRipping.label'),
    link: t(`${e.linkKey}.link` as 'dvdRipping.link'),
  }));
}

/** サイト設定: what editors change that lived in code or env (docs/product.md#site-settings). */
export default async function SettingsPage() {
  await requireStaff('settings.edit');
  const lang = await consoleLocale();
  const site = siteConfig();
  const [{ settings, versions }, products] = await Promise.all([
    readSiteSettingsForEditing(await getDb()),
    (await repositories()).products.list(site.defaultLocale),
  ]);
  const top = Object.fromEntries(
    await Promise.all(
      site.locales.map(
        async (l) => [l, settings.top_articles?.[l] ?? (await configuredTop(l))] as const,
      ),
    ),
  );
  return (
    <ConsolePage title={SETTINGS_TEXTS[lang].title}>
      <p className="c-hint">{SETTINGS_TEXTS[lang].intro}</p>
      <SettingsScreen
        t={SETTINGS_TEXTS[lang]}
        lang={lang}
        locales={site.locales}
        topArticles={top}
        promo={settings.promo?.product ?? null}
        products={products.map((p) => ({ slug: p.slug, name: p.name }))}
        social={settings.social ?? site.social}
        versions={versions}
      />
    </ConsolePage>
  );
}
