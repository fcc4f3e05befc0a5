import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageGraph } from '@/components/seo/PageGraph';
import { AppLink } from '@/components/ui/AppLink.client';
import { Phrases } from '@/components/ui/Phrases';
import { canonicalUrl, socialMetadata } from '@/lib/metadata';
import { pathFor } from '@/lib/site-routes';

/** The not-found page's head: never indexed; its social tags name the not-found page's address. */
export async function notFoundMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return {
    title: t('title'),
    description: t('description'),
    keywords: t('keywords'),
    robots: { index: false },
    ...socialMetadata({
      locale,
      title: t('title'),
      description: t('description'),
      url: canonicalUrl(locale, pathFor('error-404')),
    }),
  };
}

/** The localised not-found body: heading, text, a link home (docs/product.md#not-found-page). */
export async function NotFoundContent() {
  const [t, locale] = await Promise.all([getTranslations('notFound'), getLocale()]);
  return (
    <div className="container-site flex flex-col items-center py-24 text-center">
      {/* No address of its own (any unknown URL shows it): the site's nodes and a named page. */}
      <PageGraph locale={locale} name={t('title')} description={t('description')} />
      <p className="text-6xl font-bold text-brand">404</p>
      {/* Centred: balanced lines, so no lone 「た」 ends the heading on a phone. */}
      <h1 className="mt-4 text-2xl font-bold text-balance">
        <Phrases text={t('heading')} />
      </h1>
      <p className="phrases mt-4 max-w-xl text-balance text-muted">
        <Phrases text={t('body')} />
      </p>
      <AppLink href="/" className="btn-brand mt-8">
        {t('home')}
      </AppLink>
    </div>
  );
}
