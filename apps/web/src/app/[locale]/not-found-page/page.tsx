import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/NotFoundContent';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return {
    title: t('title'),
    description: t('description'),
    keywords: t('keywords'),
    robots: { index: false },
  };
}

/**
 * The not-found page rendered as a normal page. Next answers a notFound() with an empty
 * client-rendered shell (vercel/next.js#62228); the front server sends this page's HTML instead,
 * with status 404, so crawlers and readers without JavaScript see the real page.
 */
export default async function NotFoundPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NotFoundContent />;
}
