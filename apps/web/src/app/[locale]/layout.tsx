import { isConfiguredLocale, siteConfig } from '@tsuzuri/config';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IdleScript } from '@/components/analytics/IdleScript';
import { TrackerScript } from '@/components/analytics/TrackerScript';
import { scriptJson } from '@/components/analytics/tracker-config';
import { BackToTop } from '@/components/layout/BackToTop.client';
import { ChunkReload } from '@/components/layout/ChunkReload.client';
import { HydrationSignal } from '@/components/layout/HydrationSignal.client';
import { ScrollOnNavigate } from '@/components/layout/ScrollOnNavigate.client';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/nav/Header';
import { LocalePrefixProvider } from '@/components/ui/LocalePrefix.client';
import { getNavigation, getPromotedProduct } from '@/lib/content';
import { downloadHref } from '@/lib/product-links';
import '../globals.css';
import { localePrefix } from '@/lib/locale-path';
import { localizedPath } from '@/lib/metadata';
import { SITE_ICONS, THEME_COLOR } from '@/lib/web-app-manifest';
import { ARTICLE_BODY_SCRIPT_SRC, versionedAssetUrl } from '@/lib/page-assets';

// Every page renders on request from the database; the front page cache is the only cache.
export const dynamic = 'force-dynamic';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'site' });
  return {
    metadataBase: new URL(siteConfig().siteUrl),
    title: { default: t('title'), template: `%s | ${siteConfig().siteName}` },
    description: t('description'),
    icons: SITE_ICONS,
    manifest: '/manifest.webmanifest',
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOR,
};

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isConfiguredLocale(locale)) notFound();
  setRequestLocale(locale);
  const [nav, t, promoted] = await Promise.all([
    getNavigation(locale),
    getTranslations('nav'),
    getPromotedProduct(locale),
  ]);
  const config = siteConfig();
  const tagId = config.analyticsTagIds[locale];

  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        {/* Client leaves only need the locale's URL prefix (for links); texts come as props. */}
        <LocalePrefixProvider prefix={localePrefix(locale, config.defaultLocale)}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
          >
            {t('skip')}
          </a>
          <Header
            nav={nav}
            // The promoted product's download, by pid (docs/product.md#product).
            downloadUrl={promoted ? downloadHref(promoted) : config.softwareDownloadUrl}
            searchAction={localizedPath(locale, '/search-result')}
          />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer locale={locale} />
          <BackToTop label={t('backToTop')} />
          <ChunkReload />
          <HydrationSignal />
          <ScrollOnNavigate />
        </LocalePrefixProvider>
        {/* The article body's lazy images and players, without React (apps/web/browser, decision 19). */}
        <script src={versionedAssetUrl(ARTICLE_BODY_SCRIPT_SRC)} defer />
        <TrackerScript />
        {tagId && (
          <>
            {/* The queue first (a few bytes, at once), the tag's own script in idle time. */}
            <script
              id="analytics-tag"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed code; the tag id is serialised by scriptJson, which escapes `<`
              dangerouslySetInnerHTML={{
                __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${scriptJson(tagId)});`,
              }}
            />
            <IdleScript
              src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`}
            />
          </>
        )}
      </body>
    </html>
  );
}
