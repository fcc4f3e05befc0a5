import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent, notFoundMetadata } from '@/components/layout/NotFoundContent';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
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
