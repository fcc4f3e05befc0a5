import { siteConfig } from '@tsuzuri/config';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TransmissionTable } from '@/components/transmissions/TransmissionTable';
import { PageGraph } from '@/components/seo/PageGraph';
import { PageTitle } from '@/components/ui/PageTitle';
import { pageMetadata } from '@/lib/metadata';
import { activeTransmissions } from '@/lib/transmissions/registry';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'transmissions' });
  return pageMetadata({
    locale,
    path: '/external-transmission',
    title: t('title'),
    description: t('description'),
  });
}

/**
 * 外部送信ポリシー: generated from the registry the Content-Security-Policy is built from, so it
 * lists every destination this deployment's pages can reach, and only those (docs/product.md,
 * "External transmissions").
 */
export default async function ExternalTransmissionPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tNav] = await Promise.all([getTranslations('transmissions'), getTranslations('nav')]);
  const transmissions = activeTransmissions(siteConfig());
  return (
    <div className="container-site max-w-4xl py-8">
      <PageGraph
        locale={locale}
        path="/external-transmission"
        name={t('title')}
        description={t('description')}
        crumbs={[{ name: tNav('home'), href: '/' }, { name: t('title') }]}
        breadcrumbLabel={tNav('breadcrumb')}
      />
      <PageTitle lead={t('lead')}>{t('title')}</PageTitle>
      <p className="mt-4 text-sm text-muted">{t('optOut')}</p>
      <div className="mt-8 space-y-8">
        {transmissions.map((transmission) => (
          <TransmissionTable key={transmission.id} transmission={transmission} locale={locale} />
        ))}
      </div>
    </div>
  );
}
