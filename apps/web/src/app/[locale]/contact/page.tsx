import { type Locale, siteConfig } from '@tsuzuri/config';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/contact/ContactForm.client';
import { WithSidebar } from '@/components/page/WithSidebar';
import { PageGraph } from '@/components/seo/PageGraph';
import { CONTACT_REASONS } from '@/lib/forms/contact-fields';
import { contactTexts } from '@/lib/forms/contact-texts';
import { localizedPath, pageMetadata } from '@/lib/metadata';
import { PageTitle } from '@/components/ui/PageTitle';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contact' });
  return pageMetadata({
    locale,
    path: '/contact',
    title: t('title'),
    description: t('description'),
  });
}

/** The contact form (review, advertising and affiliate enquiries), with the address as an alternative. */
export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tNav] = await Promise.all([getTranslations('contact'), getTranslations('nav')]);
  const email = siteConfig().contactEmail;
  // The layout has already refused a locale the site does not serve.
  const { mail: _mail, alternative, ...labels } = contactTexts(locale as Locale);
  const reasons = CONTACT_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }));
  return (
    <WithSidebar locale={locale}>
      <PageGraph
        locale={locale}
        path="/contact"
        type="ContactPage"
        name={t('title')}
        description={t('description')}
        crumbs={[{ name: tNav('home'), href: '/' }, { name: t('title') }]}
        breadcrumbLabel={tNav('breadcrumb')}
      />
      <PageTitle lead={t('lead')}>{t('title')}</PageTitle>
      <div className="mt-8">
        <ContactForm
          locale={locale}
          labels={labels}
          reasons={reasons}
          againHref={localizedPath(locale, '/contact')}
        />
      </div>
      <div className="mt-10 rounded-xl border border-line bg-paper p-6">
        <p className="font-bold">{t('emailHeading')}</p>
        <p className="mt-2 text-sm text-muted">{alternative}</p>
        <p className="mt-2">
          <a href={`mailto:${email}`} className="text-lg font-bold">
            {email}
          </a>
        </p>
        <p className="mt-3 text-sm text-muted">{t('replyTime')}</p>
      </div>
    </WithSidebar>
  );
}
