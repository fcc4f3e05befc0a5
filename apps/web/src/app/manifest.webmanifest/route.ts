import { siteConfig } from '@tsuzuri/config';
import { getTranslations } from 'next-intl/server';
import { webAppManifest } from '@/lib/web-app-manifest';

export const dynamic = 'force-dynamic';

/** The web app manifest, in the default locale (an installed site starts at its home page). */
export async function GET(): Promise<Response> {
  const lang = siteConfig().defaultLocale;
  const t = await getTranslations({ locale: lang, namespace: 'site' });
  const manifest = webAppManifest({
    name: t('appName'),
    shortName: t('shortName'),
    description: t('description'),
    lang,
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
}
