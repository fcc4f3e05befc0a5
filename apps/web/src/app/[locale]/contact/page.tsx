import { siteConfig } from '@tsuzuri/content';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { WithSidebar } from '@/components/page/WithSidebar';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contact' });
  return pageMetadata({ locale, path: '/contact', title: t('title'), description: t('description') });
}

/** Who to write to and about what; the on-page form arrives with the readers issue. */
export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tNav] = await Promise.all([getTranslations('contact'), getTranslations('nav')]);
  const email = siteConfig().contactEmail;
  return (
    <WithSidebar locale={locale}>
      <Breadcrumb items={[{ name: tNav('home'), href: '/' }, { name: t('title') }]} label={tNav('breadcrumb')} />
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-4 text-muted">{t('lead')}</p>
      <h2 className="mt-8 text-lg font-bold">{t('reasonsHeading')}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>{t('reasons.review')}</li>
        <li>{t('reasons.advertising')}</li>
        <li>{t('reasons.affiliate')}</li>
      </ul>
      <div className="mt-8 rounded-xl border border-line bg-paper p-6">
        <p className="font-bold">{t('emailHeading')}</p>
        <p className="mt-2"><a href={`mailto:${email}`} className="text-lg font-bold">{email}</a></p>
        <p className="mt-3 text-sm text-muted">{t('replyTime')}</p>
      </div>
    </WithSidebar>
  );
}
